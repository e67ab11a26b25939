// Where the provider's icon (§3 siteIconFile / appIconFile) is fetched from for /favicon.ico. The setting is a
// URL or a path on the provider's API; anything else (another scheme, a malformed URL) means "no icon".

/** Larger than any favicon needs; a bigger answer is not an icon and is not passed on. */
export const MAX_ICON_BYTES = 256 * 1024;

export interface IconSource {
  url: string;
  /** A path on the provider's API: fetched the way API calls are (the service binding for the embedded one). */
  viaUpstream: boolean;
}

export function iconSource(setting: unknown, apiBase: string): IconSource | null {
  if (typeof setting !== "string") return null;
  const value = setting.trim();
  if (!value || value.length > 2048) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:" ? { url: url.href, viaUpstream: false } : null;
    } catch {
      return null;
    }
  }
  if (value.startsWith("//")) return null; // protocol-relative: another host under a path's guise
  try {
    const base = apiBase.replace(/\/$/, "");
    return { url: new URL(base + (value.startsWith("/") ? value : `/${value}`)).href, viaUpstream: true };
  } catch {
    return null;
  }
}
