import { createCookieSessionStorage, href, redirect, type Session, type SessionStorage } from "react-router";
import type { MobileAppSettings, User } from "../api/types";
import type { RegistrationState } from "../domain/auth/registration";
import { createApi, testContextOf, type Api } from "../api/client.server";
import { call } from "../api/errors";
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
 * Everything a loader or action needs about the current request: the session (committed by the middleware
 * when it changes), one upstream client bound to this resident's token, and the settings, fetched once.
 */
export class RequestServices {
  private client: Api | null = null;
  private settings: Promise<MobileAppSettings> | null = null;
  private requestList: ReturnType<RequestServices["fetchRequestList"]> | null = null;

  constructor(
    readonly request: Request,
    readonly env: Env,
    readonly session: PortalSession,
    readonly storage: SessionStorage<SessionData, FlashData>,
  ) {}

  get user(): SessionUser | null {
    return this.session.get("user") ?? null;
  }

  get token(): string | null {
    return this.session.get("token") ?? null;
  }

  api(): Api {
    this.client ??= createApi({
      env: this.env,
      token: this.token,
      ...testContextOf(this.request),
      onUnauthorized: () => {
        // §8: a 401 clears the token and the user and sends the resident to Login, back here afterwards.
        this.signOut();
        this.flash({ kind: "error", key: "errors.unauthorized" });
        throw redirect(loginPath(this.request));
      },
    });
    return this.client;
  }

  /**
   * Revokes the session's token at the provider (logout). Without the 401 redirect of api(): an already expired
   * token is no news at logout, and the resident should see "logged out", not also "session expired".
   */
  async revokeToken(): Promise<void> {
    if (!this.token) return;
    await call(() => createApi({ env: this.env, token: this.token, ...testContextOf(this.request) }).POST("/Auth/Logout")).catch(() => undefined);
  }

  /** /Requests/List once per request: the app layout's unread badge and the requests page read the same answer. */
  requests() {
    this.requestList ??= this.fetchRequestList();
    return this.requestList;
  }

  private fetchRequestList() {
    return call(() => this.api().GET("/Requests/List"));
  }

  /** MobileAppSettings; an unreachable upstream yields an empty configuration so pages still render. */
  config(): Promise<MobileAppSettings> {
    this.settings ??= call(() => this.api().GET("/Config/MobileAppSettings")).then((r) => (r.ok ? r.data : {}));
    return this.settings;
  }

  signIn(token: string, user: SessionUser): void {
    this.session.set("token", token);
    this.session.set("user", user);
    // Later calls of this request use the new token (adding an account may hand out a fresh one, §4).
    this.client = null;
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
