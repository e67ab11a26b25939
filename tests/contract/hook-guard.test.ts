import { describe, expect, it } from "vitest";
import type { UpstreamEnv } from "../../upstream/src/http";
import { IVANOV, useUpstream } from "./harness";

// Who may use the test hooks (upstream/src/test-hooks/access.ts): callers whose request URL is on a loopback
// host, or anyone while TEST_HOOKS is "on". The portal calls the upstream as localhost only for its own local
// visitors, so on a deployment with TEST_HOOKS "off" (the default) nobody reaches them.
const { up, tokens } = useUpstream({ ivanov: IVANOV });

const OFF: Partial<UpstreamEnv> = { TEST_HOOKS: "off" };
const LOCAL = ["http://localhost", "http://127.0.0.1:8787", "http://[::1]:5173"];
const REMOTE = ["http://upstream", "https://upstream.example.workers.dev", "http://localhost.evil.example"];

const hook = (
  origin: string,
  env: Partial<UpstreamEnv>,
  path = "/__test/settings",
  body: unknown = { color: "1F6FB2" },
) =>
  up.raw(
    "POST",
    `${origin}${path}`,
    { headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    env,
  );

const userInfo = (origin: string, env: Partial<UpstreamEnv>) =>
  up.raw("GET", `${origin}/User/Info`, { headers: { acx: tokens.ivanov } }, env);

describe("test hooks guard", () => {
  it("refuses (404) a caller that is not local while TEST_HOOKS is off", async () => {
    for (const origin of REMOTE) {
      for (const path of ["/__test/settings", "/__test/faults", "/__test/accounts", "/__test/revoke"]) {
        const res = await hook(origin, OFF, path);
        expect([res.status, await res.json()], `${origin}${path}`).toEqual([404, { Message: "Not found" }]);
      }
    }
    const unset = await hook("http://upstream", { TEST_HOOKS: undefined });
    expect(unset.status).toBe(404);
  });

  it("answers a caller on localhost even with TEST_HOOKS off", async () => {
    for (const origin of LOCAL) {
      const res = await hook(origin, OFF);
      expect(res.status, origin).toBe(200);
      expect(((await res.json()) as { color: string }).color).toBe("1F6FB2");
    }
  });

  it("answers anyone while TEST_HOOKS is on", async () => {
    for (const origin of REMOTE) expect((await hook(origin, { TEST_HOOKS: "on" })).status, origin).toBe(200);
  });

  it("applies stored faults only to callers allowed to use the hooks", async () => {
    expect((await hook("http://localhost", OFF, "/__test/faults", { path: "/User/Info", mode: "500" })).status).toBe(
      200,
    );
    try {
      expect((await userInfo("http://localhost", OFF)).status).toBe(500);
      expect((await userInfo("http://upstream", { TEST_HOOKS: "on" })).status).toBe(500);
      expect((await userInfo("http://upstream", OFF)).status).toBe(200);
    } finally {
      await up.raw(
        "DELETE",
        "http://localhost/__test/faults",
        { headers: { "content-type": "application/json" }, body: "{}" },
        OFF,
      );
    }
    expect((await userInfo("http://localhost", OFF)).status).toBe(200);
  });
});
