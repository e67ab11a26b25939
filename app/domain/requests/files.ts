// Spec §5/§9: attachments up to 10 MB; pdf, jpeg, png, excel, word. Checked in the browser (accept) and always
// on the server before anything is sent upstream.
import type { FieldIssue } from "../forms/checked";
import { TYPES } from "./accept";

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export type AttachmentProblem = "file_type" | "file_size" | "file_empty" | "file_name_error";

/** The content type to send for an accepted file (from its extension when the browser gave none). */
export function attachmentType(name: string, declared: string): string | null {
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  const allowed = TYPES[ext];
  if (!allowed) return null;
  const type = declared.split(";")[0]!.trim().toLowerCase();
  if (!type || type === "application/octet-stream") return allowed[0]!;
  return allowed.includes(type) ? type : null;
}

/**
 * Characters no file name needs and a forged upload may carry (issue 15): control characters (NUL, line
 * breaks, escapes; C0, DEL, C1), which break the provider's multipart headers or a log, and the bidi overrides
 * and isolates that show "exe.pdf" for "fdp.exe".
 */
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function attachmentProblem(file: { name: string; type: string; size: number }): AttachmentProblem | null {
  const name = file.name.split(/[\\/]/).pop()?.trim() ?? "";
  if (!name || name.lastIndexOf(".") <= 0 || UNSAFE_NAME.test(file.name)) return "file_name_error";
  if (!attachmentType(name, file.type)) return "file_type";
  if (file.size > MAX_ATTACHMENT_BYTES) return "file_size";
  if (file.size === 0) return "file_empty";
  return null;
}

/** What the rules read of a file: a browser's File, or the File the server parsed. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * The attachment's problem as a form issue on `file`, or none when no file was chosen; its words from `ns` (the
 * support chat has its own copy, so its page loads no requests texts).
 */
export function fileIssues(
  file: FileLike | null | undefined,
  ns: "requests" | "request_new" | "support",
): FieldIssue<"file">[] {
  const problem = file ? attachmentProblem(file) : null;
  return problem ? [{ field: "file", key: `${ns}.${problem}` }] : [];
}
