import { describe, expect, it } from "vitest";
import { DEV_SECRET, Misconfigured, sessionSecrets } from "./cookie-storage.server";

const SECRET = "a-real-secret-of-at-least-thirty-two-characters";
const OLD = "an-older-secret-of-at-least-thirty-two-characters";
const LOCAL_HOSTS = ["http://localhost:5173/", "http://127.0.0.1:5173/", "http://[::1]:5173/"];
const OTHER_HOSTS = ["https://portal.example/", "http://192.168.1.10:5173/", "https://localhost.example/"];

const at = (url: string) => new Request(url);

describe("the session secret", () => {
  it("falls back to the development secret only on a developer's run: LOCAL_DEV=on and a local request", () => {
    for (const url of LOCAL_HOSTS) expect(sessionSecrets({ LOCAL_DEV: "on" }, at(url)), url).toEqual([DEV_SECRET]);
  });

  it("refuses to serve without a secret anywhere else: a deployed worker on any host, or LOCAL_DEV off a local host", () => {
    const refused: [object, string][] = [
      ...LOCAL_HOSTS.map((url): [object, string] => [{}, url]),
      ...LOCAL_HOSTS.map((url): [object, string] => [{ LOCAL_DEV: "off" }, url]),
      ...OTHER_HOSTS.map((url): [object, string] => [{}, url]),
      ...OTHER_HOSTS.map((url): [object, string] => [{ LOCAL_DEV: "on" }, url]),
      ...OTHER_HOSTS.map((url): [object, string] => [{ SESSION_SECRET: "  " }, url]),
    ];
    for (const [env, url] of refused)
      expect(() => sessionSecrets(env, at(url)), `${JSON.stringify(env)} ${url}`).toThrow(Misconfigured);
  });

  it("refuses the development secret or a short one outside a developer's run", () => {
    for (const secret of [DEV_SECRET, "short", "x".repeat(31)]) {
      expect(() => sessionSecrets({ SESSION_SECRET: secret }, at("https://portal.example/")), secret).toThrow(
        Misconfigured,
      );
    }
    expect(sessionSecrets({ SESSION_SECRET: "x".repeat(32) }, at("https://portal.example/"))).toEqual(["x".repeat(32)]);
  });

  it("seals with SESSION_SECRET and also opens with the previous ones, for rotation", () => {
    const env = { SESSION_SECRET: SECRET, SESSION_SECRET_PREVIOUS: ` ${OLD}  older-one ` };
    expect(sessionSecrets(env, at("https://portal.example/"))).toEqual([SECRET, OLD, "older-one"]);
    expect(sessionSecrets({ ...env, LOCAL_DEV: "on" }, at("http://localhost/"))).toEqual([SECRET, OLD, "older-one"]);
  });
});
