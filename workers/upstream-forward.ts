// Paths the portal forwards to the embedded reference upstream (never to a real provider).
export const UPSTREAM_PREFIX = "/__upstream/";

/**
 * The embedded upstream's pages a resident's browser must reach whatever the switch: its simulated bank and
 * invoice pages (a payLink leads there) and its demo access guides. Everything else under the prefix (its API,
 * test hooks, demo outbox) is a test and demo feature: forwarded only under TEST_HOOKS (decision 0024).
 */
const PAGES = ["/demo/pay/", "/demo/invoice/", "/demo/guide/"];

/** Whether a /__upstream/… request is forwarded (`testing`: the switch is on). */
export function forwards(url: URL, testing: boolean): boolean {
  if (!url.pathname.startsWith(UPSTREAM_PREFIX)) return false;
  const path = url.pathname.slice(UPSTREAM_PREFIX.length - 1);
  return testing || PAGES.some((page) => path.startsWith(page));
}

/**
 * The upstream request for a /__upstream/… one: the same method, headers and body. Its host is localhost only
 * under the switch, because the upstream answers its test hooks to such callers alone (and honours the
 * x-test-scope header only then); otherwise it is reached as http://upstream (the service binding ignores the
 * host) and the scope header is dropped.
 */
export function upstreamRequest(request: Request, testing: boolean): Request {
  const url = new URL(request.url);
  const host = testing ? "http://localhost" : "http://upstream";
  const forwarded = new Request(new URL(url.pathname.slice(UPSTREAM_PREFIX.length - 1) + url.search, host), request);
  if (!testing) forwarded.headers.delete("x-test-scope");
  return forwarded;
}
