import { DurableObject } from "cloudflare:workers";
import { applyStep, type EventStore, type LimitAnswer, type LimitStep } from "../app/server/limiter-step";

export type { LimitAnswer, LimitStep };

/**
 * One instance per subject (e.g. "phone:79001234567", "ip:203.0.113.7"), SQLite-backed: it stores the times of
 * that subject's events in named logs and answers with the pure rules of app/domain/security/limits.ts. One call
 * does a whole step (take back, clear, check, record: ./limiter-step.ts), so an action needs one call per
 * subject; requests to one instance run one at a time and the SQL calls are synchronous, so check-then-record
 * cannot interleave. See docs/decisions/0010 and 0017.
 */
export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The first version kept one log per instance; its rows expire within 10 minutes and are not worth moving.
    ctx.storage.sql.exec("DROP TABLE IF EXISTS hits");
  }

  /** `now` is the caller's clock (epoch ms), so a browser test on localhost can move it on (x-test-clock). */
  async apply(step: LimitStep, now: number): Promise<LimitAnswer> {
    const sql = this.ctx.storage.sql;
    // Here, not in the constructor: the alarm's deleteAll drops the table while the instance may live on.
    sql.exec(
      "CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, log TEXT NOT NULL, at INTEGER NOT NULL, until INTEGER NOT NULL)",
    );
    const store: EventStore = {
      events: () => sql.exec<{ log: string; at: number }>("SELECT log, at FROM events").toArray(),
      insert: (log, at, until) =>
        sql
          .exec<{ id: number }>("INSERT INTO events (log, at, until) VALUES (?, ?, ?) RETURNING id", log, at, until)
          .one().id,
      remove: (id) => void sql.exec("DELETE FROM events WHERE id = ?", id),
      clear: (log) => void sql.exec("DELETE FROM events WHERE log = ?", log),
    };
    const { decision, recorded, keepUntil } = applyStep(store, step, now, Date.now());
    if (keepUntil > 0) {
      const alarm = await this.ctx.storage.getAlarm();
      if (alarm === null || alarm < keepUntil) await this.ctx.storage.setAlarm(keepUntil);
    }
    return { decision, recorded };
  }

  /** Forgets what no rule needs any more; an instance with nothing left holds no storage at all. */
  async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM events WHERE until <= ?", Date.now());
    const left = sql.exec<{ latest: number | null }>("SELECT max(until) AS latest FROM events").one().latest;
    if (left === null) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(left);
  }
}
