import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { newRequest } from "~/domain/requests/forms";
import { valuesOf, type NewRequestRules } from "./new-values";
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
 * The new-request form (§5 create rules, one optional file): the same in the browser and on the server. Out
 * comes the request as /Requests/New takes it, and the file.
 */
export function newRequestSchema(rules: NewRequestRules) {
  const idents = new Set(rules.idents);
  const denied = new Set(rules.denied);
  return z.pipe(
    fields,
    rule((v: z.output<typeof fields>) =>
      newRequest(rules.types, { ...valuesOf(v), allowedIdents: idents, deniedIdents: denied }, v.file),
    ),
  );
}
