import { phonePlatform, type Platform } from "./platform";

// §4 Mobile banner, §9: on Android and iOS phones the install banner appears after 7 s unless dismissed before;
// dismissing keeps a flag cookie for 7 days. Never on the app page itself nor inside the embedded pages.

export const BANNER_DELAY_MS = 7_000;
export const BANNER_COOKIE = "mp_banner";
export const BANNER_COOKIE_SECONDS = 7 * 24 * 3600;

/** Pages the banner never covers: the app page (it is the banner's target) and the pages shown in frames. */
const HIDDEN_ON = [/^\/mp\/?$/, /^\/ag\/?$/, /^\/triniti\/?$/, /^\/payment-invoice\//];

export const bannerHiddenOn = (pathname: string) => HIDDEN_ON.some((re) => re.test(pathname));

/** The store to offer: the phone's platform when it has a link and the banner was not dismissed; else none. */
export function bannerStore(
  userAgent: string | null,
  dismissed: boolean,
  links: { android: string | null; ios: string | null },
): { platform: Exclude<Platform, null>; href: string } | null {
  if (dismissed) return null;
  const platform = phonePlatform(userAgent);
  const href = platform ? links[platform] : null;
  return platform && href ? { platform, href } : null;
}
