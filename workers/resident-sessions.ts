import { DurableObject } from "cloudflare:workers";
import { sessionEnded, type SessionMark } from "../app/domain/security/sessions";

/**
 * One instance per resident (named by the resident's key, app/server/sessions.server.ts): how their sessions were
 * ended — one by one at logout, or all sign-ins before a time — and the drafts kept while they sign in again. Asked once per signed-in request; a row is kept
 * only as long as a session it ends could otherwise live. The SQL calls are synchronous. See decision 0026.
 */
export class ResidentSessions extends DurableObject<Env> {
  #tables(): SqlStorage {
    const sql = this.ctx.storage.sql;
    // Here, not in the constructor: the alarm's deleteAll drops the tables while the instance may live on.
    sql.exec("CREATE TABLE IF NOT EXISTS ended (sid TEXT PRIMARY KEY, until INTEGER NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS everywhere (before INTEGER NOT NULL, until INTEGER NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS drafts (id TEXT PRIMARY KEY, body TEXT NOT NULL, until INTEGER NOT NULL)");
    return sql;
  }

  async isEnded(session: SessionMark): Promise<boolean> {
    const sql = this.#tables();
    const ended = sql.exec("SELECT 1 FROM ended WHERE sid = ?", session.sid).toArray().length > 0;
    const before = sql.exec<{ before: number | null }>("SELECT max(before) AS before FROM everywhere").one().before;
    return sessionEnded(session, { before, ended: new Set(ended ? [session.sid] : []) });
  }

  /** Logout: this session is over, whatever the provider said. */
  async end(sid: string, until: number): Promise<void> {
    this.#tables().exec("INSERT OR REPLACE INTO ended (sid, until) VALUES (?, ?)", sid, until);
    await this.#keepUntil(until);
  }

  /** Every sign-in before `before` is over (sign out of all devices, a password set anew). */
  async endAll(before: number, until: number): Promise<void> {
    this.#tables().exec("INSERT INTO everywhere (before, until) VALUES (?, ?)", before, until);
    await this.#keepUntil(until);
  }

  /** A form's text kept while its resident signs in again (issue 32 item 9): the draft as JSON. */
  async keepDraft(id: string, body: string, until: number): Promise<void> {
    this.#tables().exec("INSERT OR REPLACE INTO drafts (id, body, until) VALUES (?, ?, ?)", id, body, until);
    await this.#keepUntil(until);
  }

  /** The draft, once: taking it deletes it. Null when there is none or its time is up. */
  async takeDraft(id: string): Promise<string | null> {
    const sql = this.#tables();
    const row = sql
      .exec<{ body: string; until: number }>("SELECT body, until FROM drafts WHERE id = ?", id)
      .toArray()[0];
    sql.exec("DELETE FROM drafts WHERE id = ?", id);
    return row && row.until > Date.now() ? row.body : null;
  }

  async #keepUntil(until: number): Promise<void> {
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > until) await this.ctx.storage.setAlarm(until);
  }

  /** Forgets endings no session needs any more; an instance with nothing left holds no storage at all. */
  async alarm(): Promise<void> {
    const sql = this.#tables();
    const now = Date.now();
    sql.exec("DELETE FROM ended WHERE until <= ?", now);
    sql.exec("DELETE FROM everywhere WHERE until <= ?", now);
    sql.exec("DELETE FROM drafts WHERE until <= ?", now);
    const next = sql
      .exec<{ next: number | null }>(
        "SELECT min(until) AS next FROM (SELECT until FROM ended UNION ALL SELECT until FROM everywhere UNION ALL SELECT until FROM drafts)",
      )
      .one().next;
    if (next === null) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(next);
  }
}
