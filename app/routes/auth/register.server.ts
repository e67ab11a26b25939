import { apiContext, rememberUser, sessionContext, settings, type Context } from "~/server/context.server";
import type { Reply } from "~/ui/form";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { call } from "~/api/errors";
import {
  codeExpired,
  keepsSentCode,
  resendSecondsLeft,
  startsResendLock,
  type Channel,
  type RegistrationState,
} from "~/domain/auth/registration";
import type { RateDecision } from "~/domain/security/limits";
import { POLICY } from "~/domain/security/policy";
import { startScreenPath } from "~/domain/navigation/menu";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { limiter, phoneSubject, waitNotice } from "~/server/rate-limit.server";
import { codeSchema, detailsSchema, passwordSchema } from "./register.schema";
import { today } from "~/domain/dates/format";
import { securityLog } from "~/server/log.server";
import { endEverySession, residentKey } from "~/server/sessions.server";

// The registration wizard's server side (§4 Registration, §5, §7 Auth calls). Every step is a form post; the
// progress lives in the signed session, so a step can only be reached the way the wizard allows.

export const REGISTER_PATH = href("/register");

/** Which of the wizard's forms an action answered, so only that form shows the result. */
export type WizardForm = "details" | "code" | "resend" | "password";

/** The wizard's answer to a post it does not move on from: its form, conform's result, its notices. */
const answer = (form: WizardForm, result: Reply | null, notice: Notice | null, status: number) =>
  data({ form, result, notices: notice ? [notice] : [] }, { status });

export function wizardState(context: Context): RegistrationState | null {
  return context.get(sessionContext).session.get("registration") ?? null;
}

function save(context: Context, state: RegistrationState): never {
  context.get(sessionContext).session.set("registration", state);
  // Post/redirect/get: a reload never re-sends a code or re-posts a password.
  throw redirect(REGISTER_PATH);
}

type Sent = { ok: true; at: number } | { ok: false; notice: Notice; status: number };

/** A refusal of the limits: too many sends, or the phone's wrong codes (no use sending a code it cannot check). */
const refusal = (decision: Extract<RateDecision, { allowed: false }>): Notice =>
  waitNotice(
    decision.log === "code_wrong" ? "registration.code_attempts" : "registration.send_limit",
    decision.retryAfter,
  );

/**
 * Sends a code through the provider within the portal's abuse limits (docs/decisions/0017): sends per phone and
 * per client, and none while the phone's wrong codes lock checking.
 */
async function sendCode(context: Context, phone: string, channel: Channel): Promise<Sent> {
  const limits = limiter(context);
  // Counted before the send, so concurrent sends cannot all slip through; a send the provider refused is
  // taken back below, since nothing went out and it must not use up the resident's quota (issue 14), and is
  // counted as refused instead, so refused attempts stop reaching the provider (issue 32 item 6).
  const phoneRules = [...POLICY.sendsPerPhone, ...POLICY.wrongCodesPerPhone, ...POLICY.refusedSendsPerPhone];
  const clientRules = [...POLICY.sendsPerClient, ...POLICY.refusedSendsPerClient];
  const ticket = await limits.take([
    { subject: phoneSubject(phone), rules: phoneRules, record: ["send"] },
    { subject: limits.client, rules: clientRules, record: ["send"] },
  ]);
  if (!ticket.decision.allowed) return { ok: false, notice: refusal(ticket.decision), status: 429 };
  const api = context.get(apiContext);
  const result = await call(() =>
    channel === "sms"
      ? api.POST("/Auth/SendCheckCode", { body: { phone } })
      : api.POST("/Auth/RequestAccessCode", { body: { phone, dontCheck: channel === "flash" } }),
  );
  // The provider's own refusal (its resend lock, its limits) is shown as it words it.
  const refused = !result.ok
    ? noticeFromFailure(result.failure)
    : "isSucceed" in result.data && !result.data.isSucceed
      ? ({ kind: "error", key: "errors.generic" } as const)
      : null;
  const subjects = [phoneSubject(phone), limits.client];
  if (!refused) {
    await securityLog(context, "code_sent", { channel }, subjects);
    return { ok: true, at: limits.now() };
  }
  await Promise.all([
    securityLog(context, "code_send_refused", { channel }, subjects),
    ticket.refund(),
    limits.record(phoneSubject(phone), phoneRules, ["send_refused"]),
    limits.record(limits.client, clientRules, ["send_refused"]),
  ]);
  return { ok: false, notice: refused, status: 502 };
}

/** Step 1 → 2: the details are checked, then the flash call goes out (§4: step 2 starts with it). */
async function submitDetails(context: Context, formData: FormData, previous: RegistrationState | null) {
  const requireBirthDate = (await settings(context)).requireBirthDate === true;
  const submission = parseWithZod(formData, { schema: detailsSchema({ requireBirthDate, today: today() }) });
  if (submission.status !== "success") return answer("details", submission.reply(), null, 400);
  const { phone, fio, birthday } = submission.value;
  // Back to step 1 and on again with the same phone: the code already sent stands while it can be checked (step 2
  // counts a resend lock down); a new send would spend the phone's quota or be refused (issues 14, 31).
  if (previous && keepsSentCode(previous, phone, limiter(context).now())) {
    const { code: _void, birthday: _before, ...kept } = previous;
    context.get(sessionContext).flash({ kind: "info", key: "registration.code_still_valid" });
    return save(context, { ...kept, step: 2, fio, ...(birthday ? { birthday } : {}) });
  }
  const sent = await sendCode(context, phone, "flash");
  if (!sent.ok) return answer("details", submission.reply(), sent.notice, sent.status);
  // The resend lock belongs to the phone: coming back to step 1 with the same number does not lift it.
  const lockedFrom = previous?.phone === phone ? previous.lockedFrom : undefined;
  return save(context, {
    step: 2,
    phone,
    fio,
    ...(birthday ? { birthday } : {}),
    channel: "flash",
    sentAt: sent.at,
    ...(lockedFrom ? { lockedFrom } : {}),
  });
}

/** Step 2: a robot call or an SMS instead; refused inside the 60 s lock, which the server always enforces. */
async function resend(context: Context, formData: FormData, state: RegistrationState) {
  const channel: Channel = formData.get("channel") === "sms" ? "sms" : "call";
  const left = resendSecondsLeft(state.lockedFrom, limiter(context).now());
  if (left > 0)
    return answer("resend", null, { kind: "error", key: "registration.resend_locked", params: { n: left } }, 429);
  const sent = await sendCode(context, state.phone, channel);
  if (!sent.ok) return answer("resend", null, sent.notice, sent.status);
  context.get(sessionContext).flash({ kind: "success", key: `registration.sent_${channel}` });
  const { code: _void, ...rest } = state;
  return save(context, {
    ...rest,
    channel,
    sentAt: sent.at,
    lockedFrom: startsResendLock(channel) ? sent.at : state.lockedFrom,
  });
}

/**
 * Step 2 → 3: the provider checks the code, if it has not expired and the phone's wrong codes allow another
 * try. Counted as wrong before the call, so concurrent guesses cannot all slip through; a correct code forgives
 * the phone's wrong ones (they count in a row), a failed call takes the try back.
 */
async function checkCode(context: Context, formData: FormData, state: RegistrationState) {
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return answer("code", submission.reply(), null, 400);
  const limits = limiter(context);
  if (codeExpired(state.sentAt, limits.now())) {
    return answer("code", submission.reply({ fieldErrors: { code: ["registration.code_expired"] } }), null, 400);
  }
  const phone = phoneSubject(state.phone);
  const ticket = await limits.take([
    { subject: phone, rules: POLICY.wrongCodesPerPhone, record: ["code_wrong"] },
    { subject: limits.client, rules: POLICY.wrongCodesPerClient, record: ["code_wrong"] },
  ]);
  if (!ticket.decision.allowed)
    return answer(
      "code",
      submission.reply(),
      waitNotice("registration.code_attempts", ticket.decision.retryAfter),
      429,
    );
  const code = submission.value.code;
  const result = await call(() =>
    context.get(apiContext).POST("/Auth/CheckAccessCode", { body: { phone: state.phone, code } }),
  );
  if (!result.ok) {
    await ticket.refund();
    return answer("code", submission.reply(), noticeFromFailure(result.failure), 502);
  }
  const correct = "IsCorrect" in result.data && result.data.IsCorrect;
  await securityLog(context, correct ? "code_correct" : "code_wrong", {}, [phone, limits.client]);
  if (!correct) {
    return answer("code", submission.reply({ fieldErrors: { code: ["registration.code_incorrect"] } }), null, 400);
  }
  await ticket.forgive({ [phone]: ["code_wrong"] });
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
  const result = await call(() =>
    api.POST("/Auth/RegisterByPhone", { body: { fio, phone, password, code, birthday } }),
  );
  const failed = !result.ok
    ? noticeFromFailure(result.failure)
    : "isSucceed" in result.data && !result.data.isSucceed
      ? { kind: "error" as const, key: "errors.generic" }
      : null;
  if (failed) return answer("password", submission.reply({ hideFields }), failed, 502);
  // Registering a registered phone again is the spec's password recovery: a password set, whichever it was.
  await securityLog(context, "registered", {}, [phoneSubject(phone)]);
  context.get(sessionContext).session.unset("registration");
  const login = await call(() => api.POST("/auth/login", { body: { phone, password } }));
  if (!login.ok) {
    context.get(sessionContext).flash({ kind: "info", key: "registration.login_after" });
    throw redirect(`${href("/login")}?${new URLSearchParams({ phone: phone.slice(1) })}`);
  }
  // A password set anew ends every sign-in made with the old one, on every device (decision 0026).
  await endEverySession(context, residentKey(context, phone));
  const { acx, ...user } = login.data;
  context.get(sessionContext).signIn(acx, residentKey(context, phone));
  await rememberUser(context, user);
  throw redirect(startScreenPath(await settings(context), user));
}

/** One post of the wizard; `intent` says which form was sent, the session which step is allowed. */
export async function registrationAction(context: Context, formData: FormData, step: 1 | 2 | 3) {
  const state = wizardState(context);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "details") return submitDetails(context, formData, state);
  // Anything else needs the step it belongs to; a stale tab just sees the current step again.
  if (!state) throw redirect(REGISTER_PATH);
  switch (`${intent}@${step}`) {
    case "resend@2":
      return resend(context, formData, state);
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
