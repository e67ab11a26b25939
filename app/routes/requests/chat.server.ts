// The chat's commands, shared by the logged-in page (/requests/{id}: /Requests/… by id) and the page by access
// code (/rc/{code}: /OpenRequests/… by code), spec §7. Each returns a flash notice for post/redirect/get, or the
// notices and field errors to show next to the kept input.
import { call, type ApiResult } from "~/api/errors";
import { attachmentProblem, attachmentType } from "~/domain/requests/files";
import { parseMark, type EvaluationStyle } from "~/domain/requests/rating";
import type { RequestServices } from "~/session/session.server";
import { noticeFromFailure, type Notice } from "~/session/notice";

export type ChatTarget = { kind: "own"; id: number } | { kind: "open"; code: string };

export type ChatOutcome =
  | { ok: true; notice?: Notice }
  | { ok: false; notices: Notice[]; errors?: Record<string, string>; values?: Record<string, string> };

const fail = (notices: Notice[], errors?: Record<string, string>, values?: Record<string, string>): ChatOutcome => ({
  ok: false,
  notices,
  errors,
  values,
});

function upstreamFailed<T>(result: ApiResult<T>): ChatOutcome | null {
  return result.ok ? null : fail([noticeFromFailure(result.failure)]);
}

/** A posted file part: null when none was chosen (browsers send an empty, nameless part). */
export function postedFile(value: FormDataEntryValue | null): File | null {
  return value && typeof value !== "string" && (value.size > 0 || value.name) ? value : null;
}

/** §5/§9, on the server: type and size, before anything goes upstream. */
export function fileError(file: File): string | null {
  const problem = attachmentProblem(file);
  return problem ? `requests.${problem}` : null;
}

/** Re-wraps the part with its checked content type (a browser may send none for .xlsx). */
function uploadPart(file: File): File {
  const type = attachmentType(file.name, file.type) ?? file.type;
  return type === file.type ? file : new File([file], file.name, { type });
}

export async function uploadFile(svc: RequestServices, target: ChatTarget, file: File) {
  const form = new FormData();
  if (target.kind === "own") form.set("requestId", String(target.id));
  else form.set("accessCode", target.code);
  form.set("file", uploadPart(file), file.name);
  return target.kind === "own"
    ? call(() => svc.api().POST("/Requests/AddFile", { body: form as never }))
    : call(() => svc.api().POST("/OpenRequests/AddFile/", { body: form as never }));
}

async function sendMessage(svc: RequestServices, target: ChatTarget, formData: FormData): Promise<ChatOutcome> {
  const text = String(formData.get("text") ?? "").trim();
  const file = postedFile(formData.get("file"));
  const values = { text: String(formData.get("text") ?? "") };
  // §5: an empty message cannot be sent.
  if (!text && !file) return fail([], { text: "requests.message_required" }, values);
  if (file) {
    const error = fileError(file);
    if (error) return fail([{ kind: "error", key: error }], { file: error }, values);
  }
  if (text) {
    const sent =
      target.kind === "own"
        ? await call(() => svc.api().POST("/Requests/AddMessage", { body: { RequestId: target.id, Text: text } }))
        : await call(() => svc.api().POST("/OpenRequests/AddMessage", { body: { AccessCode: target.code, Text: text } }));
    if (!sent.ok) return fail([noticeFromFailure(sent.failure)], undefined, values);
  }
  if (file) {
    const uploaded = await uploadFile(svc, target, file);
    // §8 Chat: 'Ошибка отправки файла' plus the provider's reason.
    if (!uploaded.ok) return fail([{ kind: "error", key: "requests.file_send_error" }, noticeFromFailure(uploaded.failure)]);
  }
  return { ok: true };
}

async function cancel(svc: RequestServices, target: ChatTarget, number: string): Promise<ChatOutcome> {
  const result =
    target.kind === "own"
      ? await call(() => svc.api().POST("/Requests/CancelRequest", { body: { RequestID: target.id } }))
      : await call(() => svc.api().POST("/OpenRequests/CancelRequest", { body: { AccessCode: target.code } }));
  // §8 Request cancel: the server's Error under 'Ошибка'; success 'Заявка №{n} отменена.'
  return upstreamFailed(result) ?? { ok: true, notice: { kind: "success", key: "requests.cancelled", params: { number } } };
}

async function reopen(svc: RequestServices, target: ChatTarget, formData: FormData): Promise<ChatOutcome> {
  const reason = String(formData.get("reason") ?? "").trim();
  // §5: the reopen reason must not be empty.
  if (!reason) return fail([], { reason: "requests.reason_required" });
  const result =
    target.kind === "own"
      ? await call(() => svc.api().POST("/Requests/Reopen", { body: { RequestId: target.id, Text: reason } }))
      : await call(() => svc.api().POST("/OpenRequests/Reopen", { body: { AccessCode: target.code, Text: reason } }));
  return upstreamFailed(result) ?? { ok: true, notice: { kind: "success", key: "requests.reopened" } };
}

async function close(svc: RequestServices, target: ChatTarget, formData: FormData, style: EvaluationStyle): Promise<ChatOutcome> {
  const mark = parseMark(formData.get("mark"), style);
  const comment = String(formData.get("comment") ?? "").trim();
  if (mark === null) return fail([], { mark: "requests.mark_invalid" }, { comment });
  const result =
    target.kind === "own"
      ? await call(() => svc.api().POST("/Requests/Close", { body: { requestId: target.id, mark, text: comment || null } }))
      : await call(() => svc.api().POST("/OpenRequests/Close", { body: { AccessCode: target.code, Mark: mark, Text: comment || null } }));
  return upstreamFailed(result) ?? { ok: true, notice: { kind: "success", key: "requests.closed_ok" } };
}

/** Runs one chat command by its intent; null for an intent that is not a chat command. */
export function chatCommand(
  svc: RequestServices,
  target: ChatTarget,
  formData: FormData,
  opts: { style: EvaluationStyle; number: string },
): Promise<ChatOutcome> | null {
  switch (formData.get("intent")) {
    case "message":
      return sendMessage(svc, target, formData);
    case "cancel":
      return cancel(svc, target, opts.number);
    case "reopen":
      return reopen(svc, target, formData);
    case "close":
      return close(svc, target, formData, opts.style);
    default:
      return null;
  }
}

/** A download name from Content-Disposition (filename* first), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Streams a request file through the portal under its stored name; the token stays on the server. A file without
 * a name (§8 file_name_error) or a failed download (file_download_error) sends the resident back with a notice.
 */
export async function fileResponse(svc: RequestServices, target: ChatTarget, fileId: number, back: string): Promise<Response> {
  let response: Response;
  try {
    ({ response } =
      target.kind === "own"
        ? await svc.api().GET("/Requests/File/{id}", { params: { path: { id: fileId } }, parseAs: "stream" })
        : await svc
            .api()
            .GET("/OpenRequests/File/{fileId}", { params: { path: { fileId }, query: { accessCode: target.code } }, parseAs: "stream" }));
  } catch (e) {
    if (e instanceof Response) throw e;
    response = new Response(null, { status: 502 });
  }
  const name = response.ok ? dispositionName(response.headers.get("Content-Disposition")) : null;
  if (!response.ok || !name) {
    await response.body?.cancel();
    svc.flash({ kind: "error", key: response.ok ? "requests.file_name_error" : "requests.file_download_error" });
    return new Response(null, { status: 303, headers: { Location: back } });
  }
  const headers = new Headers({
    "Content-Type": response.headers.get("Content-Type") ?? "application/octet-stream",
    "Content-Disposition": attachment(name),
    "Cache-Control": "private, no-store",
  });
  const length = response.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(response.body, { headers });
}
