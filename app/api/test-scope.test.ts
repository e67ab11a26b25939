import { describe, expect, it } from "vitest";
import { createApi, testContextOf } from "./client.server";
import { call } from "./errors";

// The portal passes a browser test's x-test-scope on to the provider, and calls the embedded upstream as
// localhost (where its test hooks apply), only under the test switch (TEST_HOOKS=on): never by the Host.

function fakeEnv(seen: Request[]) {
  return {
    UPSTREAM_BASE_URL: "",
    UPSTREAM_TIMEOUT_MS: "10000",
    UPSTREAM: {
      fetch: (r: Request) => (seen.push(r), Promise.resolve(Response.json({ menu: [] }))),
    } as unknown as Env["UPSTREAM"],
  };
}

const ON = { TEST_HOOKS: "on" };
const OFF = { TEST_HOOKS: "off" };

const incoming = (url: string, scope?: string) =>
  new Request(url, { headers: scope === undefined ? {} : { "x-test-scope": scope } });

describe("test scope and locality of upstream calls", () => {
  it("under the switch forwards x-test-scope and calls the upstream as localhost, whatever the Host", async () => {
    for (const url of ["http://localhost:5190/home", "http://127.0.0.1:5190/home", "https://portal.example.ru/home"]) {
      const seen: Request[] = [];
      await call(() =>
        createApi({ env: fakeEnv(seen), ...testContextOf(incoming(url, "e2e-1"), ON) }).GET(
          "/Config/MobileAppSettings",
        ),
      );
      expect([new URL(seen[0]!.url).hostname, seen[0]!.headers.get("x-test-scope")], url).toEqual([
        "localhost",
        "e2e-1",
      ]);
    }
  });

  it("without the switch drops the header and calls the upstream as itself, localhost included", async () => {
    for (const env of [OFF, {}])
      for (const url of ["https://portal.example.ru/home", "http://localhost:5190/home", "http://127.0.0.1/home"]) {
        const seen: Request[] = [];
        await call(() =>
          createApi({ env: fakeEnv(seen), ...testContextOf(incoming(url, "e2e-1"), env) }).GET(
            "/Config/MobileAppSettings",
          ),
        );
        expect([new URL(seen[0]!.url).hostname, seen[0]!.headers.get("x-test-scope")], url).toEqual(["upstream", null]);
      }
  });

  it("sends no scope when none came, or one that is not 1–64 of [A-Za-z0-9_-]", async () => {
    for (const scope of [undefined, "", "a b", "x".repeat(65), "é"]) {
      const seen: Request[] = [];
      await call(() =>
        createApi({ env: fakeEnv(seen), ...testContextOf(incoming("http://localhost/home", scope), ON) }).GET(
          "/Config/MobileAppSettings",
        ),
      );
      expect(seen[0]!.headers.get("x-test-scope"), String(scope)).toBeNull();
    }
  });

  it("sends the scope on every call of the client, token or not", async () => {
    const seen: Request[] = [];
    const api = createApi({
      env: fakeEnv(seen),
      token: () => "t0k",
      ...testContextOf(incoming("http://localhost/home", "s-2"), ON),
    });
    await call(() => api.GET("/Config/MobileAppSettings"));
    await call(() => api.GET("/User/Info"));
    expect(seen.map((r) => [r.headers.get("x-test-scope"), r.headers.get("acx")])).toEqual([
      ["s-2", "t0k"],
      ["s-2", "t0k"],
    ]);
  });
});
