const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from another site. The Origin header decides when present
 * (a "null" origin counts as foreign); without it, Sec-Fetch-Site must be same-origin or none (typed URL).
 * Requests with neither header (old clients, curl) pass: SameSite=Lax cookies already keep them logged out.
 */
export function isCrossSiteWrite(method: string, requestUrl: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get("Origin");
  if (origin) return origin !== new URL(requestUrl).origin;
  const site = headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
}
