import { z } from "zod/mini";
import type { Choice, RequestTypeNode } from "~/domain/requests/create";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { newRequest } from "~/domain/requests/forms";
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

/** What the rules need to know beyond the form: the type tree, the addresses offered, the denied accounts. */
export interface NewRequestRules {
  types: RequestTypeNode[];
  idents: string[];
  denied: string[];
}

export interface NewRequestValues extends Choice {
  ident: string;
  text: string;
}

/** The rules' inputs from the form's data, so the browser builds the same schema as the server. */
export function rulesOf(data: { types: RequestTypeNode[]; addresses: Array<{ ident: string }>; denied: Record<string, unknown> }): NewRequestRules {
  return { types: data.types, idents: data.addresses.map((a) => a.ident), denied: Object.keys(data.denied) };
}

const idOf = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The typed choice from the form's strings (as typed so far in the browser, or as posted). */
export function valuesOf(value: Record<string, unknown> | undefined): NewRequestValues {
  return {
    ident: str(value?.ident),
    typeID: idOf(value?.typeID),
    subTypeID: idOf(value?.subTypeID),
    detailSubTypeID: idOf(value?.detailSubTypeID),
    text: str(value?.text),
  };
}

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
    rule((v: z.output<typeof fields>) => newRequest(rules.types, { ...valuesOf(v), allowedIdents: idents, deniedIdents: denied }, v.file)),
  );
}
