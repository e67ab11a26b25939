import { createCookieSessionStorage, href, type Session, type SessionStorage } from "react-router";
import type { User } from "../api/types";
import type { RegistrationState } from "../domain/auth/registration";
import { isLocalRequest } from "../domain/security/local";
import type { Notice } from "./notice";

export type SessionUser = User;
export interface SessionData {
  token: string;
  user: SessionUser;
  /** The registration wizard's progress (app/routes/auth/register.tsx). */
  registration: RegistrationState;
}
export interface FlashData {
  notices: Notice[];
}
export type PortalSession = Session<SessionData, FlashData>;

const DEV_SECRET = "local-development-only-session-secret";
const THIRTY_DAYS = 60 * 60 * 24 * 30;

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
  ) {}

  get user(): SessionUser | null {
    return this.session.get("user") ?? null;
  }

  get token(): string | null {
    return this.session.get("token") ?? null;
  }

  /** The notices flashed for this page; reading consumes them. */
  takeNotices(): Notice[] {
    return (this.session.get("notices") as Notice[] | undefined) ?? [];
  }

  signIn(token: string, user: SessionUser): void {
    this.session.set("token", token);
    this.session.set("user", user);
  }

  /** A fresh user from the provider; the resident's local preferences (§3 "stored locally") are kept. */
  updateUser(user: SessionUser): void {
    const local = this.user;
    this.session.set(
      "user",
      local ? { ...user, dontSavePassword: local.dontSavePassword, dontShowRetiredDevices: local.dontShowRetiredDevices } : user,
    );
  }

  /** Local preferences (profile): not sent to the provider; dontSavePassword makes the cookie end with the browser. */
  setPreferences(prefs: Pick<SessionUser, "dontSavePassword" | "dontShowRetiredDevices">): void {
    const user = this.user;
    if (user) this.session.set("user", { ...user, ...prefs });
  }

  signOut(): void {
    this.session.unset("token");
    this.session.unset("user");
  }

  flash(notice: Notice): void {
    const pending = (this.session.get("notices") as Notice[] | undefined) ?? [];
    this.session.flash("notices", [...pending, notice]);
  }

  /** The Set-Cookie value for the session after this request, or null when nothing changed. */
  async cookieHeader(incoming: string | null): Promise<string | null> {
    const empty = Object.keys(this.session.data).length === 0;
    const hadCookie = incoming?.includes("__session=") ?? false;
    if (empty && !hadCookie) return null;
    if (empty) return this.storage.destroySession(this.session);
    const maxAge = this.user?.dontSavePassword ? undefined : THIRTY_DAYS;
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
