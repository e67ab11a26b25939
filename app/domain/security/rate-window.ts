// A sliding-window log: at most `limit` hits in any `windowSeconds`. The RateLimiter Durable Object only stores
// the timestamps of one key; the decision is this pure function (docs/decisions/0010).

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

export interface WindowState {
  decision: RateDecision;
  /** The hits still inside the window (ascending), before this one is recorded. */
  live: number[];
}

/**
 * Would one more hit at `now` (epoch ms) stay within the limit? When not, `retryAfter` is the whole seconds
 * until the oldest hit that counts leaves the window, so waiting that long always succeeds.
 */
export function decide(hits: readonly number[], now: number, limit: number, windowSeconds: number): WindowState {
  const windowMs = windowSeconds * 1000;
  const live = hits.filter((at) => at > now - windowMs).sort((a, b) => a - b);
  if (live.length < limit) return { decision: { allowed: true }, live };
  const oldestCounting = live[live.length - limit]!;
  return { decision: { allowed: false, retryAfter: Math.max(1, Math.ceil((oldestCounting + windowMs - now) / 1000)) }, live };
}

/** Several limits at once (per phone and per client): refused if any refuses, with the longest wait. */
export function combine(decisions: readonly RateDecision[]): RateDecision {
  const waits = decisions.flatMap((d) => (d.allowed ? [] : [d.retryAfter]));
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfter: Math.max(...waits) };
}
