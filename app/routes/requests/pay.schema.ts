import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { payOnlineRule } from "~/domain/requests/paid";

const fields = z.object({ intent: text("technical"), bonus: text("amount") });

/** Pay a paid request online with the bonuses the resident chose (§2.3; app/domain/requests/paid.ts). */
export const payOnlineSchema = z.pipe(fields, rule(payOnlineRule));
