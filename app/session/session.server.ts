import { createCookieSessionStorage, href, type Session, type SessionStorage } from "react-router";
import type { User } from "../api/types";
import type { RegistrationState } from "../domain/auth/registration";
import { isLocalRequest } from "../domain/security/local";
import type { Notice } from "./notice";

/** The resident's choices kept on this device, not sent to the provider (§3 "stored locally"). */
export type Preferences = Pick<User, "dontSavePassword" | "dontShowRetiredDevices">;
/** The provider's user with this device's preferences over it. */
export type SessionUser = User;
/**
 * What the cookie holds: only what is small and bounded whatever the provider answers — the token, two flags,
 * the wizard's bounded state and flashes. The user itself is cached elsewhere (user-cache.server.ts).
 */
export interface SessionData {
  token: string;
  prefs: Preferences;
  /** The registration wizard's progress (app/routes/auth/register.tsx). */
  registration: RegistrationState;
}
export interface FlashData {
  notices: Notice[];
}
export type PortalSession = Session<SessionData, FlashData>;

const DEV_SECRET = "local-development-only-session-secret";
const THIRTY_DAYS = 60 * 60 * 24 * 30;
const FLASH_TEXT_MAX = 200;
const FLASH_MAX = 3;

export { isLocalRequest };

/** The signing secret: SESSION_SECRET from the environment; a fixed dev secret only for localhost. */
export function sessionSecret(env: { SESSION_SECRET?: string }, request: Request): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (isLocalRequest(request)) return DEV_SECRET;
  throw new Error("SESSION_SECRET is not configured");
}

export function createSessionStorage(env: { SESSION_SECRET?: string }, request: Request) {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure everywhere but plain-http localhost, where browsers would drop a Secure cookie.
      secure: !isLocalRequest(request),
      secrets: [sessionSecret(env, request)],
    },
  });
}

/**
 * The resident's session for one request: who is signed in, the wizard's progress and the flash notices. The
 * session middleware commits it when it changed. Upstream calls, settings and caches live elsewhere
 * (app/api/context.server.ts).
 */
export class ResidentSession {
  constructor(
    readonly session: PortalSession,
    readonly storage: SessionStorage<SessionData, FlashData>,
  ) {
    // Cookies written before issue 14 carried the whole user; dropping it shrinks them on the next answer.
    if ("user" in session.data) session.unset("user" as keyof SessionData);
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

  /** Starts a resident's session; the user goes to the user cache (rememberUser), never into the cookie. */
  signIn(token: string): void {
    this.session.set("token", token);
  }

  /** Local preferences (profile): not sent to the provider; dontSavePassword makes the cookie end with the browser. */
  setPreferences(prefs: Preferences): void {
    this.session.set("prefs", { dontSavePassword: prefs.dontSavePassword === true, dontShowRetiredDevices: prefs.dontShowRetiredDevices === true });
  }

  signOut(): void {
    this.session.unset("token");
    this.session.unset("prefs");
  }

  /** The notices flashed during this request, not consumed (a replayed answer flashes them again). */
  pendingNotices(): Notice[] {
    return ((this.session.data as Record<string, unknown>)["__flash_notices__"] as Notice[] | undefined) ?? [];
  }

  flash(notice: Notice): void {
    const pending = (this.session.get("notices") as Notice[] | undefined) ?? [];
    // A provider's text rides in the cookie to the next page: bound it, and keep at most a few notices.
    const bounded = notice.text && notice.text.length > FLASH_TEXT_MAX ? { ...notice, text: `${notice.text.slice(0, FLASH_TEXT_MAX)}…` } : notice;
    this.session.flash("notices", [...pending.slice(-(FLASH_MAX - 1)), bounded]);
  }

  /** The Set-Cookie value for the session after this request, or null when nothing changed. */
  async cookieHeader(incoming: string | null): Promise<string | null> {
    const empty = Object.keys(this.session.data).length === 0;
    const hadCookie = incoming?.includes("__session=") ?? false;
    if (empty && !hadCookie) return null;
    if (empty) return this.storage.destroySession(this.session);
    const maxAge = this.prefs.dontSavePassword ? undefined : THIRTY_DAYS;
    const next = await this.storage.commitSession(this.session, maxAge ? { maxAge } : {});
    const value = next.split(";")[0]!;
    return incoming?.split(/;\s*/).includes(value) ? null : next;
  }
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return back === "/" || back.startsWith("/login") ? "/login" : `${href("/login")}?${new URLSearchParams({ redirectTo: back })}`;
}
