import { DurableObject } from "cloudflare:workers";
import type { Claim } from "../app/server/once.server";

/** How long a finished submission is remembered: far longer than any double submit or a reload of its answer. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim older than this is taken to be a crashed run (every upstream call times out after 10 s). */
const STALE_RUN_MS = 60 * 1000;

/**
 * One submitted form (one instance per form token and action): the first post claims it and runs; a second
 * post of the same form (a double click, a resent POST) waits for the first and answers with its outcome. The
 * SQL calls are synchronous, so claim's read–decide–write cannot interleave. See docs/decisions/0015.
 */
export class FormOnce extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS run (started INTEGER NOT NULL, outcome TEXT)");
  }

  async claim(): Promise<Claim> {
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    const row = sql.exec<{ started: number; outcome: string | null }>("SELECT started, outcome FROM run").toArray()[0];
    if (row?.outcome != null) return { state: "done", outcome: row.outcome };
    if (row && now - row.started < STALE_RUN_MS) return { state: "running" };
    sql.exec("DELETE FROM run");
    sql.exec("INSERT INTO run (started) VALUES (?)", now);
    await this.ctx.storage.setAlarm(now + KEEP_MS);
    return { state: "new" };
  }

  /** The run succeeded: later posts of this form get its outcome. */
  async finish(outcome: string): Promise<void> {
    this.ctx.storage.sql.exec("UPDATE run SET outcome = ?", outcome);
  }

  /** The run did not create anything (refused input, a provider failure): the same form may be sent again. */
  async release(): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM run");
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
