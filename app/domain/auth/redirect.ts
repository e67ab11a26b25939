/**
 * A return path after login must stay on this site: a path starting with a single "/" and no backslash,
 * so "//evil.example" or "/\evil.example" (both read as other hosts by browsers) fall back.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
