// The request forms' rules, field by field, as i18n keys (§5 Requests): the zod schemas in
// app/routes/requests/*.schema.ts run these in the browser and on the server, and the actions get their values.
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import {
  createProblems,
  payloadIds,
  resolveChoice,
  type CreateInput,
  type CreateProblem,
  type RequestTypeNode,
} from "./create";
import { isEmptyMessage } from "./empty-message";
import { attachmentProblem } from "./files";
import { parseMark, type EvaluationStyle } from "./rating";

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const CREATE_FIELDS: Record<CreateProblem, FieldIssue<NewRequestField>> = {
  address: { field: "ident", key: "request_new.address_required" },
  denied: { field: "ident", key: "request_new.creation_denied" },
  type: { field: "typeID", key: "request_new.type_required" },
  subtype: { field: "subTypeID", key: "request_new.subtype_required" },
  detail: { field: "detailSubTypeID", key: "request_new.detail_required" },
  text: { field: "text", key: "request_new.text_required" },
};

/**
 * The attachment's problem (§5/§9: type and size), or none when no file was chosen; its words from `ns` (the
 * support chat has its own copy, so its page loads no requests texts).
 */
function fileIssues(
  file: FileLike | null | undefined,
  ns: "requests" | "request_new" | "support",
): FieldIssue<"file">[] {
  const problem = file ? attachmentProblem(file) : null;
  return problem ? [{ field: "file", key: `${ns}.${problem}` }] : [];
}

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

/** Chat message: text (trimmed, may be empty when a file goes alone) and the checked file. */
export function chatMessage<F extends FileLike>(
  text: string | null | undefined,
  file?: F | null,
  /** Whose words: the support chat's are its own (§5 'Напишите вопрос оператору'). */
  ns: "requests" | "support" = "requests",
): Checked<{ text: string; file: F | null }, "text" | "file"> {
  const issues: FieldIssue<"text" | "file">[] = isEmptyMessage(text, !!file)
    ? [{ field: "text", key: `${ns}.message_required` }]
    : fileIssues(file, ns);
  return checked(issues, () => ({ text: text?.trim() ?? "", file: file ?? null }));
}

/** Reopen: the reason must not be empty. */
export function reopenReason(reason: string | null | undefined): Checked<{ reason: string }, "reason"> {
  const text = reason?.trim() ?? "";
  return checked(text ? [] : [{ field: "reason", key: "requests.reason_required" }], () => ({ reason: text }));
}

/** Close: a mark the configured style offers (absent means the default 5), and the comment if any. */
export function closing(
  mark: string | null | undefined,
  comment: string | null | undefined,
  style: EvaluationStyle,
): Checked<{ mark: number; comment: string | null }, "mark"> {
  const value = parseMark(mark, style);
  return checked(value === null ? [{ field: "mark", key: "requests.mark_invalid" }] : [], () => ({
    mark: value!,
    comment: comment?.trim() || null,
  }));
}
