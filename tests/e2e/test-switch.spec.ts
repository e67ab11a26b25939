import { request as http, type APIRequestContext } from "@playwright/test";
import { NO_SWITCH_URL } from "./base-url";
import { expect, HTTP, test } from "./fixtures";
import { IVANOV } from "./support";

// Issue 32 item 1, decision 0024: the test and demo features answer under TEST_HOOKS only, never because of the
// Host. playwright.config.ts serves a copy of the same production build on localhost a second time
// (scripts/serve-no-switch.sh), its .dev.vars holding a session secret and nothing else (no TEST_HOOKS, no
// LOCAL_DEV); this file asks it for each feature the other tests lean on.

let portal: APIRequestContext;

test.beforeAll(async () => {
  portal = await http.newContext({ baseURL: NO_SWITCH_URL });
});

test.afterAll(async () => {
  await portal.dispose();
});

test("without the switch, on localhost, no hook, upstream API or outbox answers", HTTP, async () => {
  for (const path of [
    "/__upstream/__test/settings",
    "/__upstream/demo/outbox",
    "/__upstream/Config/MobileAppSettings",
    "/demo/outbox",
  ]) {
    const answer = await portal.get(path, { headers: { "x-test-scope": "e2e-probe" } });
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()["content-type"], path).toMatch(/^text\/html/);
  }
  const fault = await portal.post("/__upstream/__test/faults", {
    data: { path: "/Auth/Login", mode: "500" },
    headers: { "x-test-scope": "e2e-probe" },
  });
  expect(fault.status()).toBeGreaterThanOrEqual(400);
  expect(await fault.text()).not.toContain('"ok"');
  // The pages a resident's browser must reach on a demo still do (an unknown payment is the bank's own 404 page).
  const pay = await portal.get("/__upstream/demo/pay/unknown-token");
  expect(pay.headers()["x-frame-options"] ?? "", "the upstream's page, not the portal's").toBe("");
});

test("without the switch no answer carries Server-Timing", HTTP, async () => {
  for (const path of ["/login", "/support", "/policy"]) {
    const answer = await portal.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["server-timing"], path).toBeUndefined();
  }
});

test("without the switch x-test-clock and x-test-scope do not lift a login wait", HTTP, async () => {
  const login = (password: string, headers: Record<string, string> = {}) =>
    portal.post("/login", { form: { phone: IVANOV.phone, password }, headers, maxRedirects: 0 });
  for (let i = 0; i < 5; i++) expect((await login(`wrong-${i}`)).status(), `failure ${i + 1}`).toBe(401);
  // The sixth try waits 30 s, even with the right password…
  expect((await login(IVANOV.password)).status()).toBe(429);
  // …and neither a clock moved on an hour nor a fresh test scope (each would, under the switch) lets it through.
  expect((await login(IVANOV.password, { "x-test-clock": "3600" })).status()).toBe(429);
  expect((await login(IVANOV.password, { "x-test-scope": "e2e-fresh" })).status()).toBe(429);
});
