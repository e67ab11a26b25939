import { createRequestHandler, RouterContextProvider } from "react-router";
import { testContextOf, testHooksOn, upstreamFetcher } from "../app/api/client.server";
import { edgeCache, purgeSettings } from "../app/api/settings.server";
import { ResponseHeaders, responseHeadersContext } from "../app/server/security-headers.server";
import { ServerTiming, timingContext } from "../app/api/timing.server";
import { bodyOverContext, cloudflareContext, requestMethodContext } from "../app/context";
import { bodyCapOf, meteredBody, routable } from "../app/domain/security/request-shape";
import { createLimiter, limiterContext } from "../app/server/rate-limit.server";
import { forwards, upstreamRequest } from "./upstream-forward";

// Durable Object classes must be exported from the entry module (bound as RATE_LIMITER in wrangler.toml).
export { RateLimiter } from "./rate-limiter";
export { FormOnce } from "./form-once";
export { ResidentSessions } from "./resident-sessions";

const handler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * The embedded upstream's hooks and pages. A test that changes its scope's settings also drops the portal's
 * cached copy of them, so its next page sees the change (the cache key carries the same scope).
 */
async function forwardToUpstream(request: Request, env: Env): Promise<Response> {
  const testing = testHooksOn(env);
  const forwarded = upstreamRequest(request, testing);
  const response = await env.UPSTREAM.fetch(forwarded);
  if (response.ok && testing && new URL(forwarded.url).pathname === "/__test/settings") {
    await purgeSettings(edgeCache(), upstreamFetcher(env).baseUrl, testContextOf(request, env).testScope);
  }
  return response;
}

/**
 * A body without a declared length is counted as it is read and fails past its cap (issue 32 item 3); one with a
 * length is judged by it before it is read (the root's guard). Either way no post is read into memory whole.
 */
function capped(request: Request, context: RouterContextProvider): Request {
  if (!request.body || request.headers.has("Content-Length")) return request;
  const metered = meteredBody(request.body, bodyCapOf(request.headers.get("Content-Type")));
  context.set(bodyOverContext, metered.over);
  return new Request(request, { body: metered.body });
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // The embedded upstream's demo pages, and under the switch its API and hooks; anything else is the portal's.
    if (!env.UPSTREAM_BASE_URL && forwards(url, testHooksOn(env))) return forwardToUpstream(request, env);
    const timing = new ServerTiming();
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    context.set(requestMethodContext, request.method);
    context.set(timingContext, timing);
    context.set(limiterContext, createLimiter(env, request));
    // The CSP nonce and what routes widened: every answer of the portal gets its headers here (decision 0016).
    const headers = new ResponseHeaders();
    context.set(responseHeadersContext, headers);
    const response = headers.apply(request, await handler(routable(capped(request, context)), context));
    // Which upstream calls a page made and how long each took: for tests and the bench, under the switch only.
    if (testHooksOn(env)) response.headers.set("Server-Timing", timing.header());
    return response;
  },
} satisfies ExportedHandler<Env>;
