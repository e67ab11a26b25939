import { isLocalUrl } from "./local";

// The portal's response headers in one place (docs/decisions/0016). Every answer gets them from workers/app.ts;
// a route may widen one directive of the CSP through `allowSources` (app/api/security-headers.server.ts), never
// write a policy of its own.

/** Directives a route may widen, each for one reason the route states where it calls `allowSources`. */
export type WidenableDirective = "frame-src" | "form-action" | "img-src";
/** A CSP source expression: 'self', a scheme (https:) or an origin. Anything else is refused. */
export type CspSource = "'self'" | "https:" | `https://${string}` | `http://${string}`;
export type Widening = Partial<Record<WidenableDirective, readonly CspSource[]>>;

/** A source a route may add: 'self', https: or a bare http(s) origin (no path, quote or separator that could add a directive). */
export function isCspSource(value: string): value is CspSource {
  if (value === "'self'" || value === "https:") return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // URL accepts a '*' in a host name; a CSP would read it as a wildcard.
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.origin === value &&
    /^([a-z0-9.-]+|\[[0-9a-f:.]+\])$/i.test(url.hostname)
  );
}

/**
 * The Content-Security-Policy. Scripts run only with this answer's nonce; 'strict-dynamic' lets those scripts
 * load the route chunks they import ('self' is for browsers without strict-dynamic, which ignore nothing else).
 * Styles: nonced <style> elements (the app's stylesheet is one, in the document: decision 0028) and files of
 * our own; no inline style attributes at all, since the markup has none and scripts set styles through the CSSOM,
 * which CSP does not govern. Workers: our own files (the time-zone worker, app/session/scripts-hint.ts); a nonce
 * cannot reach `new Worker`, and under 'strict-dynamic' script-src's 'self' would not count.
 */
export function contentSecurityPolicy(nonce: string, widening: Widening = {}): string {
  const nonceSource = `'nonce-${nonce}'`;
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": [nonceSource, "'strict-dynamic'", "'self'"],
    "worker-src": ["'self'"],
    "style-src": ["'self'", nonceSource],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  for (const [name, sources] of Object.entries(widening) as [WidenableDirective, readonly CspSource[]][]) {
    const invalid = sources.find((s) => !isCspSource(s));
    if (invalid !== undefined) throw new Error(`not a CSP source: ${JSON.stringify(invalid)}`);
    const base = directives[name]!.filter((s) => s !== "'none'");
    directives[name] = [...new Set([...base, ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(" ") : "'none'"}`)
    .join("; ");
}

// Powerful features nothing in the portal uses. Only names Chromium knows: an unknown one is a console error.
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "browsing-topics",
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(", ");
export const HSTS = "max-age=63072000; includeSubDomains";
/** What every answer to a signed-in resident (or one that sets a cookie) says to caches. */
export const PRIVATE_NO_STORE = "private, no-store";

/** The headers of every answer. HSTS only off localhost: a developer's plain-http localhost must stay reachable. */
export function securityHeaders(url: string | URL, nonce: string, widening: Widening = {}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, widening),
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (!isLocalUrl(url)) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/** A fresh nonce for one answer: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
