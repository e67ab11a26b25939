import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { reopenRule } from "~/domain/requests/chat-forms";

const fields = z.object({ intent: text("technical"), reason: text("longText") });

/** Reopen with a reason (§5: not empty). */
export const reopenSchema = z.pipe(fields, rule(reopenRule));
