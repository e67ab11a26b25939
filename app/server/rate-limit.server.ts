import { createContext, data } from "react-router";
import type { LimitAnswer, LimitStep } from "./limiter-step";
import { testContextOf, type TestSwitch } from "../api/client.server";
import type { Context } from "./context.server";
import type { ApiFailure } from "../api/errors";
import { clientSubject } from "../domain/security/client";
import { combine, waitParams, type RateDecision, type Rule } from "../domain/security/limits";
import { POLICY } from "../domain/security/policy";
import type { Notice } from "../session/notice";
import { logSecurity } from "./log.server";

export type { RateDecision };

// The abuse limits' server side (docs/decisions/0010, 0017): one RateLimiter Durable Object per subject, one
// call per subject per step, all subjects of a step at once. The rules and numbers are pure
// (app/domain/security/limits.ts, policy.ts); this file only asks the objects and turns refusals into answers.

type Binding = Pick<Env, "RATE_LIMITER"> & TestSwitch & { SESSION_SECRET?: string };

/** A browser test may move the limits' clock on by this many seconds; ignored unless TEST_HOOKS is on. */
export const TEST_CLOCK_HEADER = "x-test-clock";

/** One subject's part of an action: its rules, and the logs the action adds an event to. */
export interface SubjectStep {
  subject: string;
  rules: readonly Rule[];
  record?: readonly string[];
}

/** What `take` recorded, to be taken back or settled once the action's outcome is known. */
export interface Ticket {
  decision: RateDecision;
  /** The action did not happen after all (the provider refused, failed): takes back what was recorded. */
  refund(): Promise<void>;
  /** The action succeeded: empties these subjects' logs (the failures are forgiven), takes back the rest. */
  forgive(clear: Readonly<Record<string, readonly string[]>>): Promise<void>;
}

export interface Limiter {
  /** This request's client (the real address, or the local key): ./client.ts. */
  client: string;
  /**
   * A resident's subject (their login, an access code). Under the test switch, where browser tests share the
   * demo residents, it is per test scope as the client is, so no test uses up another's allowance.
   */
  resident(id: string): string;
  /** The limits' clock (epoch ms). */
  now(): number;
  /**
   * Checks every subject's rules and records the action on each, in one call per subject. If any refuses,
   * nothing stays recorded anywhere, so a refusal by one does not use up another.
   */
  take(steps: readonly SubjectStep[]): Promise<Ticket>;
  /** Records a fact whatever the rules say (a code not found), kept as long as `rules` need it. */
  record(subject: string, rules: readonly Rule[], logs: readonly string[]): Promise<void>;
}

async function ask(env: Binding, subject: string, step: LimitStep, now: number): Promise<LimitAnswer> {
  try {
    return await env.RATE_LIMITER.getByName(subject).apply(step, now);
  } catch (e) {
    // Fail open: the provider enforces its own limits too, and a storage hiccup must not lock residents out.
    console.error("rate limiter unavailable", e);
    return { decision: { allowed: true }, recorded: [] };
  }
}

/** The test clock's offset: only under the test switch (TEST_HOOKS), whatever the Host. */
export function testClockOffset(request: Request, env: TestSwitch): number {
  if (!testContextOf(request, env).testing) return 0;
  const seconds = Number(request.headers.get(TEST_CLOCK_HEADER) ?? 0);
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= 400 * 24 * 3600 ? seconds * 1000 : 0;
}

/** The per-client subject of a request: CF-Connecting-IP (set by Cloudflare's edge) unless under the test switch. */
export function clientKey(request: Request, env: TestSwitch): string {
  const { testing = false, testScope = null } = testContextOf(request, env);
  return clientSubject({ testing, testScope, connectingIp: request.headers.get("CF-Connecting-IP") });
}

export function createLimiter(env: Binding, request: Request): Limiter {
  const offset = testClockOffset(request, env);
  const now = () => Date.now() + offset;
  const { testing, testScope } = testContextOf(request, env);
  return {
    client: clientKey(request, env),
    resident: (id) => (testing && testScope ? `resident:${id}@${testScope}` : `resident:${id}`),
    now,
    async take(steps) {
      const at = now();
      const answers = await Promise.all(
        steps.map((s) => ask(env, s.subject, { rules: s.rules, record: s.record ?? [] }, at)),
      );
      const taken = steps.map((s, i) => ({ subject: s.subject, ids: answers[i]!.recorded }));
      const settle = (clear: Readonly<Record<string, readonly string[]>>) =>
        Promise.all(
          taken
            .filter(({ subject, ids }) => ids.length > 0 || clear[subject]?.length)
            .map(({ subject, ids }) => ask(env, subject, { refund: ids, clear: clear[subject] ?? [] }, at)),
        ).then(() => undefined);
      const decision = combine(answers.map((a) => a.decision));
      if (!decision.allowed) {
        const subjects = steps.map((s) => s.subject);
        const fields = { log: decision.log ?? null, retryAfter: decision.retryAfter };
        await Promise.all([settle({}), logSecurity(env.SESSION_SECRET, "limit_hit", fields, subjects)]);
      }
      return { decision, refund: () => settle({}), forgive: settle };
    },
    async record(subject, rules, logs) {
      await ask(env, subject, { rules, record: logs, check: false }, now());
    },
  };
}

/** Set for every request by workers/app.ts. */
export const limiterContext = createContext<Limiter>();

export const limiter = (context: Context): Limiter => context.get(limiterContext);

/** A phone's subject (11 digits): registration codes and failed logins count per phone, whoever asks. */
export const phoneSubject = (phone: string) => `phone:${phone}`;

/** A wait as a notice: `<base>_seconds`, `_minutes` or `_hours` with `n` (every such key exists in both languages). */
export function waitNotice(base: string, seconds: number): Notice {
  const { unit, n } = waitParams(seconds);
  return { kind: "error", key: `${base}_${unit}`, params: { n } };
}

/** What an anonymous lookup (a request by access code, an open poll by its code) does after the provider answered. */
export interface Lookup {
  /** The code was not found: counts against this client's misses. */
  miss(): Promise<void>;
}

export type LookupKind = "rc" | "openpoll";

/** The 429 a refused lookup throws: the error page says how long to wait (ErrorPage, kind "too_many"). */
export function tooManyRequests(seconds: number): ReturnType<typeof data> {
  const { params, key } = waitNotice("errors.too_many_requests", seconds);
  const failure: ApiFailure = { kind: "http", status: 429, key: key!, params };
  return data({ failure }, { status: 429, headers: { "Retry-After": String(seconds), "Cache-Control": "no-store" } });
}

/**
 * Every anonymous lookup by a code goes through here first (/rc/{code} and its updates, files and forms; open
 * polls): each counts per client, and a code the provider does not know counts again as a miss. `kind` keeps
 * separate allowances per kind of code. Refused: the seconds to wait (a resource route answers its own 429).
 */
export async function checkLookup(context: Context, kind: LookupKind): Promise<Lookup | { retryAfter: number }> {
  const limits = limiter(context);
  const subject = `lookup:${kind}:${limits.client}`;
  const ticket = await limits.take([{ subject, rules: POLICY.lookupsPerClient, record: ["lookup"] }]);
  if (!ticket.decision.allowed) return { retryAfter: ticket.decision.retryAfter };
  return { miss: () => limits.record(subject, POLICY.lookupsPerClient, ["miss"]) };
}

/** checkLookup for a page or a form: over the limit it throws the 429 page with the wait. */
export async function anonymousLookup(context: Context, kind: LookupKind): Promise<Lookup> {
  const lookup = await checkLookup(context, kind);
  if ("retryAfter" in lookup) throw tooManyRequests(lookup.retryAfter);
  return lookup;
}
