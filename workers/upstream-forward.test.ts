import { describe, expect, it } from "vitest";
import { forwards, upstreamRequest } from "./upstream-forward";

// The test and demo features answer under the TEST_HOOKS switch only, never because of a Host (decision 0024).

const post = (url: string) =>
  new Request(url, {
    method: "POST",
    headers: { "x-test-scope": "e2e-1", "content-type": "application/json" },
    body: "{}",
  });

describe("the /__upstream/ forwarding", () => {
  it("under the switch calls the upstream as localhost, with the path, query, headers and body, on any host", async () => {
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:5190", "https://portal.example.ru"]) {
      const forwarded = upstreamRequest(post(`${origin}/__upstream/__test/faults?x=1`), true);
      expect(forwarded.url).toBe("http://localhost/__test/faults?x=1");
      expect([forwarded.method, forwarded.headers.get("x-test-scope"), await forwarded.text()]).toEqual([
        "POST",
        "e2e-1",
        "{}",
      ]);
    }
  });

  it("without the switch calls it as itself and drops the test scope, localhost included", () => {
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:5190", "https://portal.example.ru"]) {
      const forwarded = upstreamRequest(post(`${origin}/__upstream/demo/pay/t0k`), false);
      expect([forwarded.url, forwarded.headers.get("x-test-scope")]).toEqual(["http://upstream/demo/pay/t0k", null]);
    }
  });

  it("forwards the demo pages always, the API, hooks and outbox only under the switch", () => {
    const at = (path: string) => new URL(`http://localhost:5190${path}`);
    for (const page of ["/__upstream/demo/pay/t0k", "/__upstream/demo/invoice/t0k", "/__upstream/demo/guide/ag"]) {
      expect([forwards(at(page), false), forwards(at(page), true)], page).toEqual([true, true]);
    }
    for (const feature of [
      "/__upstream/__test/faults",
      "/__upstream/demo/outbox",
      "/__upstream/Auth/Login",
      "/__upstream/Requests/List",
      "/__upstream/demo/payx",
    ]) {
      expect([forwards(at(feature), false), forwards(at(feature), true)], feature).toEqual([false, true]);
    }
    expect(forwards(at("/login"), true)).toBe(false);
  });
});
