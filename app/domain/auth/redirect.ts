import { LIMITS } from "../forms/limits";

/**
 * A return path after login must stay on this site: a path starting with a single "/" and no backslash,
 * so "//evil.example" or "/\evil.example" (both read as other hosts by browsers) fall back. A path over the
 * login form's limit falls back too, or the form would carry a hidden field it refuses.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.length > LIMITS.redirectTo) return fallback;
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

/**
 * The hash the browser kept on the login page, for the page after login: a payment result made elsewhere
 * (/payment#paymentSuccess, §2.3) survives a login in between. A hash never reaches the server, so the login
 * form sends it with JS; only a plain fragment is taken, anything else is dropped.
 */
export function withFragment(path: string, fragment: unknown): string {
  if (typeof fragment !== "string" || !/^#[A-Za-z0-9_-]{1,64}$/.test(fragment)) return path;
  return `${path.split("#", 1)[0]}${fragment}`;
}
