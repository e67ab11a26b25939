// The chat's form rules (§5 Requests: an empty message cannot be sent, attachments up to 10 MB of the listed
// types, a reopen reason is not empty, a rating 1–5 with default 5), as i18n keys by field. Apart from the
// new-request rules (./forms.ts), so the chat's page carries none of the creation rules. The `…Rule` functions
// take the posted strings (and the chosen file): the schemas of app/routes/requests/*.schema.ts end in them and
// the browser runs them as they are.
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { isEmptyMessage } from "./empty-message";
import { fileIssues, type FileLike } from "./files";
import { parseMark, type EvaluationStyle } from "./rating";

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

/** The message form's post: its text and its one file. */
export interface MessageInput {
  text?: string;
  file?: File;
}

/** A chat message, by id or by access code. */
export const messageRule = (input: MessageInput) => chatMessage(input.text, input.file);

export interface ReopenInput {
  reason?: string;
}

/** Reopen with a reason. */
export const reopenRule = (input: ReopenInput) => reopenReason(input.reason);

export interface CloseInput {
  mark?: string;
  comment?: string;
}

/** Confirm and close, with a mark of the configured style (§6 styleOfEvaluation). */
export const closeRule = (style: EvaluationStyle) => (input: CloseInput) => closing(input.mark, input.comment, style);
