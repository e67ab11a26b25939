import { DurableObject } from "cloudflare:workers";
import { decide, type RateDecision } from "../app/domain/security/rate-window";

/**
 * One instance per rate-limit key (e.g. "send:phone:79001234567"), SQLite-backed: it stores the timestamps of
 * that key's hits and answers with the pure window rule. Requests to one instance run one at a time and the
 * SQL calls are synchronous, so the read–decide–write below cannot interleave. See docs/decisions/0010.
 */
export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)");
  }

  /** Decides whether one more hit fits; records it only when `record` is set and it fits. */
  async hit(limit: number, windowSeconds: number, record: boolean): Promise<RateDecision> {
    const now = Date.now();
    const sql = this.ctx.storage.sql;
    const hits = sql.exec<{ at: number }>("SELECT at FROM hits").toArray().map((row) => row.at);
    const { decision, live } = decide(hits, now, limit, windowSeconds);
    if (live.length < hits.length) sql.exec("DELETE FROM hits WHERE at <= ?", now - windowSeconds * 1000);
    if (decision.allowed && record) {
      sql.exec("INSERT INTO hits (at) VALUES (?)", now);
      // Once the newest hit has left the window the key holds nothing worth keeping.
      await this.ctx.storage.setAlarm(now + windowSeconds * 1000);
    }
    return decision;
  }

  /** Takes back one recorded hit (the newest): the action it stood for did not happen after all. */
  async refund(): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM hits WHERE rowid = (SELECT max(rowid) FROM hits)");
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
