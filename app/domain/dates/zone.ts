import { Temporal } from "temporal-polyfill";
import { formatDateTime, MOSCOW, parseDateTime } from "./format";

// Spec §9: emergency-work dates shift by the resident's offset and show as DD.MM.YYYY HH:mm. The provider gives
// them in Moscow wall time. The resident's zone is known only once their browser has told us (the `tz` cookie
// the app's script sets, app/ui/scripts-hint.ts, read by app/api/time-zone.server.ts); until then, and always
// without JS, the time stays Moscow's and says so, so nobody reads a Moscow time as their own.

/** A time as shown: in the resident's zone, or in Moscow's (then followed by «МСК»). */
export interface ZonedText {
  text: string;
  moscow: boolean;
}

/** The resident's IANA time zone from the cookie's value, or null when absent or not a zone Temporal knows. */
export function residentTimeZone(raw: string | null | undefined): string | null {
  const zone = (raw ?? "").trim();
  if (!zone || zone.length > 64) return null;
  try {
    return Temporal.ZonedDateTime.from({ year: 2000, month: 1, day: 1, timeZone: zone }).timeZoneId;
  } catch {
    return null;
  }
}

/**
 * A provider's Moscow date-time ('DD.MM.YYYY HH:mm') in the resident's zone, or in Moscow time when the zone is
 * unknown (or the zone is Moscow's own); null for a value that is not a date-time.
 */
export function emergencyTime(value: string, zone: string | null): ZonedText | null {
  const local = parseDateTime(value);
  if (!local) return null;
  const moscow = local.toZonedDateTime(MOSCOW);
  if (!zone) return { text: formatDateTime(moscow), moscow: true };
  return { text: formatDateTime(moscow.withTimeZone(zone)), moscow: false };
}

interface EmergencyWorkLike {
  Idents?: string[] | null;
  DateStart: string;
  DateEnd: string;
  Description: string;
}

/** Emergency works with start and end as the resident reads them; a work with an unreadable date is left out. */
export function emergencyWorkViews(works: readonly EmergencyWorkLike[], zone: string | null) {
  return works.flatMap((w) => {
    const start = emergencyTime(w.DateStart, zone);
    const end = emergencyTime(w.DateEnd, zone);
    return start && end ? [{ Idents: w.Idents ?? [], start, end, Description: w.Description }] : [];
  });
}
