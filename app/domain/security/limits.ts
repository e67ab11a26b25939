// The portal's abuse limits as pure rules over logs of events (docs/decisions/0010 and 0017). The RateLimiter
// Durable Object keeps, per subject (a phone, a client, a resident), the times of named events ("send",
// "code_wrong", "login_fail", …) and asks these functions whether one more fits; the numbers are in ./policy.

/** Allowed, or refused with the whole seconds to wait and the log of the rule that refused for longest. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number; log: string };

/** A sliding window: at most `limit` events of `log` in any `windowSeconds`. */
export interface WindowRule {
  kind: "window";
  log: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Exponential back-off: `free` events of `log` pass at once; from then on the next one waits, after the newest,
 * `firstWaitSeconds` doubled for each event past `free`, at most `maxWaitSeconds`. Events older than
 * `memorySeconds` are forgotten; a success clears the log (the streak is "in a row").
 */
export interface BackoffRule {
  kind: "backoff";
  log: string;
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  memorySeconds: number;
}

export type Rule = WindowRule | BackoffRule;

export interface LoggedEvent {
  log: string;
  /** Epoch ms. */
  at: number;
}

const ceilSeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** How long a rule needs its events (seconds): older ones never change its answer. */
export function retention(rule: Rule): number {
  return rule.kind === "window" ? rule.windowSeconds : rule.memorySeconds;
}

/** The back-off's wait after `count` events (seconds, 0 while within the free ones). */
export function backoffWait(rule: Omit<BackoffRule, "kind" | "log" | "memorySeconds">, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** (count - rule.free));
}

/** Whole seconds until one more event fits `rule` at `now` (0: it fits now); `times` are that log's events. */
export function waitFor(rule: Rule, times: readonly number[], now: number): number {
  const horizon = now - retention(rule) * 1000;
  const live = times.filter((at) => at > horizon && at <= now).sort((a, b) => a - b);
  if (rule.kind === "window") {
    if (live.length < rule.limit) return 0;
    // After a limit was lowered, older extra events must not lengthen the wait: count from the limit-th newest.
    const oldestCounting = live[live.length - rule.limit]!;
    return Math.max(1, ceilSeconds(oldestCounting + rule.windowSeconds * 1000 - now));
  }
  const wait = backoffWait(rule, live.length);
  if (wait === 0) return 0;
  return ceilSeconds(live[live.length - 1]! + wait * 1000 - now);
}

/** Every rule over the subject's events: refused if any refuses, with the longest wait and its log. */
export function decide(rules: readonly Rule[], events: readonly LoggedEvent[], now: number): RateDecision {
  let worst: RateDecision = { allowed: true };
  for (const rule of rules) {
    const wait = waitFor(
      rule,
      events.filter((e) => e.log === rule.log).map((e) => e.at),
      now,
    );
    if (wait > 0 && (worst.allowed || wait > worst.retryAfter))
      worst = { allowed: false, retryAfter: wait, log: rule.log };
  }
  return worst;
}

/** Several subjects' answers for one action (a phone and a client): refused if any refuses, the longest wait. */
export function combine(decisions: readonly RateDecision[]): RateDecision {
  let worst: RateDecision = { allowed: true };
  for (const d of decisions) if (!d.allowed && (worst.allowed || d.retryAfter > worst.retryAfter)) worst = d;
  return worst;
}

export type WaitUnit = "seconds" | "minutes" | "hours";

/** A wait in a message: seconds up to a minute, whole minutes (rounded up) up to an hour, whole hours beyond. */
export function waitParams(seconds: number): { unit: WaitUnit; n: number } {
  if (seconds <= 60) return { unit: "seconds", n: Math.max(1, Math.ceil(seconds)) };
  if (seconds <= 3600) return { unit: "minutes", n: Math.ceil(seconds / 60) };
  return { unit: "hours", n: Math.ceil(seconds / 3600) };
}
