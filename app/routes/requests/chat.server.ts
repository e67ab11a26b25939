// The chat's commands, shared by the logged-in page (/requests/{id}: /Requests/… by id) and the page by access
// code (/rc/{code}: /OpenRequests/… by code), spec §7. Each returns a flash notice for post/redirect/get, or the
// notices and field errors to show next to the kept input.
import { apiContext, currentUser, settings, type Context } from "~/server/context.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { streamDownload } from "~/server/download.server";
import { call, type ApiFailure } from "~/api/errors";
import { attachmentType } from "~/domain/requests/files";
import { evaluationStyle, type EvaluationStyle } from "~/domain/requests/rating";
import { chatIntentAllowed } from "~/domain/requests/status";
import { POLICY } from "~/domain/security/policy";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { limiter, waitNotice } from "~/server/rate-limit.server";
import { message } from "~/domain/forms/message";
import { closeSchema } from "./close.schema";
import { messageSchema } from "./message.schema";
import { reopenSchema } from "./reopen.schema";
import type { ChatAnswer } from "./types";
import { contentIsNamed } from "~/server/upload.server";

export type ChatTarget = { kind: "own"; id: number } | { kind: "open"; code: string };

export type ChatOutcome =
  | { ok: true; notice?: Notice }
  /**
   * `status`: the answer's (400, refused input, when absent; 502 the provider's failure); `missing`: no request
   * has this access code; `inStep`: the notices belong next to the step's form (cancel, reopen, close), which
   * stays open with them.
   */
  | {
      ok: false;
      notices: Notice[];
      result?: SubmissionResult<string[]>;
      status?: 429 | 502;
      missing?: boolean;
      inStep?: boolean;
      /** The request no longer allows this (changed since the page was loaded). */
      stale?: boolean;
    };

const fail = (notices: Notice[], result?: SubmissionResult<string[]>): ChatOutcome => ({ ok: false, notices, result });

/** The provider did not do it (refused, failed, timed out): a 502 with §8's words, the input kept. */
const providerFailed = (
  notices: Notice[],
  result?: SubmissionResult<string[]>,
): Extract<ChatOutcome, { ok: false }> => ({
  ok: false,
  notices,
  result,
  status: 502,
});

/**
 * The provider did not do a step (refused, failed, timed out, answered garbage): the step stays open with what
 * was typed and the reason beside it, so the resident can send it again (issue 15 item 4).
 */
const stepFailed = (failure: ApiFailure, result?: SubmissionResult<string[]>): ChatOutcome => ({
  ...providerFailed([noticeFromFailure(failure)], result),
  inStep: true,
});

/** Re-wraps the part with its checked content type (a browser may send none for .xlsx). */
export function uploadPart(file: File): File {
  const type = attachmentType(file.name, file.type) ?? file.type;
  return type === file.type ? file : new File([file], file.name, { type });
}

export async function uploadFile(context: Context, target: ChatTarget, file: File) {
  const form = new FormData();
  if (target.kind === "own") form.set("requestId", String(target.id));
  else form.set("accessCode", target.code);
  form.set("file", uploadPart(file), file.name);
  return target.kind === "own"
    ? call(() => context.get(apiContext).POST("/Requests/AddFile", { body: form as never }))
    : call(() => context.get(apiContext).POST("/OpenRequests/AddFile/", { body: form as never }));
}

async function sendMessage(context: Context, target: ChatTarget, formData: FormData): Promise<ChatOutcome> {
  const submission = parseWithZod(formData, { schema: messageSchema });
  if (submission.status !== "success") {
    const fileError = submission.error?.file?.[0];
    return fail(fileError ? [{ kind: "error", key: fileError }] : [], submission.reply());
  }
  const { text, file } = submission.value;
  if (!(await contentIsNamed(file)))
    return fail(
      [{ kind: "error", key: "requests.file_type" }],
      submission.reply({ fieldErrors: { file: ["requests.file_type"] } }),
    );
  // Generous for people, tight for scripts (docs/decisions/0017): per resident, or per access code without login.
  const limits = limiter(context);
  const subject = limits.resident(target.kind === "own" ? (await currentUser(context)).login : `code:${target.code}`);
  const ticket = await limits.take([{ subject, rules: POLICY.messagesPerResident, record: ["message"] }]);
  if (!ticket.decision.allowed) {
    // How long to wait, in the form's summary, the text kept.
    const wait = waitNotice("requests.too_many_messages", ticket.decision.retryAfter);
    return {
      ok: false,
      notices: [],
      result: submission.reply({ formErrors: [message(wait.key!, wait.params)] }),
      status: 429,
    };
  }
  if (text) {
    const sent =
      target.kind === "own"
        ? await call(() =>
            context.get(apiContext).POST("/Requests/AddMessage", { body: { RequestId: target.id, Text: text } }),
          )
        : await call(() =>
            context.get(apiContext).POST("/OpenRequests/AddMessage", { body: { AccessCode: target.code, Text: text } }),
          );
    if (!sent.ok) {
      await ticket.refund();
      return providerFailed([noticeFromFailure(sent.failure)], submission.reply());
    }
  }
  if (file) {
    const uploaded = await uploadFile(context, target, file);
    if (!uploaded.ok && !text) await ticket.refund();
    // §8 Chat: 'Ошибка отправки файла' plus the provider's reason; the text has gone, so the form starts empty.
    if (!uploaded.ok)
      return providerFailed(
        [{ kind: "error", key: "requests.file_send_error" }, noticeFromFailure(uploaded.failure)],
        submission.reply({ resetForm: true }),
      );
  }
  return { ok: true };
}

async function cancel(context: Context, target: ChatTarget, number: string): Promise<ChatOutcome> {
  const result =
    target.kind === "own"
      ? await call(() => context.get(apiContext).POST("/Requests/CancelRequest", { body: { RequestID: target.id } }))
      : await call(() =>
          context.get(apiContext).POST("/OpenRequests/CancelRequest", { body: { AccessCode: target.code } }),
        );
  // §8 Request cancel: the server's Error under 'Ошибка'; success 'Заявка №{n} отменена.'
  return result.ok
    ? { ok: true, notice: { kind: "success", key: "requests.cancelled", params: { number } } }
    : stepFailed(result.failure);
}

async function reopen(context: Context, target: ChatTarget, formData: FormData): Promise<ChatOutcome> {
  const submission = parseWithZod(formData, { schema: reopenSchema });
  if (submission.status !== "success") return fail([], submission.reply());
  const { reason } = submission.value;
  const result =
    target.kind === "own"
      ? await call(() =>
          context.get(apiContext).POST("/Requests/Reopen", { body: { RequestId: target.id, Text: reason } }),
        )
      : await call(() =>
          context.get(apiContext).POST("/OpenRequests/Reopen", { body: { AccessCode: target.code, Text: reason } }),
        );
  // A refusal keeps the step open with the reason typed (issue 14): the resident may correct it and send again.
  return result.ok
    ? { ok: true, notice: { kind: "success", key: "requests.reopened" } }
    : stepFailed(result.failure, submission.reply());
}

async function close(
  context: Context,
  target: ChatTarget,
  formData: FormData,
  style: EvaluationStyle,
): Promise<ChatOutcome> {
  const submission = parseWithZod(formData, { schema: closeSchema(style) });
  if (submission.status !== "success") return fail([], submission.reply());
  const { mark, comment } = submission.value;
  const result =
    target.kind === "own"
      ? await call(() =>
          context.get(apiContext).POST("/Requests/Close", { body: { requestId: target.id, mark, text: comment } }),
        )
      : await call(() =>
          context
            .get(apiContext)
            .POST("/OpenRequests/Close", { body: { AccessCode: target.code, Mark: mark, Text: comment } }),
        );
  return result.ok
    ? { ok: true, notice: { kind: "success", key: "requests.closed_ok" } }
    : stepFailed(result.failure, submission.reply());
}

/**
 * A failed command's answer to the page: its notices (in the page's region, or `stepNotices` shown in the open
 * step only), and its form's result for the form of `intent`.
 */
export function chatAnswer(intent: string, outcome: Extract<ChatOutcome, { ok: false }>) {
  const inStep = outcome.inStep === true;
  const answer: ChatAnswer = {
    intent,
    notices: inStep ? [] : outcome.notices,
    stepNotices: inStep ? outcome.notices : [],
    result: outcome.result,
    ...(outcome.stale ? { stale: true } : {}),
  };
  return data(answer, { status: outcome.status ?? 400 });
}

/**
 * Runs one chat command by its intent (null: not a chat command), after checking it against the request as it is
 * now and the settings — the same rule that shows or hides its form (status.ts), so a hidden form posted anyway,
 * or a stale tab, is refused with the typed text kept.
 */
export async function chatCommand(
  context: Context,
  target: ChatTarget,
  formData: FormData,
): Promise<ChatOutcome | null> {
  const intent = String(formData.get("intent") ?? "");
  if (!["message", "cancel", "reopen", "close"].includes(intent)) return null;
  const api = context.get(apiContext);
  const [details, config] = await Promise.all([
    target.kind === "own"
      ? call(() => api.GET("/Requests/Details/{id}", { params: { path: { id: target.id } } }))
      : call(() => api.GET("/OpenRequests/Details/{code}", { params: { path: { code: target.code } } })).then((r) =>
          r.ok ? { ok: true as const, data: r.data.request } : r,
        ),
    settings(context),
  ]);
  const style = evaluationStyle(config.styleOfEvaluation);
  const schemas = { message: messageSchema, reopen: reopenSchema, close: closeSchema(style) };
  const kept =
    intent in schemas ? parseWithZod(formData, { schema: schemas[intent as keyof typeof schemas] }).reply() : undefined;
  if (!details.ok)
    return {
      ok: false,
      notices: [noticeFromFailure(details.failure)],
      result: kept,
      ...(details.failure.status === 404 ? { missing: true } : { status: 502 }),
    };
  if (!chatIntentAllowed(intent, details.data, config.disableCommentingRequests)) {
    return { ok: false, notices: [{ kind: "error", key: "requests.action_unavailable" }], result: kept, stale: true };
  }
  const opts = { style, number: details.data.RequestNumber };
  switch (intent) {
    case "message":
      return sendMessage(context, target, formData);
    case "cancel":
      return cancel(context, target, opts.number);
    case "reopen":
      return reopen(context, target, formData);
    case "close":
      return close(context, target, formData, opts.style);
    default:
      return null;
  }
}

/** §8 Chat: a file without a name says file_name_error, any other failed download file_download_error. */
export const FILE_WORDS = {
  message: {
    nameless: "requests.file_name_error",
    missing: "requests.file_download_error",
    unavailable: "requests.file_download_error",
  },
} as const;

/** Streams a request file through the portal under its stored name; the token stays on the server. */
export function fileResponse(context: Context, target: ChatTarget, fileId: number): Promise<Response> {
  const api = context.get(apiContext);
  return streamDownload(() =>
    target.kind === "own"
      ? api.GET("/Requests/File/{id}", { params: { path: { id: fileId } }, parseAs: "stream" })
      : api.GET("/OpenRequests/File/{fileId}", {
          params: { path: { fileId }, query: { accessCode: target.code } },
          parseAs: "stream",
        }),
  );
}
