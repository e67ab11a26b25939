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
