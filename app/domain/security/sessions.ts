// Sessions the server can end (issue 32 item 4, decision 0026). A sealed cookie cannot be taken back from a
// browser, so what ends a session is written on the server, per resident: the sessions ended one by one (logout)
// and a time before which every sign-in is ended ("sign out of all devices", a password set anew).

/** What a session is known by: an id drawn at sign-in and the time of the sign-in (epoch ms). */
export interface SessionMark {
  sid: string;
  since: number;
}

/** A resident's endings, as the store holds them. */
export interface Endings {
  /** Every sign-in before this time is ended; null: never. */
  before: number | null;
  /** Sessions ended one by one. */
  ended: ReadonlySet<string>;
}

export function sessionEnded(session: SessionMark, endings: Endings): boolean {
  return endings.ended.has(session.sid) || (endings.before !== null && session.since < endings.before);
}

/**
 * How long an ending must be kept: past it the session is over anyway, by its absolute lifetime. An ending of
 * all sessions at `before` outlives every session that began before it.
 */
export function keepEndingUntil(since: number, absoluteLifetimeMs: number): number {
  return since + absoluteLifetimeMs;
}

/** The intent the profile's "sign out of all devices" posts to /logout (a plain logout posts none). */
export const LOGOUT_EVERYWHERE = "everywhere";
