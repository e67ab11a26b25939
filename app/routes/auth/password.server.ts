import { anonymousApi, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { POLICY } from "~/domain/security/policy";
import type { User } from "~/domain/types";
import { securityLog } from "~/server/log.server";
import { limiter, phoneSubject, waitNotice } from "~/server/rate-limit.server";
import { noticeFromFailure, type Notice } from "~/session/notice";

/** What a phone and password came to: a new token, or why not. */
export type PasswordCheck =
  | { ok: true; acx: string; user: User }
  | { ok: false; kind: "wait"; wait: Notice; retryAfter: number }
  | { ok: false; kind: "wrong"; notice: Notice }
  | { ok: false; kind: "failed"; notice: Notice };

/**
 * The provider's sign-in with a phone and password, throttled per phone and per client (decision 0017): every
 * attempt counts as failed up front, so a burst cannot slip past the count; a success forgives the phone's
 * failures. Login uses it, and so does every step that asks for the password again (deleting the user), so a
 * password cannot be guessed through one of them past the other's limit.
 */
export async function checkPassword(context: Context, phone: string, password: string): Promise<PasswordCheck> {
  const limits = limiter(context);
  const ticket = await limits.take([
    { subject: phoneSubject(phone), rules: POLICY.loginPerPhone, record: ["login_fail"] },
    { subject: limits.client, rules: POLICY.loginPerClient, record: ["login_fail"] },
  ]);
  if (!ticket.decision.allowed) {
    const { retryAfter } = ticket.decision;
    return { ok: false, kind: "wait", wait: waitNotice("login.too_many_attempts", retryAfter), retryAfter };
  }
  // As nobody: a wrong password is an answer here, not the end of the session asking (deleting the user).
  const result = await call(() => anonymousApi(context).POST("/auth/login", { body: { phone, password } }));
  if (!result.ok) {
    // Only a wrong pair stays counted; the provider failing says nothing about the password.
    if (result.failure.kind !== "unauthorized") {
      await ticket.refund();
      return { ok: false, kind: "failed", notice: noticeFromFailure(result.failure) };
    }
    await securityLog(context, "login_failed", {}, [phoneSubject(phone), limits.client]);
    return { ok: false, kind: "wrong", notice: { kind: "error", key: "login.wrong_credentials" } };
  }
  await ticket.forgive({ [phoneSubject(phone)]: ["login_fail"] });
  const { acx, ...user } = result.data;
  return { ok: true, acx, user };
}
