import type { Choice, RequestTypeNode } from "~/domain/requests/create";

// Kept out of new.schema.ts: the browser loads schemas (and zod) only when the checks are needed (decision 0019).

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
export function rulesOf(data: {
  types: RequestTypeNode[];
  addresses: Array<{ ident: string }>;
  denied: Record<string, unknown>;
}): NewRequestRules {
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
