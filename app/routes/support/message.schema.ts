import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { supportMessage } from "~/domain/support/forms";
import { file } from "../requests/rules.schema";

const fields = z.object({ intent: text("technical"), text: text("longText"), file: file() });

/** A message to the operator (§5: not empty, 'Напишите вопрос оператору'; one file, the requests' rules). */
export const supportMessageSchema = z.pipe(
  fields,
  rule((v: z.output<typeof fields>) => supportMessage(v.text, v.file)),
);

/** "Update" without JS posts the draft along only to get it back: the fields' limits, no rule. */
export const draftSchema = fields;
