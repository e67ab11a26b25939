import { describe, expect, it } from "vitest";
import { HOST_NAME, SessionCookie } from "./cookie-storage.server";
import { seal } from "./sealed-cookie.server";
import {
  ABSOLUTE_LIFETIME_MS,
  IDLE_LIFETIME_BROWSER_SESSION_MS,
  IDLE_LIFETIME_MS,
  ResidentSession,
  sessionCookie,
} from "./session.server";

const local = new Request("http://localhost/");
const DAY = 24 * 3600_000;
const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

/** A fake clock: tests move it, the session reads it. */
function clock(start = Date.UTC(2026, 0, 1)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const cookie = sessionCookie({ LOCAL_DEV: "on" }, local);
const load = (header: string | null, now?: () => number) => ResidentSession.load(cookie, header, now);

/** What a browser would send back: the name=value part of the session's Set-Cookie (or the old header). */
async function next(session: ResidentSession, incoming: string | null): Promise<string | null> {
  const set = (await session.cookieHeaders(incoming)).find((c) => c.startsWith(`${cookie.name}=`));
  if (!set) return incoming;
  const pair = set.split(";")[0]!;
  return pair.endsWith("=") ? null : pair;
}

describe("the session cookie", () => {
  it("stays far below the browser's 4 KiB whatever the provider sends: token, flags and bounded notices only", async () => {
    const session = await load(null);
    session.signIn("t".repeat(200));
    session.setPreferences({ dontSavePassword: true, dontShowRetiredDevices: true });
    for (let i = 0; i < 10; i++) session.flash({ kind: "error", text: "Ошибка провайдера ".repeat(1000) });
    const header = await next(session, null);
    expect(header!.length).toBeLessThan(3072);
    const back = await load(header);
    expect(back.token).toBe("t".repeat(200));
    expect(back.prefs).toEqual({ dontSavePassword: true, dontShowRetiredDevices: true });
    const notices = back.takeNotices();
    expect(notices.length).toBeLessThanOrEqual(3);
    expect(notices.every((n) => (n.text?.length ?? 0) <= 201)).toBe(true);
  });

  it("drops the user an older cookie carried, so such a cookie shrinks on the next answer", async () => {
    const old = `${cookie.name}=${await seal({ data: { token: "t", user: { fio: "Я".repeat(300) } }, since: Date.now(), seen: Date.now() }, cookie.secrets)}`;
    const session = await load(old);
    expect(session.token).toBe("t");
    const shrunk = await next(session, old);
    expect(shrunk).not.toBe(old);
    expect(shrunk!.length).toBeLessThan(old.length / 2);
  });

  it("lasts until the sign-in's absolute end, or ends with the browser when the resident chose not to stay signed in", async () => {
    const session = await load(null);
    session.signIn("t");
    expect((await session.cookieHeaders(null))[0]).toMatch(new RegExp(`Max-Age=${ABSOLUTE_LIFETIME_MS / 1000};`));
    session.setPreferences({ dontSavePassword: true });
    expect((await session.cookieHeaders(null))[0]).not.toMatch(/Max-Age/);
  });

  it("sets no cookie when nothing changed, and refreshes the last use only every few minutes", async () => {
    const time = clock();
    const first = await load(null, time.now);
    first.signIn("t");
    const header = await next(first, null);
    time.advance(60_000);
    expect(await (await load(header, time.now)).cookieHeaders(header)).toEqual([]);
    time.advance(DAY);
    expect(await (await load(header, time.now)).cookieHeaders(header)).toHaveLength(1);
  });

  it("reads a cookie it cannot open as no session, and clears it", async () => {
    for (const bad of [
      "__session=eyJ0b2tlbiI6InQifQ%3D%3D.LBMr3X0feR9yOP2jQzeZziFbJYs",
      "__session=v1.AAAA",
      "__session=garbage",
    ]) {
      const session = await load(bad);
      expect(session.token).toBeNull();
      expect(session.takeNotices()).toEqual([]);
      expect((await session.cookieHeaders(bad))[0]).toMatch(/^__session=; .*Max-Age=0/);
    }
  });
});

describe("the session's lifetimes, enforced on the server", () => {
  /** Signs in at the clock's now and returns the cookie header the browser then holds. */
  async function signedIn(time: ReturnType<typeof clock>, prefs = {}) {
    const session = await load(null, time.now);
    session.signIn("token-1");
    session.setPreferences(prefs);
    return next(session, null);
  }

  /** One page visit: the session as the server sees it and the header the browser holds afterwards. */
  async function visit(header: string | null, time: ReturnType<typeof clock>) {
    const session = await load(header, time.now);
    const token = session.token;
    const notices = session.pendingNotices();
    return { token, notices, header: await next(session, header) };
  }

  it("ends a sign-in 30 days after it began even when the resident uses it every day", async () => {
    const time = clock();
    let header = await signedIn(time);
    for (let day = 1; day < 30; day++) {
      time.advance(DAY);
      const seen = await visit(header, time);
      expect(seen.token, `day ${day}`).toBe("token-1");
      header = seen.header;
    }
    time.advance(DAY + 1);
    const expired = await visit(header, time);
    expect(expired.token).toBeNull();
    expect(expired.notices).toEqual([{ kind: "error", key: "errors.unauthorized" }]);
  });

  it("ends a session unused for longer than the idle lifetime: 7 days, or 12 hours without 'stay signed in'", async () => {
    for (const [prefs, idle] of [
      [{}, IDLE_LIFETIME_MS],
      [{ dontSavePassword: true }, IDLE_LIFETIME_BROWSER_SESSION_MS],
    ] as const) {
      const time = clock();
      const header = await signedIn(time, prefs);
      time.advance(idle - 1);
      const justInTime = await visit(header, time);
      expect(justInTime.token, JSON.stringify(prefs)).toBe("token-1");
      // The visit counted as use: the idle time starts again from it.
      time.advance(idle - 1);
      expect((await visit(justInTime.header, time)).token).toBe("token-1");
      time.advance(idle + 1);
      const late = await visit(justInTime.header, time);
      expect(late.token).toBeNull();
      expect(late.notices).toEqual([{ kind: "error", key: "errors.unauthorized" }]);
    }
  });

  it("starts the absolute lifetime anew on a new sign-in, however the token got there", async () => {
    const time = clock();
    let header = await signedIn(time);
    for (let day = 0; day < 29; day += 1) {
      time.advance(DAY);
      header = (await visit(header, time)).header;
    }
    const session = await load(header, time.now);
    expect(session.token).toBe("token-1");
    // As once() replays a login: the token is set on the session directly.
    session.session.set("token", "token-2");
    const renewed = await next(session, header);
    time.advance(2 * DAY);
    expect((await visit(renewed, time)).token).toBe("token-2");
  });

  it("says 'session expired' only to someone who was signed in: an idle anonymous session just goes", async () => {
    const time = clock();
    const session = await load(null, time.now);
    session.flash({ kind: "info", key: "auth.logged_out" });
    const header = await next(session, null);
    time.advance(IDLE_LIFETIME_MS + 1);
    const later = await visit(header, time);
    expect(later.notices).toEqual([]);
    expect(later.header).toBeNull();
  });

  it("refuses a token sealed without its sign-in time", async () => {
    const header = `${cookie.name}=${await seal({ data: { token: "t" }, seen: Date.now() }, cookie.secrets)}`;
    expect((await load(header)).token).toBeNull();
  });
});

describe("the cookie's attributes", () => {
  const production = new Request("https://portal.example/");
  const prod = new SessionCookie([SECRET], true);

  it("is __Host-session, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain off localhost", async () => {
    expect(sessionCookie({ SESSION_SECRET: SECRET }, production).name).toBe(HOST_NAME);
    const session = await ResidentSession.load(prod, null);
    session.signIn("t");
    const [set] = await session.cookieHeaders(null);
    const attributes = set!.split("; ").slice(1);
    expect(set!.startsWith(`${HOST_NAME}=v1.`)).toBe(true);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
    expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
  });

  it("is __session without Secure on plain-http localhost, where browsers would drop a Secure cookie", async () => {
    const session = await load(null);
    session.signIn("t");
    const [set] = await session.cookieHeaders(null);
    expect(set!.startsWith("__session=v1.")).toBe(true);
    expect(set).not.toMatch(/Secure/);
  });

  it("removes the readable cookie of before, which held the token, where the name is now __Host-session", async () => {
    const session = await ResidentSession.load(prod, "__session=eyJ0b2tlbiI6InQifQ%3D%3D.sig");
    const sets = await session.cookieHeaders("__session=eyJ0b2tlbiI6InQifQ%3D%3D.sig");
    expect(sets).toEqual([expect.stringMatching(/^__session=; Path=\/; Max-Age=0; .*Secure$/)]);
  });
});

describe("what a session is known by on the server (decision 0026)", () => {
  it("a sign-in draws an id and names the resident; the cookie brings both, with the sign-in's time", async () => {
    const time = clock();
    const session = await load(null, time.now);
    expect(session.mark).toBeNull();
    session.signIn("token-1", "resident:79000000001");
    const header = await next(session, null);
    time.advance(60_000);
    const again = await load(header, time.now);
    expect(again.mark).toEqual({
      sid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      who: "resident:79000000001",
      since: Date.UTC(2026, 0, 1),
    });
  });

  it("an added account's new token goes on as the same sign-in; another resident's sign-in is a new one", async () => {
    const session = await load(null);
    session.signIn("token-1", "resident:79000000001");
    const header = await next(session, null);
    const first = (await load(header)).mark!.sid;
    const added = await load(header);
    added.signIn("token-2");
    expect((await load(await next(added, header))).mark!.sid).toBe(first);
    const other = await load(header);
    other.signIn("token-3", "resident:79000000002");
    const mark = (await load(await next(other, header))).mark!;
    expect(mark.who).toBe("resident:79000000002");
    expect(mark.sid).not.toBe(first);
  });

  it("a token sealed before sessions had ids has no mark (the server ends it); signing out leaves none", async () => {
    const old = `${cookie.name}=${await seal({ data: { token: "t" }, since: Date.now(), seen: Date.now() }, cookie.secrets)}`;
    const session = await load(old);
    expect(session.token).toBe("t");
    expect(session.mark).toBeNull();
    session.signIn("token-1", "resident:79000000001");
    session.signOut();
    expect(session.session.get("sid")).toBeUndefined();
    expect(session.session.get("who")).toBeUndefined();
  });

  it("ending a session keeps nothing of it and says the session expired", async () => {
    const session = await load(null);
    session.signIn("token-1", "resident:79000000001");
    const ended = await load(await next(session, null));
    ended.end();
    expect(ended.token).toBeNull();
    expect(ended.mark).toBeNull();
    expect(ended.pendingNotices()).toEqual([{ kind: "error", key: "errors.unauthorized" }]);
  });
});
