import { residentTimeZone } from "~/domain/dates/zone";
import { TIME_ZONE_COOKIE } from "~/session/scripts-hint";

/** The resident's time zone as their browser reported it (the `tz` cookie), or null: then times are Moscow's. */
export function timeZoneOf(request: Request): string | null {
  for (const pair of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at) === TIME_ZONE_COOKIE) {
      try {
        return residentTimeZone(decodeURIComponent(pair.slice(at + 1)));
      } catch {
        return null;
      }
    }
  }
  return null;
}
