import type { LoggedEvent } from "../domain/security/limits";
import { applyStep, type EventStore, type LimitStep } from "./limiter-step";

// For unit tests: the RateLimiter's table as an array, and a RATE_LIMITER binding made of such tables.

type Row = LoggedEvent & { id: number; until: number };

export function memoryStore(): EventStore & { rows: Row[] } {
  let next = 1;
  const store = {
    rows: [] as Row[],
    events: () => store.rows.map(({ log, at }) => ({ log, at })),
    insert: (log: string, at: number, until: number) => (store.rows.push({ id: next, log, at, until }), next++),
    remove: (id: number) => void (store.rows = store.rows.filter((r) => r.id !== id)),
    clear: (log: string) => void (store.rows = store.rows.filter((r) => r.log !== log)),
  };
  return store;
}

/** A stand-in for the RATE_LIMITER binding: one memory store per subject, the same steps as the object. */
export function memoryLimiter() {
  const stores = new Map<string, ReturnType<typeof memoryStore>>();
  const calls: string[] = [];
  const storeOf = (name: string) => stores.get(name) ?? stores.set(name, memoryStore()).get(name)!;
  const binding = {
    getByName: (name: string) => ({
      apply: async (step: LimitStep, now: number) => {
        calls.push(name);
        const { decision, recorded } = applyStep(storeOf(name), step, now, now);
        return { decision, recorded };
      },
    }),
  };
  return { env: { RATE_LIMITER: binding } as unknown as Pick<Env, "RATE_LIMITER">, stores, storeOf, calls };
}
