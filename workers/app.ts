import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/context";
import { UPSTREAM_PREFIX, upstreamRequest } from "./upstream-forward";

// Durable Object classes must be exported from the entry module (bound as RATE_LIMITER in wrangler.toml).
export { RateLimiter } from "./rate-limiter";

const handler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  // frame-src: no page embeds frames, except /payment-invoice/*, which sets its own policy for the invoice page.
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; frame-src 'none'",
};

function withSecurityHeaders(response: Response): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!out.headers.has(name)) out.headers.set(name, value);
  return out;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith(UPSTREAM_PREFIX) && !env.UPSTREAM_BASE_URL) return env.UPSTREAM.fetch(upstreamRequest(request));
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return withSecurityHeaders(await handler(request, context));
  },
} satisfies ExportedHandler<Env>;
