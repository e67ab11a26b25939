import { cloudflareContext } from "~/context";
import { apiContext, rememberUser, sessionContext, settings, type Context } from "~/api/context.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { call } from "~/api/errors";
import { birthDateCheck } from "~/domain/auth/birth-date";
import {
  REGISTRATION_LIMITS,
  resendSecondsLeft,
  startsResendLock,
  waitParams,
  type Channel,
  type RegistrationState,
} from "~/domain/auth/registration";
import { startScreenPath } from "~/domain/navigation/menu";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { clientKey, hit, hitAll, refundAll } from "~/session/rate-limit.server";
import { codeSchema, detailsSchema, passwordSchema } from "./register.schema";

// The registration wizard's server side (§4 Registration, §5, §7 Auth calls). Every step is a form post; the
// progress lives in the signed session, so a step can only be reached the way the wizard allows.

export const REGISTER_PATH = "/register";

/** Which of the wizard's forms an action answered, so only that form shows the result. */
export type WizardForm = "details" | "code" | "resend" | "password";

/** The wizard's answer to a post it does not move on from: its form, conform's result, its notices. */
const answer = (form: WizardForm, result: SubmissionResult<string[]> | null, notice: Notice | null, status: number) =>
  data({ form, result, notices: notice ? [notice] : [] }, { status });

/** A wait in a notice: "… через 45 сек." or "… через 9 мин." (keys `<base>_seconds` / `<base>_minutes`). */
function waitNotice(base: string, seconds: number): Notice {
  const { unit, n } = waitParams(seconds);
  return { kind: "error", key: `${base}_${unit}`, params: { n } };
}

export function wizardState(context: Context): RegistrationState | null {
  return context.get(sessionContext).session.get("registration") ?? null;
}

function save(context: Context, state: RegistrationState): never {
  context.get(sessionContext).session.set("registration", state);
  // Post/redirect/get: a reload never re-sends a code or re-posts a password.
  throw redirect(REGISTER_PATH);
}

type Sent = { ok: true; at: number } | { ok: false; notice: Notice; status: number };

/** Sends a code through the provider within the portal's abuse limits (per phone and per client). */
async function sendCode(context: Context, client: string, phone: string, channel: Channel): Promise<Sent> {
  const { env } = context.get(cloudflareContext);
  const rules = [
    { key: `send:phone:${phone}`, ...REGISTRATION_LIMITS.sendsPerPhone },
    { key: `send:client:${client}`, ...REGISTRATION_LIMITS.sendsPerClient },
  ];
  // Counted before the send, so concurrent sends cannot all slip through; a send the provider refused is
  // taken back below, since nothing went out and it must not use up the resident's quota (issue 14).
  const decision = await hitAll(env, rules);
  if (!decision.allowed) return { ok: false, notice: waitNotice("registration.send_limit", decision.retryAfter), status: 429 };
  const api = context.get(apiContext);
  const result = await call(() =>
    channel === "sms"
      ? api.POST("/Auth/SendCheckCode", { body: { phone } })
      : api.POST("/Auth/RequestAccessCode", { body: { phone, dontCheck: channel === "flash" } }),
  );
  // The provider's own refusal (its resend lock, its limits) is shown as it words it.
  const refused = !result.ok ? noticeFromFailure(result.failure) : "isSucceed" in result.data && !result.data.isSucceed ? ({ kind: "error", key: "errors.generic" } as const) : null;
  if (!refused) return { ok: true, at: Date.now() };
  await refundAll(env, rules);
  return { ok: false, notice: refused, status: 502 };
}

/** Step 1 → 2: the details are checked, then the flash call goes out (§4: step 2 starts with it). */
async function submitDetails(context: Context, client: string, formData: FormData, previous: RegistrationState | null) {
  const requireBirthDate = (await settings(context)).requireBirthDate === true;
  const submission = parseWithZod(formData, { schema: detailsSchema({ requireBirthDate, birthDateIssue: birthDateCheck() }) });
  if (submission.status !== "success") return answer("details", submission.reply(), null, 400);
  const { phone, fio, birthday } = submission.value;
  // Back to step 1 and on again with the same phone inside the resend lock: the code already sent stands, and
  // step 2 counts the lock down; a new send would only be refused by the provider (issue 14).
  if (previous?.phone === phone && previous.sentAt !== undefined && resendSecondsLeft(previous.lockedFrom, Date.now()) > 0) {
    const { code: _void, birthday: _before, ...kept } = previous;
    context.get(sessionContext).flash({ kind: "info", key: "registration.code_still_valid" });
    return save(context, { ...kept, step: 2, fio, ...(birthday ? { birthday } : {}) });
  }
  const sent = await sendCode(context, client, phone, "flash");
  if (!sent.ok) return answer("details", submission.reply(), sent.notice, sent.status);
  // The resend lock belongs to the phone: coming back to step 1 with the same number does not lift it.
  const lockedFrom = previous?.phone === phone ? previous.lockedFrom : undefined;
  return save(context, { step: 2, phone, fio, ...(birthday ? { birthday } : {}), channel: "flash", sentAt: sent.at, ...(lockedFrom ? { lockedFrom } : {}) });
}

/** Step 2: a robot call or an SMS instead; refused inside the 60 s lock, which the server always enforces. */
async function resend(context: Context, client: string, formData: FormData, state: RegistrationState) {
  const channel: Channel = formData.get("channel") === "sms" ? "sms" : "call";
  const left = resendSecondsLeft(state.lockedFrom, Date.now());
  if (left > 0) return answer("resend", null, { kind: "error", key: "registration.resend_locked", params: { n: left } }, 429);
  const sent = await sendCode(context, client, state.phone, channel);
  if (!sent.ok) return answer("resend", null, sent.notice, sent.status);
  context.get(sessionContext).flash({ kind: "success", key: `registration.sent_${channel}` });
  const { code: _void, ...rest } = state;
  return save(context, { ...rest, channel, sentAt: sent.at, lockedFrom: startsResendLock(channel) ? sent.at : state.lockedFrom });
}

/** Step 2 → 3: the provider checks the code; at most 5 attempts per code, counted here as well. */
async function checkCode(context: Context, formData: FormData, state: RegistrationState) {
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return answer("code", submission.reply(), null, 400);
  const { limit, windowSeconds } = REGISTRATION_LIMITS.wrongCodesPerCode;
  const decision = await hit(context.get(cloudflareContext).env, `code:${state.phone}:${state.sentAt ?? 0}`, limit, windowSeconds);
  if (!decision.allowed) return answer("code", submission.reply(), waitNotice("registration.code_attempts", decision.retryAfter), 429);
  const code = submission.value.code;
  const result = await call(() => context.get(apiContext).POST("/Auth/CheckAccessCode", { body: { phone: state.phone, code } }));
  if (!result.ok) return answer("code", submission.reply(), noticeFromFailure(result.failure), 502);
  if (!("IsCorrect" in result.data) || !result.data.IsCorrect) {
    return answer("code", submission.reply({ fieldErrors: { code: ["registration.code_incorrect"] } }), null, 400);
  }
  return save(context, { ...state, step: 3, code });
}

/** Step 3: register, then log in with the new password; if that fails, Login with the phone filled in. */
async function register(context: Context, formData: FormData, state: RegistrationState) {
  const submission = parseWithZod(formData, { schema: passwordSchema });
  const hideFields = ["password", "confirm"];
  if (submission.status !== "success") return answer("password", submission.reply({ hideFields }), null, 400);
  const { password } = submission.value;
  const { phone, fio, code = "", birthday = null } = state;
  const api = context.get(apiContext);
  const result = await call(() => api.POST("/Auth/RegisterByPhone", { body: { fio, phone, password, code, birthday } }));
  const failed = !result.ok ? noticeFromFailure(result.failure) : "isSucceed" in result.data && !result.data.isSucceed ? { kind: "error" as const, key: "errors.generic" } : null;
  if (failed) return answer("password", submission.reply({ hideFields }), failed, 502);
  context.get(sessionContext).session.unset("registration");
  const login = await call(() => api.POST("/auth/login", { body: { phone, password } }));
  if (!login.ok) {
    context.get(sessionContext).flash({ kind: "info", key: "registration.login_after" });
    throw redirect(`${href("/login")}?${new URLSearchParams({ phone: phone.slice(1) })}`);
  }
  const { acx, ...user } = login.data;
  context.get(sessionContext).signIn(acx);
  await rememberUser(context, user);
  throw redirect(startScreenPath(await settings(context), user));
}

/** One action for the wizard; `intent` says which form was sent, the session which step is allowed. */
/** One post of the wizard; `request` identifies the client for the abuse limits. */
export async function registrationAction(context: Context, request: Request, formData: FormData, step: 1 | 2 | 3) {
  const client = clientKey(request);
  const state = wizardState(context);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "details") return submitDetails(context, client, formData, state);
  // Anything else needs the step it belongs to; a stale tab just sees the current step again.
  if (!state) throw redirect(REGISTER_PATH);
  switch (`${intent}@${step}`) {
    case "resend@2":
      return resend(context, client, formData, state);
    case "check@2":
      return checkCode(context, formData, state);
    case "register@3":
      return register(context, formData, state);
    case "back@2":
    case "back@3": {
      const { code: _void, ...rest } = state;
      return save(context, { ...rest, step: 1 });
    }
    default:
      throw redirect(REGISTER_PATH);
  }
}
