// The support chat's calls (spec §7 Support chat) for both variants: the signed-in resident's chat (the token
// says whose), and the phone-only chat of a visitor (phone and device id from the support cookie).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { streamDownload } from "~/server/download.server";
import { call, type ApiResult } from "~/api/errors";
import { POLICY } from "~/domain/security/policy";
import { supportDays, type SupportDay, type SupportMessage } from "~/domain/support/messages";
import { chatPage, parsePath, techInfo, walk, type HelpNode } from "~/domain/support/tree";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { limiter, waitNotice } from "~/server/rate-limit.server";
import { uploadPart } from "../requests/chat.server";
import { readDevice, writeDevice, type SupportDevice } from "./device.server";
import { draftSchema, supportMessageSchema } from "./message.schema";
import { supportPhoneSchema } from "./phone.schema";
import { contentIsNamed } from "~/server/upload.server";

/** Whose chat: the resident's (signed in) or a visitor's device and phone; null: a visitor who gave no phone yet. */
export type Who = { kind: "user"; device: string | null } | { kind: "visitor"; device: string; phone: string };

export async function whoIsAsking(
  context: Context,
  request: Request,
): Promise<{ who: Who | null; stored: SupportDevice }> {
  const stored = await readDevice(context, request);
  if (context.get(sessionContext).token) return { who: { kind: "user", device: stored.device }, stored };
  return {
    who: stored.device && stored.phone ? { kind: "visitor", device: stored.device, phone: stored.phone } : null,
    stored,
  };
}

/** The phone and device id a call carries (none for a resident: the token says whose chat it is). */
const ids = (who: Who) =>
  who.kind === "visitor" ? { phone: who.phone, deviceID: who.device } : who.device ? { deviceID: who.device } : {};

/** The chat as the page shows it: grouped by Moscow date here, so Temporal stays on the server (JS budget). */
export interface ChatState {
  days: SupportDay[];
  UpdateKey: string;
  ShouldStartNewIssue: boolean;
}

export async function messages(context: Context, request: Request, who: Who): Promise<ApiResult<ChatState>> {
  const ua = request.headers.get("User-Agent") ?? undefined;
  const answer = await call(() =>
    context
      .get(apiContext)
      .GET("/TechSupport/GetMessages", { params: { query: ids(who), header: ua ? { "User-Agent": ua } : undefined } }),
  );
  if (!answer.ok) return answer;
  if (!("Messages" in answer.data)) return { ok: false, failure: { kind: "malformed", key: "support.load_error" } };
  const { Messages, UpdateKey, ShouldStartNewIssue } = answer.data;
  const trimmed: SupportMessage[] = Messages.map(({ ID, IsSelf, Added, Text, FileID }) => ({
    ID,
    IsSelf,
    Added,
    Text,
    FileID,
  }));
  return { ok: true, data: { days: supportDays(trimmed), UpdateKey, ShouldStartNewIssue } };
}

export async function helpTree(context: Context): Promise<ApiResult<HelpNode[]>> {
  const answer = await call(() => context.get(apiContext).GET("/TechSupport/GetSupportHelpTree"));
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
}

/** A new device id from the provider (the first visit of this browser). */
export async function registerDevice(context: Context): Promise<ApiResult<string>> {
  const answer = await call(() => context.get(apiContext).GET("/TechSupport/RegisterNewDevice"));
  return answer.ok ? { ok: true, data: answer.data.deviceID } : answer;
}

export type Answer = { intent: string; notices: Notice[]; result?: SubmissionResult<string[]>; wait?: Notice | null };

/** A step done inside the header's dialog (ChatDialog.tsx): the dialog loads the chat again itself. */
export type Moved = { intent: "moved"; notices: Notice[]; talk: boolean };

/** The chat's forms in the header's dialog say so: a redirect there would move the page under the dialog. */
export const inDialog = (formData: FormData) => formData.get("dialog") === "1";

export const isMoved = (outcome: unknown): outcome is Moved => (outcome as Moved | null)?.intent === "moved";

const answer = (body: Answer, status = 400) => data(body, { status });
const backToChat = (talk: boolean, headers?: HeadersInit) =>
  redirect(`${href("/support")}${talk ? "?talk=1" : ""}`, headers ? { headers } : undefined);
const onwards = (formData: FormData, talk: boolean) =>
  inDialog(formData) ? ({ intent: "moved", notices: [], talk } satisfies Moved) : backToChat(talk);

/** The visitor's phone step: a device id (kept, or a new one) and the phone go into the cookie. */
export async function givePhone(context: Context, request: Request, formData: FormData, stored: SupportDevice) {
  const submission = parseWithZod(formData, { schema: supportPhoneSchema });
  if (submission.status !== "success") return answer({ intent: "phone", notices: [], result: submission.reply() });
  let device = stored.device;
  if (!device) {
    // Devices are free to ask for, and each had its own message allowance: new ones are limited per client.
    const limits = limiter(context);
    const ticket = await limits.take([{ subject: limits.client, rules: POLICY.devicesPerClient, record: ["device"] }]);
    if (!ticket.decision.allowed) {
      const wait = waitNotice("support.too_many_devices", ticket.decision.retryAfter);
      return answer({ intent: "phone", notices: [wait], result: submission.reply() }, 429);
    }
    const made = await registerDevice(context);
    if (!made.ok) {
      await ticket.refund();
      return answer({ intent: "phone", notices: [noticeFromFailure(made.failure)], result: submission.reply() }, 502);
    }
    device = made.data;
  }
  return backToChat(false, {
    "Set-Cookie": await writeDevice(context, request, { device, phone: submission.value.phone }),
  });
}

/** Another phone: the device stays, the phone goes. */
export async function forgetPhone(context: Context, request: Request, stored: SupportDevice) {
  return backToChat(false, {
    "Set-Cookie": await writeDevice(context, request, { device: stored.device, phone: null }),
  });
}

/** 'Call operator': the tree path goes first as technical info, then the free text opens. */
export async function callOperator(context: Context, request: Request, who: Who, formData: FormData) {
  const tree = await helpTree(context);
  if (!tree.ok) return answer({ intent: "operator", notices: [noticeFromFailure(tree.failure)] }, 502);
  const step = walk(tree.data, parsePath(String(formData.get("path") ?? "")));
  const from = String(formData.get("from") ?? "");
  const text = techInfo(step.trail, chatPage(from, new URL(request.url).pathname));
  const sent = await call(() =>
    context.get(apiContext).POST("/TechSupport/AddTechInfo", { body: { text, ...ids(who) } }),
  );
  if (!sent.ok) return answer({ intent: "operator", notices: [noticeFromFailure(sent.failure)] }, 502);
  return onwards(formData, true);
}

/** "Update" without JS: the page again with the draft as typed (no file: a browser never re-sends one). */
export function keepDraft(formData: FormData) {
  return {
    intent: "message",
    notices: [],
    result: parseWithZod(formData, { schema: draftSchema }).reply(),
  } satisfies Answer;
}

/** A message and its file (§5, §8 Chat errors); the limit is the requests' chat limit, per resident or device. */
export async function sendMessage(context: Context, who: Who, formData: FormData) {
  const submission = parseWithZod(formData, { schema: supportMessageSchema });
  if (submission.status !== "success") return answer({ intent: "message", notices: [], result: submission.reply() });
  const { text, file } = submission.value;
  if (!(await contentIsNamed(file))) {
    const result = submission.reply({ fieldErrors: { file: ["support.file_type"] } });
    return answer({ intent: "message", notices: [], result });
  }
  const limits = limiter(context);
  const subject = limits.resident(who.kind === "user" ? (await currentUser(context)).login : `support:${who.device}`);
  // A visitor's messages count per device and per client too: devices are easy to come by (issue 32 item 2).
  const ticket = await limits.take([
    { subject, rules: POLICY.messagesPerResident, record: ["message"] },
    ...(who.kind === "visitor"
      ? [{ subject: limits.client, rules: POLICY.visitorMessagesPerClient, record: ["message"] }]
      : []),
  ]);
  if (!ticket.decision.allowed) {
    return answer(
      {
        intent: "message",
        notices: [],
        result: submission.reply(),
        wait: waitNotice("support.too_many_messages", ticket.decision.retryAfter),
      },
      429,
    );
  }
  const api = context.get(apiContext);
  if (text) {
    const sent = await call(() => api.POST("/TechSupport/AddMessage", { body: { text, ...ids(who) } }));
    if (!sent.ok) {
      await ticket.refund();
      return answer({ intent: "message", notices: [noticeFromFailure(sent.failure)], result: submission.reply() }, 502);
    }
  }
  if (file) {
    const form = new FormData();
    const { phone, deviceID } = ids(who) as { phone?: string; deviceID?: string };
    if (deviceID) form.set("deviceID", deviceID);
    if (phone) form.set("phone", phone);
    form.set("file", uploadPart(file), file.name);
    const uploaded = await call(() => api.POST("/TechSupport/AddFile", { body: form as never }));
    if (!uploaded.ok) {
      if (!text) await ticket.refund();
      // §8 Chat: 'Ошибка отправки файла' with the provider's reason; a sent text is not kept to be sent twice.
      const notices = [
        { kind: "error", key: "support.file_send_error" } as Notice,
        noticeFromFailure(uploaded.failure),
      ];
      return answer({ intent: "message", notices, result: submission.reply({ resetForm: !!text }) }, 502);
    }
  }
  return onwards(formData, true);
}

/** Streams a chat file under its stored name; the device id and token stay on the server. */
export function supportFile(context: Context, who: Who, fileId: number): Promise<Response> {
  const deviceID = who.device ?? undefined;
  return streamDownload(() =>
    context.get(apiContext).GET("/TechSupport/File", {
      params: { query: { id: fileId, ...(deviceID ? { deviceID } : {}) } },
      parseAs: "stream",
    }),
  );
}
