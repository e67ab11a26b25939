import { describe, expect, it } from "vitest";
import { upstreamRequest } from "./upstream-forward";

describe("the /__upstream/ forwarding", () => {
  it("calls the upstream as localhost only for a visitor on localhost, with the path, query and headers", async () => {
    const forwarded = (url: string) =>
      upstreamRequest(
        new Request(url, {
          method: "POST",
          headers: { "x-test-scope": "e2e-1", "content-type": "application/json" },
          body: "{}",
        }),
      );
    for (const local of ["http://localhost:5173", "http://127.0.0.1:5190", "http://[::1]:5190"]) {
      expect(forwarded(`${local}/__upstream/__test/faults?x=1`).url).toBe("http://localhost/__test/faults?x=1");
    }
    const remote = forwarded("https://portal.example.ru/__upstream/__test/faults");
    expect(remote.url).toBe("http://upstream/__test/faults");
    expect([remote.method, remote.headers.get("x-test-scope"), await remote.text()]).toEqual(["POST", "e2e-1", "{}"]);
  });

  it("never turns a lookalike host into localhost", () => {
    for (const host of ["localhost.evil.example", "127.0.0.1.nip.io", "evil.example"]) {
      expect(new URL(upstreamRequest(new Request(`http://${host}/__upstream/demo/outbox`)).url).hostname).toBe(
        "upstream",
      );
    }
  });
});
