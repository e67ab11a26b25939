import type { UpstreamEnv } from "../http";

// Who may use the test hooks (/__test/*, and the faults and scoped settings they leave behind): callers on
// localhost — a developer's machine, a test run — or anyone while TEST_HOOKS is "on". The portal calls the
// embedded upstream as http://localhost only when its own visitor came to localhost (workers/app.ts,
// app/api/client.server.ts); on Cloudflare's edge the hostname is the deployment's, so no visitor is local.

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
