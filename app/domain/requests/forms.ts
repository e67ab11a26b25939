// The new-request form's rule, field by field, as i18n keys (§5 Requests): app/routes/requests/new.schema.ts ends
// in it on the server, the form runs it in the browser as it is, and the action gets its values. The chat's rules
// are apart (./chat-forms.ts).
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import {
  createProblems,
  payloadIds,
  resolveChoice,
  type CreateInput,
  type CreateProblem,
  type RequestTypeNode,
} from "./create";
import { fileIssues, type FileLike } from "./files";

export { chatMessage, closing, reopenReason } from "./chat-forms";

const CREATE_FIELDS: Record<CreateProblem, FieldIssue<NewRequestField>> = {
  address: { field: "ident", key: "request_new.address_required" },
  denied: { field: "ident", key: "request_new.creation_denied" },
  type: { field: "typeID", key: "request_new.type_required" },
  subtype: { field: "subTypeID", key: "request_new.subtype_required" },
  detail: { field: "detailSubTypeID", key: "request_new.detail_required" },
  text: { field: "text", key: "request_new.text_required" },
};

type NewRequestField = "ident" | "typeID" | "subTypeID" | "detailSubTypeID" | "text" | "file";

/** A new request as /Requests/New takes it, with the file to attach afterwards. */
export interface NewRequest<F> {
  ident: string;
  typeID: number;
  /** Null where the chosen type (or subtype) has no subtypes (§4). */
  subTypeID: number | null;
  detailSubTypeID: number | null;
  text: string;
  /** The chosen types' messages for the resident, one per line; null when they have none. */
  messageForUser: string | null;
  file: F | null;
}

/** New request: the create rules of §5 plus the optional file. */
export function newRequest<F extends FileLike>(
  types: RequestTypeNode[],
  input: CreateInput,
  file?: F | null,
): Checked<NewRequest<F>, NewRequestField> {
  const issues = [...createProblems(types, input).map((p) => CREATE_FIELDS[p]), ...fileIssues(file, "request_new")];
  return checked(issues, () => {
    const chosen = resolveChoice(types, input);
    const message = [chosen.type, chosen.subtype, chosen.detail]
      .map((n) => n?.MessageForUser)
      .filter(Boolean)
      .join("\n");
    const ids = payloadIds(types, input);
    return {
      ident: input.ident?.trim() ?? "",
      ...ids,
      typeID: ids.typeID!,
      text: input.text?.trim() ?? "",
      messageForUser: message || null,
      file: file ?? null,
    };
  });
}

/** What the rule knows beyond the post: the type tree, the addresses offered, the accounts denied creation. */
export interface NewRequestContext {
  types: RequestTypeNode[];
  idents: readonly string[];
  denied: readonly string[];
}

/** The new-request form's post, as strings (ids as the selects post them) and the chosen file. */
export interface NewRequestInput {
  ident?: string;
  typeID?: string;
  subTypeID?: string;
  detailSubTypeID?: string;
  text?: string;
  file?: File;
}

/** A posted id: digits only, else none. */
export const postedId = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/** The posted choice of type, subtype and detail, as ids. */
export const choiceOf = (input: NewRequestInput) => ({
  typeID: postedId(input.typeID),
  subTypeID: postedId(input.subTypeID),
  detailSubTypeID: postedId(input.detailSubTypeID),
});

/** The new-request form's rule over its context (the loader's data on both sides). */
export function newRequestRule({ types, idents, denied }: NewRequestContext) {
  const allowedIdents = new Set(idents);
  const deniedIdents = new Set(denied);
  return (input: NewRequestInput) =>
    newRequest(
      types,
      { ident: input.ident ?? "", ...choiceOf(input), text: input.text ?? "", allowedIdents, deniedIdents },
      input.file,
    );
}
