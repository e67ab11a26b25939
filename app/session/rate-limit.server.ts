import { combine, type RateDecision } from "../domain/security/rate-window";

export type { RateDecision };

export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

type Limiter = Pick<Env, "RATE_LIMITER">;

/** Where a request comes from: the client IP that Cloudflare's edge puts in CF-Connecting-IP. */
export function clientKey(request: Request): string {
  // Locally (vite dev/preview) there is no Cloudflare in front: every request counts as one client.
  return request.headers.get("CF-Connecting-IP")?.trim() || "local";
}

async function ask(env: Limiter, { key, limit, windowSeconds }: RateRule, record: boolean): Promise<RateDecision> {
  try {
    return await env.RATE_LIMITER.getByName(key).hit(limit, windowSeconds, record);
  } catch (e) {
    // Fail open: the provider enforces its own limits too, and a storage hiccup must not block registration.
    console.error("rate limiter unavailable", e);
    return { allowed: true };
  }
}

/** Records one hit of `key` if it fits in `limit` per `windowSeconds`; else the seconds to wait. */
export function hit(env: Limiter, key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  return ask(env, { key, limit, windowSeconds }, true);
}

/** Takes back the hits `hitAll` recorded for an action that did not happen (e.g. the provider refused the send). */
export async function refundAll(env: Limiter, rules: readonly RateRule[]): Promise<void> {
  await Promise.all(
    rules.map((rule) =>
      env.RATE_LIMITER.getByName(rule.key)
        .refund()
        .catch((e: unknown) => console.error("rate limiter unavailable", e)),
    ),
  );
}

/**
 * Several limits for one action (per phone and per client): checks all first and records a hit on each only
 * when every one allows, so a refusal by one does not use up the others.
 */
export async function hitAll(env: Limiter, rules: readonly RateRule[]): Promise<RateDecision> {
  const decision = combine(await Promise.all(rules.map((rule) => ask(env, rule, false))));
  if (!decision.allowed) return decision;
  return combine(await Promise.all(rules.map((rule) => ask(env, rule, true))));
}
