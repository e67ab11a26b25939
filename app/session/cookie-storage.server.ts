import { isLocalRequest } from "../domain/security/local";
import { open, seal } from "./sealed-cookie.server";

// Where the session lives: one sealed cookie (sealed-cookie.server.ts). Its name, attributes and secrets are
// decided here from the deployment and the request; what it holds and how long it lasts, in session.server.ts.

export interface SessionEnv {
  SESSION_SECRET?: string;
  /** Older secrets, separated by spaces: cookies they sealed still open, new ones are sealed with SESSION_SECRET. */
  SESSION_SECRET_PREVIOUS?: string;
  /** `on` only in a local .env/.dev.vars, which wrangler never uploads: this is a developer's run (dev or preview). */
  LOCAL_DEV?: string;
}

export const DEV_SECRET = "local-development-only-session-secret";
const SECRET_MIN_LENGTH = 32;
/** The name the cookie had before decision 0016 (and still has on plain-http localhost). */
export const PLAIN_NAME = "__session";
/** Browsers keep a __Host- cookie only if it is Secure, has Path=/ and no Domain: no subdomain can set or shadow it. */
export const HOST_NAME = "__Host-session";

/** The portal cannot serve: the deployment lacks something it must have. Logged, and shown as a 500 page. */
export class Misconfigured extends Error {}

/** A developer's run: the LOCAL_DEV flag of a local env file, and a request to localhost. Both, never one. */
export function isLocalDevRun(env: SessionEnv, request: Request): boolean {
  return env.LOCAL_DEV === "on" && isLocalRequest(request);
}

/**
 * The secrets, the sealing one first. The fixed development secret only on a developer's run; anywhere else a
 * missing, short or development secret stops the portal instead of sealing sessions anyone could open.
 */
export function sessionSecrets(env: SessionEnv, request: Request): string[] {
  const current = env.SESSION_SECRET?.trim();
  const previous = env.SESSION_SECRET_PREVIOUS?.split(/\s+/).filter(Boolean) ?? [];
  if (isLocalDevRun(env, request)) return [current || DEV_SECRET, ...previous];
  if (!current) throw new Misconfigured("SESSION_SECRET is not configured (wrangler secret put SESSION_SECRET)");
  if (current === DEV_SECRET || current.length < SECRET_MIN_LENGTH) {
    throw new Misconfigured(`SESSION_SECRET must be a random secret of at least ${SECRET_MIN_LENGTH} characters`);
  }
  return [current, ...previous];
}

/** What a cookie carried: the session's data and its two times (epoch ms), see session.server.ts. */
export interface Sealed<Data> {
  data: Data;
  /** When the resident signed in; absent without a token. */
  since?: number;
  /** When the session was last used (refreshed at most every few minutes, so not every answer sets a cookie). */
  seen: number;
}

/** A sealed cookie's two names: `__Host-…` where it is Secure, the plain one on plain-http localhost. */
export interface CookieNames {
  host: string;
  plain: string;
}

const SESSION_NAMES: CookieNames = { host: HOST_NAME, plain: PLAIN_NAME };

/** A sealed cookie: the session's, or another the portal keeps from the browser's eyes (the support device). */
export class SessionCookie {
  readonly name: string;
  readonly #secure: boolean;
  readonly #names: CookieNames;

  constructor(
    readonly secrets: readonly string[],
    secure: boolean,
    names: CookieNames = SESSION_NAMES,
  ) {
    this.#secure = secure;
    this.#names = names;
    this.name = secure ? names.host : names.plain;
  }

  /** Secure everywhere but plain-http localhost, where a browser would drop a Secure (and so a __Host-) cookie. */
  static for(env: SessionEnv, request: Request, names?: CookieNames): SessionCookie {
    return new SessionCookie(sessionSecrets(env, request), !isLocalRequest(request), names);
  }

  /** This cookie's value in a Cookie header, if it is there. */
  valueIn(cookieHeader: string | null): string | null {
    return cookieValue(cookieHeader, this.name);
  }

  /** The sealed content, or null when there is none or it does not open (tampered, another secret, old format). */
  async read<Data>(cookieHeader: string | null): Promise<Sealed<Data> | null> {
    const value = this.valueIn(cookieHeader);
    if (!value) return null;
    const content = (await open(value, this.secrets)) as Sealed<Data> | null;
    return content &&
      typeof content === "object" &&
      typeof content.seen === "number" &&
      content.data &&
      typeof content.data === "object"
      ? content
      : null;
  }

  /** Set-Cookie for `content`; without maxAge the cookie ends with the browser session. */
  async write<Data>(content: Sealed<Data>, maxAgeSeconds?: number): Promise<string> {
    const value = await seal(content, this.secrets);
    return this.#header(
      this.name,
      value,
      maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`],
    );
  }

  /** Set-Cookie that removes the cookie named `name` (this one by default). */
  clear(name = this.name): string {
    return this.#header(
      name,
      "",
      ["Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT"],
      name === this.#names.host || this.#secure,
    );
  }

  #header(name: string, value: string, extra: string[], secure = this.#secure): string {
    return [`${name}=${value}`, "Path=/", ...extra, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join(
      "; ",
    );
  }
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
