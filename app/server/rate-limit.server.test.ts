import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryLimiter } from "./limiter-memory";
import { POLICY } from "../domain/security/policy";
import {
  checkLookup,
  clientKey,
  createLimiter,
  limiterContext,
  phoneSubject,
  testClockOffset,
  anonymousLookup,
} from "./rate-limit.server";

const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const ON = { TEST_HOOKS: "on" };
const OFF = { TEST_HOOKS: "off" };

afterEach(() => vi.useRealTimers());

describe("clientKey: the real client address, never a header a client can add past the edge", () => {
  it("without the switch: CF-Connecting-IP, which Cloudflare's edge overwrites, on any Host", () => {
    for (const host of ["https://portal.example.ru", "http://localhost:5190"]) {
      expect(clientKey(at(`${host}/login`, { "CF-Connecting-IP": "203.0.113.7" }), OFF)).toBe("ip:203.0.113.7");
      expect(clientKey(at(`${host}/login`, { "CF-Connecting-IP": "2001:db8:1:2:3:4:5:6" }), {})).toBe(
        "ip:2001:db8:1:2::/64",
      );
      // The test scope is not honoured without the switch, localhost included.
      expect(clientKey(at(`${host}/login`, { "CF-Connecting-IP": "203.0.113.7", "x-test-scope": "s1" }), OFF)).toBe(
        "ip:203.0.113.7",
      );
    }
  });

  it("under the switch a forged CF-Connecting-IP gives no fresh allowance: one key, per test scope", () => {
    for (const forged of ["203.0.113.7", "198.51.100.1", "e2e-123"]) {
      expect(clientKey(at("http://localhost:5190/login", { "CF-Connecting-IP": forged }), ON)).toBe("local");
      expect(
        clientKey(at("http://127.0.0.1:5190/login", { "CF-Connecting-IP": forged, "x-test-scope": "e2e-1" }), ON),
      ).toBe("local:e2e-1");
    }
  });
});

describe("a resident's subject", () => {
  it("is their login; under the switch per test scope, as browser tests share the demo residents", () => {
    const env = memoryLimiter().env;
    const on = { ...env, ...ON };
    expect(createLimiter(env, at("http://localhost/requests", { "x-test-scope": "s1" })).resident("79000000001")).toBe(
      "resident:79000000001",
    );
    expect(createLimiter(on, at("http://localhost/requests", { "x-test-scope": "s1" })).resident("79000000001")).toBe(
      "resident:79000000001@s1",
    );
    expect(createLimiter(on, at("http://localhost/requests")).resident("79000000001")).toBe("resident:79000000001");
  });
});

describe("testClockOffset", () => {
  it("moves the limits' clock only under the switch, never for a Host", () => {
    expect(testClockOffset(at("http://localhost/login", { "x-test-clock": "600" }), ON)).toBe(600_000);
    expect(testClockOffset(at("http://localhost/login", { "x-test-clock": "600" }), OFF)).toBe(0);
    expect(testClockOffset(at("http://localhost/login", { "x-test-clock": "600" }), {})).toBe(0);
    for (const bad of ["-5", "1.5", "abc", String(10 ** 9)])
      expect(testClockOffset(at("http://localhost/login", { "x-test-clock": bad }), ON), bad).toBe(0);
  });
});

describe("createLimiter", () => {
  const request = at("https://portal.example.ru/login", { "CF-Connecting-IP": "203.0.113.7" });
  const phone = phoneSubject("79001234567");

  it("asks each subject once per step, all at once", async () => {
    const mem = memoryLimiter();
    const limits = createLimiter(mem.env, request);
    await limits.take([
      { subject: phone, rules: POLICY.loginPerPhone, record: ["login_fail"] },
      { subject: limits.client, rules: POLICY.loginPerClient, record: ["login_fail"] },
    ]);
    expect(mem.calls).toEqual([phone, "ip:203.0.113.7"]);
  });

  it("a refusal by one subject leaves nothing recorded on the other", async () => {
    const mem = memoryLimiter();
    const limits = createLimiter(mem.env, request);
    const steps = (p: string) => [
      { subject: p, rules: POLICY.sendsPerPhone, record: ["send"] },
      { subject: limits.client, rules: POLICY.sendsPerClient, record: ["send"] },
    ];
    for (let i = 0; i < 3; i++) expect((await limits.take(steps(phone))).decision.allowed).toBe(true);
    // The client's 3 in 10 minutes are used up: another phone is refused, and its own count stays empty.
    const refused = await limits.take(steps(phoneSubject("79007654321")));
    expect(refused.decision).toEqual({ allowed: false, retryAfter: 600, log: "send" });
    expect(mem.storeOf(phoneSubject("79007654321")).rows).toEqual([]);
  });

  it("refund takes the action back; forgive empties the named logs and takes back the rest", async () => {
    const mem = memoryLimiter();
    const limits = createLimiter(mem.env, request);
    const steps = [
      { subject: phone, rules: POLICY.loginPerPhone, record: ["login_fail"] },
      { subject: limits.client, rules: POLICY.loginPerClient, record: ["login_fail"] },
    ];
    await limits.take(steps);
    await (await limits.take(steps)).refund();
    expect([mem.storeOf(phone).rows.length, mem.storeOf(limits.client).rows.length]).toEqual([1, 1]);
    await (await limits.take(steps)).forgive({ [phone]: ["login_fail"] });
    expect([mem.storeOf(phone).rows.length, mem.storeOf(limits.client).rows.length]).toEqual([0, 1]);
  });

  it("fails open when the object cannot be reached", async () => {
    const env = { RATE_LIMITER: { getByName: () => ({ apply: () => Promise.reject(new Error("down")) }) } } as never;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ticket = await createLimiter(env, request).take([
      { subject: phone, rules: POLICY.loginPerPhone, record: ["login_fail"] },
    ]);
    expect(ticket.decision).toEqual({ allowed: true });
    await ticket.refund();
  });
});

describe("anonymousLookup", () => {
  const contextFor = (env: ReturnType<typeof memoryLimiter>["env"], request: Request) => {
    const context = new RouterContextProvider();
    context.set(limiterContext, createLimiter(env, request));
    return context;
  };
  const visitor = at("https://portal.example.ru/rc/123456", { "CF-Connecting-IP": "203.0.113.7" });

  it("after 10 codes not found in an hour, the next lookup is the 429 page with the wait", async () => {
    const mem = memoryLimiter();
    const context = contextFor(mem.env, visitor);
    for (let i = 0; i < 10; i++) await (await anonymousLookup(context, "rc")).miss();
    const refused = await anonymousLookup(context, "rc").then(
      () => null,
      (e: unknown) => e,
    );
    const { data, init } = refused as { data: { failure: unknown }; init: ResponseInit };
    expect(init.status).toBe(429);
    expect(new Headers(init.headers).get("Retry-After")).toBe("3600");
    expect(data.failure).toEqual({
      kind: "http",
      status: 429,
      key: "errors.too_many_requests_minutes",
      params: { n: 60 },
    });
    // Another client, and another kind of code, have their own allowances.
    expect(
      "miss" in (await checkLookup(contextFor(mem.env, at(visitor.url, { "CF-Connecting-IP": "203.0.113.8" })), "rc")),
    ).toBe(true);
    expect("miss" in (await checkLookup(context, "openpoll"))).toBe(true);
  });

  it("found codes count too: 120 lookups in 10 minutes", async () => {
    const mem = memoryLimiter();
    const context = contextFor(mem.env, visitor);
    for (let i = 0; i < 120; i++) expect("miss" in (await checkLookup(context, "rc"))).toBe(true);
    expect(await checkLookup(context, "rc")).toEqual({ retryAfter: 600 });
  });
});
