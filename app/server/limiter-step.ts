import { decide, retention, type LoggedEvent, type RateDecision, type Rule } from "../domain/security/limits";

// What one call to a subject's RateLimiter does, over any store of its events: the Durable Object gives it
// SQLite, the unit tests an array. See workers/rate-limiter.ts and docs/decisions/0017.

/** One exchange with a subject's limiter; every part optional, applied in the order listed. */
export interface LimitStep {
  /** Events to take back (ids an earlier step recorded): the action they stood for did not happen. */
  refund?: readonly number[];
  /** Logs to empty: a success forgives the failures (a correct code, a good password). */
  clear?: readonly string[];
  /** The subject's rules: checked, and they say how long recorded events are kept. */
  rules?: readonly Rule[];
  /** Logs to add one event to at `now`, when every rule allows (or always, with `check: false`). */
  record?: readonly string[];
  check?: boolean;
}

export interface LimitAnswer {
  decision: RateDecision;
  /** The ids of the events recorded, for a later refund. */
  recorded: number[];
}

export interface EventStore {
  events(): LoggedEvent[];
  /** Adds an event kept until `until` (real epoch ms); answers its id. */
  insert(log: string, at: number, until: number): number;
  remove(id: number): void;
  clear(log: string): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applies a step at `now` (the caller's clock). Recorded events are kept, in real time (`realNow`), as long as
 * the longest rule that reads their log needs them, a day if none names it. Answers the latest keep-until too.
 */
export function applyStep(
  store: EventStore,
  step: LimitStep,
  now: number,
  realNow: number,
): LimitAnswer & { keepUntil: number } {
  for (const id of step.refund ?? []) store.remove(id);
  for (const log of step.clear ?? []) store.clear(log);
  const rules = step.rules ?? [];
  const decision: RateDecision = step.check === false ? { allowed: true } : decide(rules, store.events(), now);
  const recorded: number[] = [];
  let keepUntil = 0;
  if (!decision.allowed) return { decision, recorded, keepUntil };
  for (const log of step.record ?? []) {
    const keep = Math.max(0, ...rules.filter((r) => r.log === log).map(retention)) * 1000 || DAY_MS;
    keepUntil = Math.max(keepUntil, realNow + keep);
    recorded.push(store.insert(log, now, realNow + keep));
  }
  return { decision, recorded, keepUntil };
}
