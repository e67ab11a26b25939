import { describe, expect, it } from "vitest";
import { open, seal } from "./sealed-cookie.server";

const TOKEN = "vgDNXpdg7uWV7OwXO4bgd8-lm7bMrzfQNDeiSUxpKOo";
const CONTENT = { data: { token: TOKEN, prefs: { dontSavePassword: false } }, since: 1, seen: 2 };
const A = "first-secret-of-at-least-thirty-two-characters";
const B = "second-secret-of-at-least-thirty-two-characters";

/** Every way a value could be read without the key: the text itself, base64 and base64url of any part. */
function readings(value: string): string[] {
  const parts = [value, ...value.split(/[.]/)];
  const decoded = parts.flatMap((p) => {
    try {
      return [atob(p.replace(/-/g, "+").replace(/_/g, "/"))];
    } catch {
      return [];
    }
  });
  return [...parts, ...parts.map(decodeURIComponent), ...decoded];
}

describe("the sealed session cookie", () => {
  it("hides the token and the content: neither the value nor any base64 reading of it shows them", async () => {
    const value = await seal(CONTENT, [A]);
    for (const reading of readings(value)) {
      expect(reading).not.toContain(TOKEN);
      expect(reading).not.toContain("token");
      expect(reading).not.toContain("dontSavePassword");
      expect(() => JSON.parse(reading)).toThrow();
    }
    expect(await open(value, [A])).toEqual(CONTENT);
  });

  it("is cookie-safe and different every time (a fresh IV), so equal content cannot be recognised", async () => {
    const [one, two] = [await seal(CONTENT, [A]), await seal(CONTENT, [A])];
    expect(one).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(one).not.toBe(two);
  });

  it("opens to nothing when any character is changed, the value is cut, or it is another format", async () => {
    const value = await seal(CONTENT, [A]);
    const body = value.slice(3);
    const flip = (i: number) => `v1.${body.slice(0, i)}${body[i] === "A" ? "B" : "A"}${body.slice(i + 1)}`;
    // Every position: the IV, the ciphertext and the tag are all authenticated.
    for (let i = 0; i < body.length; i++) expect(await open(flip(i), [A]), `changed at ${i}`).toBeNull();
    for (const other of [
      value.slice(0, -1),
      value.slice(0, 20),
      `v2.${body}`,
      body,
      "",
      "v1.",
      `${value}.x`,
      "eyJ0b2tlbiI6InQifQ==.sig",
      "v1.!!!",
    ]) {
      expect(await open(other, [A]), other).toBeNull();
    }
  });

  it("opens only with one of the secrets: rotation keeps old cookies, a foreign secret opens nothing", async () => {
    const old = await seal(CONTENT, [A]);
    expect(await open(old, [B, A])).toEqual(CONTENT);
    expect(await open(old, [B])).toBeNull();
    const fresh = await seal(CONTENT, [B, A]);
    expect(await open(fresh, [B])).toEqual(CONTENT);
    expect(await open(fresh, [A])).toBeNull();
  });
});
