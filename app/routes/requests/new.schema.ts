import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { newRequestRule, type NewRequestContext } from "~/domain/requests/forms";
import { file } from "./rules.schema";

const fields = z.object({
  intent: text("technical"),
  ident: text("technical"),
  typeID: text("technical"),
  subTypeID: text("technical"),
  detailSubTypeID: text("technical"),
  text: text("longText"),
  file: file(),
});

/** A choice of type or subtype without JS ("show the options"): nothing is checked, the form comes back. */
export const choiceSchema = fields;

/**
 * The new-request form (§5 create rules, one optional file); the browser runs the same rule (newRequestRule).
 * Out comes the request as /Requests/New takes it, and the file.
 */
export function newRequestSchema(context: NewRequestContext) {
  return z.pipe(fields, rule(newRequestRule(context)));
}
