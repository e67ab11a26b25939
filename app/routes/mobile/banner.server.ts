import { createCookie } from "react-router";
import { bannerStore, BANNER_COOKIE, BANNER_COOKIE_SECONDS } from "~/domain/support/banner";
import { isLocalRequest } from "~/domain/security/local";
import type { MobileAppSettings } from "~/domain/types";

// The banner's dismissal flag (§9: 7 days), HttpOnly like every cookie of the portal: set by the dismiss post.
export const bannerCookie = (request: Request) =>
  createCookie(BANNER_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
    maxAge: BANNER_COOKIE_SECONDS,
  });

/** The root loader's banner: the store for this phone, or null (desktop, dismissed, no link). */
export async function bannerFor(request: Request, config: MobileAppSettings) {
  const dismissed = (await bannerCookie(request).parse(request.headers.get("Cookie"))) === "1";
  return bannerStore(request.headers.get("User-Agent"), dismissed, {
    android: config.appLinkAndroid ?? null,
    ios: config.appLinkIOS ?? null,
  });
}
