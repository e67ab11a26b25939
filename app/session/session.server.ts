import { createSession, href, type Session } from "react-router";
import type { User } from "../domain/types";
import type { RegistrationState } from "../domain/auth/registration";
import { cartsFrom, type Carts } from "../domain/shop/carts";
import { isLocalRequest } from "../domain/security/local";
import type { SessionMark } from "../domain/security/sessions";
import { returnPath } from "../domain/forms/draft";
import { HOST_NAME, PLAIN_NAME, SessionCookie, type Sealed, type SessionEnv } from "./cookie-storage.server";
import type { Notice } from "./notice";

/** The resident's choices kept on this device, not sent to the provider (§3 "stored locally"). */
export type Preferences = Pick<User, "dontSavePassword" | "dontShowRetiredDevices">;
/** The provider's user with this device's preferences over it. */
export type SessionUser = User;
/**
 * What the cookie holds: only what is small and bounded whatever the provider answers — the token, two flags,
 * the wizard's bounded state and flashes. The user is asked for on each request (currentUser, decision 0025).
 */
export interface SessionData {
  token: string;
  prefs: Preferences;
  /** The registration wizard's progress (app/routes/auth/register.tsx). */
  registration: RegistrationState;
  /** The shops' carts, bounded (app/domain/shop/carts.ts, decision 0020). */
  carts: Carts;
  /** This sign-in's id, a random UUID drawn at sign-in: what a logout ends on the server (decision 0026). */
  sid: string;
  /** Whose sign-in it is (the resident's key, app/server/sessions.server.ts): where its endings are kept. */
  who: string;
  /** A form's text kept when the session ended under its post (app/server/drafts.server.ts): which, and where. */
  draft: DraftRef;
}

/** Where a kept draft is: its id in the resident's store, the page it returns to, and until when it waits. */
export interface DraftRef {
  id: string;
  path: string;
  until: number;
}
export interface FlashData {
  notices: Notice[];
}
export type PortalSession = Session<SessionData, FlashData>;

/** How long a sign-in lasts at most, whatever the resident does (ASVS 7.3.2). */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000;
/** How long a session may go unused; shorter when the resident chose not to stay signed in (dontSavePassword). */
export const IDLE_LIFETIME_MS = 7 * 24 * 3600_000;
export const IDLE_LIFETIME_BROWSER_SESSION_MS = 12 * 3600_000;
/** `seen` is refreshed at most this often, so an active resident's answers set the cookie a few times an hour, not every time. */
const TOUCH_MS = 10 * 60_000;
const FLASH_TEXT_MAX = 200;
const FLASH_MAX = 3;

export { isLocalRequest };

/** The session cookie for this deployment and request; throws Misconfigured when it has no usable secret. */
export function sessionCookie(env: SessionEnv, request: Request): SessionCookie {
  return SessionCookie.for(env, request);
}

/**
 * The resident's session for one request: who is signed in, the wizard's progress and the flash notices. The
 * session middleware commits it when it changed. Upstream calls, settings and caches live elsewhere
 * (app/api/context.server.ts). Both lifetimes are enforced here, on the server, from the times sealed in the
 * cookie: the browser's Max-Age is only a hint it may ignore (a restored browser session keeps session cookies).
 */
export class ResidentSession {
  readonly #cookie: SessionCookie;
  readonly #now: () => number;
  readonly #loaded: { json: string; token: string | null; since: number | null; seen: number | null };
  #endedWho: string | null = null;

  private constructor(
    readonly session: PortalSession,
    cookie: SessionCookie,
    sealed: Sealed<Partial<SessionData>> | null,
    now: () => number,
  ) {
    this.#cookie = cookie;
    this.#now = now;
    this.#loaded = {
      json: JSON.stringify(session.data),
      token: this.token,
      since: sealed?.since ?? null,
      seen: sealed?.seen ?? null,
    };
    // Cookies written before issue 14 carried the whole user; dropping it shrinks them on the next answer.
    if ("user" in session.data) session.unset("user" as keyof SessionData);
    if (this.#expired()) this.end();
  }

  /**
   * The session is over (its lifetimes ran out, or the server ended it): nothing of it is kept. "Session expired"
   * only for someone who was signed in; an idle wizard or notice just goes.
   */
  end(): void {
    this.#endedWho = this.session.get("who") ?? this.#endedWho;
    const hadToken = this.token !== null;
    for (const key of Object.keys(this.session.data)) this.session.unset(key as keyof SessionData);
    if (hadToken) this.flash({ kind: "error", key: "errors.unauthorized" });
  }

  /**
   * What this request's sign-in is known by on the server (decision 0026), as the cookie brought it; null with
   * no token, or for a token sealed before sessions had ids (such a session cannot be ended, so it is not kept).
   */
  get mark(): (SessionMark & { who: string }) | null {
    const { token, since } = this.#loaded;
    const sid = this.session.get("sid");
    const who = this.session.get("who");
    return token && since !== null && sid && who ? { sid, who, since } : null;
  }

  /** The session a request's Cookie header carries; an unreadable or foreign cookie is no session at all. */
  static async load(
    cookie: SessionCookie,
    cookieHeader: string | null,
    now: () => number = Date.now,
  ): Promise<ResidentSession> {
    const sealed = await cookie.read<Partial<SessionData>>(cookieHeader);
    return new ResidentSession(
      createSession<SessionData, FlashData>((sealed?.data ?? {}) as SessionData),
      cookie,
      sealed,
      now,
    );
  }

  #expired(): boolean {
    const now = this.#now();
    const { since, seen } = this.#loaded;
    const idle = this.prefs.dontSavePassword ? IDLE_LIFETIME_BROWSER_SESSION_MS : IDLE_LIFETIME_MS;
    if (seen !== null && now - seen > idle) return true;
    // A token without its sign-in time did not come from this code: no lifetime can be vouched for.
    return this.token !== null && (since === null || now - since > ABSOLUTE_LIFETIME_MS);
  }

  /** Whose session this was, when it ended during this request (to keep a draft for them): end(), signOut(). */
  get endedWho(): string | null {
    return this.#endedWho;
  }

  /** The draft this browser waits to get back, if any. */
  get draft(): DraftRef | null {
    return this.session.get("draft") ?? null;
  }

  keepDraft(ref: DraftRef | null): void {
    if (ref) this.session.set("draft", ref);
    else this.session.unset("draft");
  }

  get token(): string | null {
    return this.session.get("token") ?? null;
  }

  /** The notices flashed for this page; reading consumes them. */
  takeNotices(): Notice[] {
    return (this.session.get("notices") as Notice[] | undefined) ?? [];
  }

  get prefs(): Preferences {
    return this.session.get("prefs") ?? {};
  }

  /**
   * Starts a resident's session; the user is never put into the cookie (decision 0015). `who` is the resident's
   * key; without it (an added account's new token) the sign-in goes on as the same resident's.
   */
  signIn(token: string, who?: string): void {
    const anew = this.token === null || (who !== undefined && who !== this.session.get("who"));
    // A cart belongs to whoever filled it: a sign-in from no session starts without one (an added account's
    // new token is the same resident's, and keeps it).
    if (anew) {
      this.session.unset("carts");
      this.session.set("sid", crypto.randomUUID());
    }
    if (who !== undefined) this.session.set("who", who);
    this.session.set("token", token);
  }

  /** The shops' carts (decision 0020). */
  get carts(): Carts {
    return cartsFrom(this.session.get("carts"));
  }

  setCarts(carts: Carts): void {
    if (Object.keys(carts).length) this.session.set("carts", carts);
    else this.session.unset("carts");
  }

  /** Local preferences (profile): not sent to the provider; dontSavePassword makes the cookie end with the browser. */
  setPreferences(prefs: Preferences): void {
    this.session.set("prefs", {
      dontSavePassword: prefs.dontSavePassword === true,
      dontShowRetiredDevices: prefs.dontShowRetiredDevices === true,
    });
  }

  signOut(): void {
    this.#endedWho = this.session.get("who") ?? this.#endedWho;
    for (const key of ["token", "carts", "prefs", "sid", "who"] as const) this.session.unset(key);
  }

  /** The notices flashed during this request, not consumed (a replayed answer flashes them again). */
  pendingNotices(): Notice[] {
    return ((this.session.data as Record<string, unknown>)["__flash_notices__"] as Notice[] | undefined) ?? [];
  }

  flash(notice: Notice): void {
    const pending = (this.session.get("notices") as Notice[] | undefined) ?? [];
    // A provider's text rides in the cookie to the next page: bound it, and keep at most a few notices.
    const bounded =
      notice.text && notice.text.length > FLASH_TEXT_MAX
        ? { ...notice, text: `${notice.text.slice(0, FLASH_TEXT_MAX)}…` }
        : notice;
    // The same words twice say nothing more: a page's calls run side by side, and each 401 flashes its own.
    const same = JSON.stringify(bounded);
    if (pending.some((n) => JSON.stringify(n) === same)) {
      this.session.flash("notices", pending);
      return;
    }
    this.session.flash("notices", [...pending.slice(-(FLASH_MAX - 1)), bounded]);
  }

  /**
   * The Set-Cookie values for the session after this request: none when nothing changed and `seen` is fresh
   * enough. A new token (a sign-in, also one replayed by once()) starts the absolute lifetime anew.
   */
  async cookieHeaders(incoming: string | null): Promise<string[]> {
    const out: string[] = [];
    // The readable signed cookie of before decision 0016 held the token: remove it where it is not ours now.
    if (this.#cookie.name === HOST_NAME && cookieNames(incoming).has(PLAIN_NAME))
      out.push(this.#cookie.clear(PLAIN_NAME));
    const now = this.#now();
    const loaded = this.#loaded;
    const hadCookie = this.#cookie.valueIn(incoming) !== null;
    if (Object.keys(this.session.data).length === 0) return hadCookie ? [...out, this.#cookie.clear()] : out;
    const token = this.token;
    const since = token === null ? undefined : token === loaded.token && loaded.since !== null ? loaded.since : now;
    const unchanged =
      JSON.stringify(this.session.data) === loaded.json && (since ?? null) === loaded.since && hadCookie;
    if (unchanged && loaded.seen !== null && now - loaded.seen < TOUCH_MS) return out;
    // The browser may drop it when the server would: at the end of the sign-in's lifetime, or of the idle one.
    const maxAge = this.prefs.dontSavePassword
      ? undefined
      : (since === undefined ? IDLE_LIFETIME_MS : ABSOLUTE_LIFETIME_MS - (now - since)) / 1000;
    out.push(
      await this.#cookie.write<Partial<SessionData>>(
        { data: this.session.data as Partial<SessionData>, since, seen: now },
        maxAge,
      ),
    );
    return out;
  }
}

function cookieNames(header: string | null): Set<string> {
  return new Set((header ?? "").split(";").map((part) => part.split("=")[0]!.trim()));
}

export function loginPath(request: Request): string {
  const back = returnPath(new URL(request.url));
  return back === "/" || back.startsWith("/login")
    ? "/login"
    : `${href("/login")}?${new URLSearchParams({ redirectTo: back })}`;
}
