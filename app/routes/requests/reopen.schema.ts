import { z } from "zod/mini";
import { rule } from "~/domain/forms/rule";
import { reopenReason } from "~/domain/requests/forms";
import { text } from "./rules.schema";

const fields = z.object({ intent: text(), reason: text() });

/** Reopen with a reason (§5: not empty). */
export const reopenSchema = z.pipe(fields, rule((v: z.output<typeof fields>) => reopenReason(v.reason)));
