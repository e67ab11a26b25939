import { describe, expect, it } from "vitest";
import createClient from "openapi-fetch";
import type { paths } from "../../openapi/schema";
import { businessErrorOf, call, failureFromResponse, failureFromThrown, UpstreamTimeoutError } from "./errors";
import { createApi, withTimeout } from "./client.server";

const res = (status: number) => new Response(null, { status });

describe("failureFromResponse", () => {
  it("treats a non-empty Error or error field as a business failure", () => {
    expect(failureFromResponse(res(200), { Error: "Счёт не найден" })).toMatchObject({
      kind: "business",
      text: "Счёт не найден",
    });
    expect(failureFromResponse(res(200), { error: "x" })).toMatchObject({ kind: "business", text: "x" });
    expect(failureFromResponse(res(200), { Error: "", error: null, data: 1 })).toBeNull();
    expect(businessErrorOf({ Error: "   " })).toBeNull();
  });
  it("shows a 4xx Message but never a 5xx body", () => {
    expect(failureFromResponse(res(400), { Message: "Неверный запрос" })).toMatchObject({
      kind: "http",
      text: "Неверный запрос",
    });
    const f = failureFromResponse(res(500), { Message: "NullReferenceException at Foo.Bar()" });
    expect(f).toEqual({ kind: "http", status: 500, key: "errors.upstream_unavailable" });
  });
  it("marks 401 as unauthorized, saying the provider refused: no session was sent, none expired", () => {
    const f = failureFromResponse(res(401), { Message: "Authorization has been denied for this request." });
    expect(f).toEqual({ kind: "unauthorized", status: 401, key: "errors.upstream_refused" });
  });
});

describe("failureFromThrown", () => {
  it("maps timeouts, parse errors and network errors", () => {
    expect(failureFromThrown(new UpstreamTimeoutError()).key).toBe("errors.timeout");
    expect(failureFromThrown(new DOMException("t", "TimeoutError")).kind).toBe("timeout");
    expect(failureFromThrown(new SyntaxError("Unexpected token")).kind).toBe("malformed");
    expect(failureFromThrown(new TypeError("fetch failed")).kind).toBe("network");
  });
});

function fakeEnv(handler: (r: Request) => Promise<Response> | Response) {
  return {
    UPSTREAM_BASE_URL: "",
    UPSTREAM_TIMEOUT_MS: "10000",
    UPSTREAM: { fetch: (r: Request) => Promise.resolve(handler(r)) } as unknown as Env["UPSTREAM"],
  };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("createApi", () => {
  it("sends client: web always and acx only with a token", async () => {
    const seen: Request[] = [];
    const env = fakeEnv((r) => (seen.push(r), json({ menu: [] })));
    await call(() => createApi({ env }).GET("/Config/MobileAppSettings"));
    await call(() => createApi({ env, token: () => "t0k" }).GET("/Config/MobileAppSettings"));
    expect(seen.map((r) => [r.headers.get("client"), r.headers.get("acx")])).toEqual([
      ["web", null],
      ["web", "t0k"],
    ]);
  });

  it("calls onUnauthorized on 401 with a token, and passes its thrown Response through", async () => {
    const env = fakeEnv(() => json({ Message: "denied" }, 401));
    const redirect = new Response(null, { status: 302, headers: { location: "/login" } });
    const api = createApi({
      env,
      token: () => "old",
      onUnauthorized: () => {
        throw redirect;
      },
    });
    await expect(call(() => api.GET("/User/Info"))).rejects.toBe(redirect);
  });

  it("reports a 401 without a token (wrong password) as a failure", async () => {
    const env = fakeEnv(() => json({ Message: "Не верная пара логин/пароль" }, 401));
    const result = await call(() =>
      createApi({ env }).POST("/auth/login", { body: { phone: "79000000001", password: "x" } }),
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: "unauthorized" } });
    if (!result.ok) expect(result.failure.key).not.toBe("errors.unauthorized");
  });

  it("maps malformed JSON and network failures", async () => {
    const bad = await call(() =>
      createApi({ env: fakeEnv(() => new Response("{oops", { headers: { "content-type": "application/json" } })) }).GET(
        "/Config/MobileAppSettings",
      ),
    );
    expect(bad).toMatchObject({ ok: false, failure: { kind: "malformed" } });
    const down = await call(() =>
      createApi({ env: fakeEnv(() => Promise.reject(new TypeError("connect refused"))) }).GET(
        "/Config/MobileAppSettings",
      ),
    );
    expect(down).toMatchObject({ ok: false, failure: { kind: "network" } });
  });

  it("gives up after the timeout instead of hanging", async () => {
    const never = () => new Promise<Response>(() => {});
    const client = createClient<paths>({ baseUrl: "http://upstream", fetch: withTimeout(never, 30) });
    const started = Date.now();
    const result = await call(() => client.GET("/Config/MobileAppSettings"));
    expect(result).toMatchObject({ ok: false, failure: { kind: "timeout", key: "errors.timeout" } });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("upstream selection", () => {
  it("uses UPSTREAM_BASE_URL with the global fetch when set, the service binding otherwise", async () => {
    const { upstreamFetcher } = await import("./client.server");
    const binding = fakeEnv(() => json({}));
    expect(upstreamFetcher(binding).baseUrl).toBe("http://upstream");
    const real = upstreamFetcher({ ...binding, UPSTREAM_BASE_URL: "https://api.provider.example/api/" });
    expect(real.baseUrl).toBe("https://api.provider.example/api");
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (r: Request) => (calls.push(r.url), json({ menu: [] }))) as typeof fetch;
    try {
      const api = createApi({ env: { ...binding, UPSTREAM_BASE_URL: "https://api.provider.example/api" } });
      await call(() => api.GET("/Config/MobileAppSettings"));
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toEqual(["https://api.provider.example/api/Config/MobileAppSettings"]);
  });
});
