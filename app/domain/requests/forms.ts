// The request forms' rules, field by field, as i18n keys (§5 Requests): the zod schemas in
// app/routes/requests/*.schema.ts run these in the browser and on the server.
import { createProblems, type CreateInput, type CreateProblem, type RequestTypeNode } from "./create";
import { attachmentProblem } from "./files";
import { parseMark, type EvaluationStyle } from "./rating";

export type FieldErrors = Record<string, string>;

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const CREATE_FIELDS: Record<CreateProblem, [field: string, key: string]> = {
  address: ["ident", "requests.address_required"],
  denied: ["ident", "requests.creation_denied"],
  type: ["typeID", "requests.type_required"],
  subtype: ["subTypeID", "requests.subtype_required"],
  detail: ["detailSubTypeID", "requests.detail_required"],
  text: ["text", "requests.text_required"],
};

/** The attachment's problem (§5/§9: type and size), or none when no file was chosen. */
export function fileErrors(file: FileLike | null | undefined): FieldErrors {
  const problem = file ? attachmentProblem(file) : null;
  return problem ? { file: `requests.${problem}` } : {};
}

/** New request: the create rules of §5 plus the optional file. */
export function newRequestErrors(types: RequestTypeNode[], input: CreateInput, file?: FileLike | null): FieldErrors {
  return { ...Object.fromEntries(createProblems(types, input).map((p) => CREATE_FIELDS[p])), ...fileErrors(file) };
}

/** Chat message: an empty message (no text, no file) cannot be sent; the file is checked. */
export function messageErrors(text: string | null | undefined, file?: FileLike | null): FieldErrors {
  if (!text?.trim() && !file) return { text: "requests.message_required" };
  return fileErrors(file);
}

/** Reopen: the reason must not be empty. */
export function reopenErrors(reason: string | null | undefined): FieldErrors {
  return reason?.trim() ? {} : { reason: "requests.reason_required" };
}

/** Close: a mark the configured style offers (absent means the default 5). */
export function closeErrors(mark: string | null | undefined, style: EvaluationStyle): FieldErrors {
  return parseMark(mark, style) === null ? { mark: "requests.mark_invalid" } : {};
}
