// The visitor's platform from the user agent: the mobile app page's store link (§2.3), the install banner
// (§4, shown on Android and iOS phones only) and the contact form's os (§3).

export type Platform = "android" | "ios" | null;

/** Android or iOS for a phone's browser; null for a desktop, a tablet asking for desktop pages, or anything else. */
export function phonePlatform(userAgent: string | null | undefined): Platform {
  const ua = userAgent ?? "";
  if (/iPhone|iPod/.test(ua)) return "ios";
  // Android tablets leave "Mobile" out of their user agent; the banner is for phones.
  if (/Android/.test(ua) && /Mobile/.test(ua)) return "android";
  return null;
}

/** The store platform for the mobile app page: a phone's, or an iPad's or Android tablet's too. */
export function storePlatform(userAgent: string | null | undefined): Platform {
  const ua = userAgent ?? "";
  if (/iPhone|iPad|iPod/.test(ua)) return "ios";
  if (/Android/.test(ua)) return "android";
  return null;
}

/** A short name of the operating system for the operator (§3 os). */
export function osOf(userAgent: string): string {
  const checks: Array<[RegExp, string]> = [
    [/iPhone|iPad|iPod/, "iOS"],
    [/Android/, "Android"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ];
  return checks.find(([re]) => re.test(userAgent))?.[1] ?? "unknown";
}
