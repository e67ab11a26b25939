import { isLocalUrl } from "../app/domain/security/local";

// Paths the portal forwards to the embedded reference upstream (never to a real provider): its test hooks
// and the simulated payment and invoice pages a resident's browser must reach.
export const UPSTREAM_PREFIX = "/__upstream/";

/**
 * The upstream request for a /__upstream/… one: the same method, headers (x-test-scope included) and body.
 * Its host is localhost only when the visitor came to localhost, because the upstream answers its test hooks
 * to local callers alone; anyone else reaches it as http://upstream (the service binding ignores the host).
 */
export function upstreamRequest(request: Request): Request {
  const url = new URL(request.url);
  const host = isLocalUrl(url) ? "http://localhost" : "http://upstream";
  return new Request(new URL(url.pathname.slice(UPSTREAM_PREFIX.length - 1) + url.search, host), request);
}
