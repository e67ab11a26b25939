import { describe, expect, it } from "vitest";
import type { UpstreamEnv } from "./http";
import { Router } from "./router";

// No token comes with these requests, so the router never reads the database: an empty env will do.
const env = {} as UpstreamEnv;
const call = (router: Router, method: string, path: string, body?: unknown) => {
  const url = new URL(path, "http://upstream");
  const init: RequestInit = {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  };
  return router.handle(new Request(url, init), { env, url, scope: null });
};

describe("router", () => {
  it("matches paths case-insensitively, with parameters and an optional trailing slash", async () => {
    const router = new Router().page("GET", "/demo/pay/{token}", ({ params }) => new Response(params.token));
    expect(await (await call(router, "GET", "/DEMO/pay/abc/")).text()).toBe("abc");
    expect((await call(router, "POST", "/demo/pay/abc")).status).toBe(404);
    expect((await call(router, "GET", "/demo/pay")).status).toBe(404);
  });

  it("answers 400 naming the failing field before a handler sees a body the contract does not allow", async () => {
    const seen: unknown[] = [];
    const router = new Router().add("post", "/auth/login", ({ body, reply }) => {
      seen.push(body);
      return reply(401, { Message: "no" });
    });
    for (const [body, path] of [
      [{ phone: 79000000001, password: "x" }, "/phone"],
      [{ phone: "79000000001" }, "/password"],
      [{ phone: "89000000001", password: "x" }, "/phone"],
      [[], ""],
    ] as const) {
      const res = await call(router, "POST", "/auth/login", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ path, in: "body", Message: expect.stringContaining(path) });
    }
    expect(seen).toEqual([]);
    expect((await call(router, "POST", "/auth/login", { phone: "79000000001", password: "x" })).status).toBe(401);
    expect(seen).toEqual([{ phone: "79000000001", password: "x" }]);
  });

  it("hands the query over coerced to its documented types, or answers 400 for it", async () => {
    const router = new Router().add("get", "/Shops/Goods", ({ query, reply }) =>
      reply(404, { Message: `${typeof query.shopId} ${query.shopId}` }),
    );
    expect(await (await call(router, "GET", "/Shops/Goods?shopId=5&extra=1")).json()).toEqual({ Message: "number 5" });
    const bad = await call(router, "GET", "/Shops/Goods?shopId=abc");
    expect([bad.status, await bad.json()]).toMatchObject([400, { path: "/shopId", in: "query" }]);
    expect(await (await call(router, "GET", "/Shops/Goods")).json()).toMatchObject({ path: "/shopId", in: "query" });
  });

  it("refuses a JSON body that is missing or not JSON", async () => {
    const router = new Router().add("post", "/auth/login", ({ reply }) => reply(401, {}));
    const missing = await router.handle(new Request("http://upstream/auth/login", { method: "POST" }), {
      env,
      url: new URL("http://upstream/auth/login"),
      scope: null,
    });
    expect(await missing.json()).toMatchObject({ path: "", in: "body", Message: expect.stringContaining("required") });
    const garbled = await router.handle(new Request("http://upstream/auth/login", { method: "POST", body: "{oops" }), {
      env,
      url: new URL("http://upstream/auth/login"),
      scope: null,
    });
    expect([garbled.status, await garbled.json()]).toMatchObject([
      400,
      { Message: expect.stringContaining("not JSON") },
    ]);
  });
});
