import { describe, expect, it } from "vitest";
import { ResponseHeaders } from "./security-headers.server";
import { contentSecurityPolicy, HSTS, isCspSource, newNonce, securityHeaders } from "../domain/security/headers";

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(/;\s*/)
      .map((d) => d.split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("the Content-Security-Policy", () => {
  it("runs only scripts with this answer's nonce (and what they load), and keeps everything else to the portal", () => {
    const csp = directives(contentSecurityPolicy("abc123=="));
    expect(csp["script-src"]).toEqual(["'nonce-abc123=='", "'strict-dynamic'", "'self'"]);
    expect(csp["style-src"]).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(csp["worker-src"]).toEqual(["'self'"]);
    expect(csp).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
    });
    for (const sources of Object.values(csp)) expect(sources).not.toContain("'unsafe-inline'");
  });

  it("lets a route widen one directive by sources, replacing 'none' and keeping the rest", () => {
    const csp = directives(
      contentSecurityPolicy("n", { "frame-src": ["https://invoices.provider.example"], "form-action": ["https:"] }),
    );
    expect(csp["frame-src"]).toEqual(["https://invoices.provider.example"]);
    expect(csp["form-action"]).toEqual(["'self'", "https:"]);
    expect(csp["script-src"]).toEqual(["'nonce-n'", "'strict-dynamic'", "'self'"]);
  });

  it("accepts as a source only 'self', https: or a bare origin: nothing that could add a directive or a wildcard", () => {
    for (const ok of [
      "'self'",
      "https:",
      "https://a.example",
      "http://localhost:5173",
      "https://xn--80ak6aa92e.example",
      "http://[::1]:8080",
    ]) {
      expect(isCspSource(ok), ok).toBe(true);
    }
    for (const bad of [
      "*",
      "'unsafe-inline'",
      "https://a.example/path",
      "https://a.example; script-src *",
      "https://a.example 'unsafe-eval'",
      "javascript:",
      "data:",
      "https://*.example",
      "",
    ]) {
      expect(isCspSource(bad), bad).toBe(false);
      expect(() => contentSecurityPolicy("n", { "img-src": [bad as "https:"] }), bad).toThrow();
      expect(() => new ResponseHeaders().allow("img-src", bad as "https:"), bad).toThrow();
    }
  });

  it("gets a fresh 128-bit nonce for every answer", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => new ResponseHeaders().nonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("the security headers", () => {
  it("send HSTS on every host but localhost", () => {
    for (const url of ["https://portal.example/login", "https://portal.example:8443/x", "http://192.168.0.5/"]) {
      expect(securityHeaders(url, "n")["Strict-Transport-Security"], url).toBe(HSTS);
    }
    for (const url of ["http://localhost:5173/login", "http://127.0.0.1/", "http://[::1]:5173/"]) {
      expect(securityHeaders(url, "n"), url).not.toHaveProperty("Strict-Transport-Security");
    }
  });

  it("deny the powerful features nothing uses, and never let a page be sniffed or framed", () => {
    const headers = securityHeaders("https://portal.example/", "n");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "same-origin",
    });
  });
});

describe("an answer's headers", () => {
  const request = new Request("https://portal.example/meters");

  it("replace whatever policy a route wrote, and carry what a route widened", () => {
    const headers = new ResponseHeaders();
    headers.allow("frame-src", "https://invoices.example");
    const answer = headers.apply(
      request,
      new Response("x", { headers: { "Content-Security-Policy": "default-src *" } }),
    );
    const csp = answer.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`'nonce-${headers.nonce}'`);
    expect(csp).toContain("frame-src https://invoices.example");
    expect(csp).not.toContain("default-src *");
  });

  it("are private, no-store for a signed-in resident or when a cookie is set, and keep a route's caching otherwise", () => {
    const anonymous = new ResponseHeaders().apply(
      request,
      new Response("x", { headers: { "Cache-Control": "public, max-age=300" } }),
    );
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=300");
    const signedIn = new ResponseHeaders();
    signedIn.markPrivate();
    expect(
      signedIn
        .apply(request, new Response("x", { headers: { "Cache-Control": "public, max-age=300" } }))
        .headers.get("Cache-Control"),
    ).toBe("private, no-store");
    expect(signedIn.apply(request, new Response("x")).headers.get("Cache-Control")).toBe("private, no-store");
    const setsCookie = new ResponseHeaders().apply(
      request,
      new Response("x", { headers: { "Set-Cookie": "lng=en; Path=/" } }),
    );
    expect(setsCookie.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
