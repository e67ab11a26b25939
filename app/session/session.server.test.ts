import { describe, expect, it } from "vitest";
import { createSessionStorage, ResidentSession } from "./session.server";

const request = new Request("http://localhost/");

async function sessionFrom(cookie: string | null) {
  const storage = createSessionStorage({}, request);
  return new ResidentSession(await storage.getSession(cookie), storage);
}

/** What a browser would send back: the name=value part of Set-Cookie. */
const cookieOf = (setCookie: string | null) => setCookie!.split(";")[0]!;

describe("the session cookie", () => {
  it("stays far below the browser's 4 KiB whatever the provider sends: token, flags and bounded notices only", async () => {
    const session = await sessionFrom(null);
    session.signIn("t".repeat(200));
    session.setPreferences({ dontSavePassword: true, dontShowRetiredDevices: true });
    for (let i = 0; i < 10; i++) session.flash({ kind: "error", text: "Ошибка провайдера ".repeat(1000) });
    const setCookie = await session.cookieHeader(null);
    expect(cookieOf(setCookie).length).toBeLessThan(3072);
    const back = await sessionFrom(cookieOf(setCookie));
    expect(back.token).toBe("t".repeat(200));
    expect(back.prefs).toEqual({ dontSavePassword: true, dontShowRetiredDevices: true });
    const notices = back.takeNotices();
    expect(notices.length).toBeLessThanOrEqual(3);
    expect(notices.every((n) => (n.text?.length ?? 0) <= 201)).toBe(true);
  });

  it("drops the user an older cookie carried, so such a cookie shrinks on the next answer", async () => {
    const storage = createSessionStorage({}, request);
    const old = await storage.getSession(null);
    old.set("token", "t");
    old.set("user" as never, { fio: "Я".repeat(300) } as never);
    const oldCookie = cookieOf(await storage.commitSession(old));
    const session = new ResidentSession(await storage.getSession(oldCookie), storage);
    expect(session.token).toBe("t");
    const next = await session.cookieHeader(oldCookie);
    expect(next).not.toBeNull();
    expect(cookieOf(next).length).toBeLessThan(oldCookie.length / 2);
  });

  it("ends with the browser when the resident chose not to stay signed in", async () => {
    const session = await sessionFrom(null);
    session.signIn("t");
    expect(await session.cookieHeader(null)).toMatch(/Max-Age=2592000/);
    session.setPreferences({ dontSavePassword: true });
    expect(await session.cookieHeader(null)).not.toMatch(/Max-Age/);
  });
});
