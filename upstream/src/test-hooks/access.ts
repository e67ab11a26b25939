import type { UpstreamEnv } from "../http";

// Who may use the test hooks (/__test/*, the faults and scoped settings they leave behind, the demo outbox):
// anyone while this upstream's TEST_HOOKS is "on", or a caller that names localhost. The embedded upstream is
// reached only through the portal's service binding, and the portal names localhost only under its own
// TEST_HOOKS switch (app/api/client.server.ts, workers/upstream-forward.ts; decision 0024), whatever Host its
// visitor sent. A standalone deployment is reached by its own hostname, never localhost.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const SCOPE_HEADER = "x-test-scope";
const SCOPE = /^[A-Za-z0-9_-]{1,64}$/;

export const isLoopback = (url: URL) => LOOPBACK.has(url.hostname);

export const hooksAllowed = (env: UpstreamEnv, url: URL) => env.TEST_HOOKS === "on" || isLoopback(url);

/** The request's test scope; null without one, or when the header is not 1–64 of [A-Za-z0-9_-]. */
export function scopeOf(req: Request): string | null {
  const value = req.headers.get(SCOPE_HEADER);
  return value !== null && SCOPE.test(value) ? value : null;
}
