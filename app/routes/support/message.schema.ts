import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { supportMessageRule } from "~/domain/support/forms";

// conform turns the empty part of an unused file input into undefined.
const fields = z.object({ intent: text("technical"), text: text("longText"), file: z.optional(z.file()) });

/** A message to the operator (§5: not empty, 'Напишите вопрос оператору'; one file, the requests' rules). */
export const supportMessageSchema = z.pipe(fields, rule(supportMessageRule));

/** "Update" without JS posts the draft along only to get it back: the fields' limits, no rule. */
export const draftSchema = fields;
