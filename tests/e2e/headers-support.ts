import type { APIResponse } from "@playwright/test";
import { expect } from "./fixtures";

// The security headers every answer of the portal carries (decision 0016), as headers.spec.ts checks them on
// every route and robust.spec.ts on every refusal: one check, so a refusal's page is held to the same policy.

/** The only answers whose CSP is wider than the default, and how (each route's reason is where it widens). */
const WIDENED: Record<string, Partial<Record<"frame-src" | "form-action", string>>> = {
  "/payment-invoice/:token": { "frame-src": "'self'" },
  // The access guides' frames (the reference upstream's demo guides, reached through the portal).
  "/ag": { "frame-src": "'self'" },
  "/triniti": { "frame-src": "'self'" },
  "/payment/pay/:target": { "form-action": "'self' https:" },
  "/payment/invoices/:accountId": { "form-action": "'self' https:" },
};
const DEFAULT_WIDENABLE = { "frame-src": "'none'", "form-action": "'self'" };
/** The pages with handle `scripts: false`. */
const NO_SCRIPTS = [
  "/policy",
  "/agreement",
  "/developers",
  "/demo/outbox",
  "/payment-invoice/:token",
  "/mp",
  "/ag",
  "/triniti",
  "/*",
];

// A browser that told the portal it runs scripts gets streamed documents: React's own inline scripts then need the nonce too.
export const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
};

function csp(answer: APIResponse): Record<string, string> {
  const header = answer.headers()["content-security-policy"] ?? "";
  return Object.fromEntries(header.split(/;\s*/).map((d) => [d.split(" ")[0]!, d.split(" ").slice(1).join(" ")]));
}

/** The headers every answer carries, on localhost. */
export function expectSecurityHeaders(answer: APIResponse, what: string, pattern: string) {
  const headers = answer.headers();
  const policy = csp(answer);
  expect(policy["script-src"], `${what}: script-src`).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
  expect(policy["style-src"], what).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(policy, what).toMatchObject({
    "default-src": "'self'",
    "img-src": "'self' data:",
    "connect-src": "'self'",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "object-src": "'none'",
    ...DEFAULT_WIDENABLE,
    // A route widens while it shows its page, not when it sends the resident elsewhere.
    ...(answer.status() === 200 ? WIDENED[pattern] : {}),
  });
  expect(headers["permissions-policy"], what).toContain("camera=(), ");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  // localhost: a developer's plain http must stay reachable (the header itself is unit-tested for other hosts).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** Every script, stylesheet element and module preload of a document carries this answer's nonce, and no tag has a style attribute. */
export function expectNoncedDocument(html: string, answer: APIResponse, what: string, pattern: string) {
  const nonce = /'nonce-([^']+)'/.exec(csp(answer)["script-src"] ?? "")?.[1];
  const tags = [...html.matchAll(/<(script|style)\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
  // Pages that ship no scripts (issue 15 item 8, tests/e2e/no-scripts.spec.ts) have none to check.
  if (NO_SCRIPTS.includes(pattern))
    expect(
      tags.filter((t) => t.startsWith("<script")),
      `${what}: scripts`,
    ).toEqual([]);
  else expect(tags.filter((t) => t.startsWith("<script")).length, `${what}: scripts`).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, what).toContain(` nonce="${nonce}"`);
  expect(html.match(/<[a-z][^>]*\sstyle="[^"]*"/g) ?? [], `${what}: inline style attributes`).toEqual([]);
}
