import { Temporal } from "temporal-polyfill";
import { formatDateTime, MOSCOW, parseDateTime } from "./format";

// Spec §9: emergency-work dates shift by the resident's offset and show as DD.MM.YYYY HH:mm. The provider gives
// them in Moscow wall time. One display everywhere (issue 33 item 9): the provider's time marked «МСК», and the
// resident's own in brackets when it differs. The resident's zone is known only once their browser has told us
// (the `tz` cookie the app's script sets, app/session/scripts-hint.ts, read by app/server/time-zone.server.ts);
// until then, and always without JS, only the Moscow time shows, and says it is Moscow's.

/** A time as shown: the provider's Moscow time, and the resident's when known and different. */
export interface ZonedText {
  /** Moscow wall time, DD.MM.YYYY HH:mm. */
  text: string;
  /** The same instant on the resident's clock, or null (zone unknown, or the same as Moscow's). */
  local: string | null;
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
 * A provider's Moscow date-time ('DD.MM.YYYY HH:mm') as it is shown: Moscow's, and in the resident's zone when it
 * is known and shows another time; null for a value that is not a date-time.
 */
export function emergencyTime(value: string, zone: string | null): ZonedText | null {
  const local = parseDateTime(value);
  if (!local) return null;
  const moscow = local.toZonedDateTime(MOSCOW);
  const text = formatDateTime(moscow);
  const own = zone ? formatDateTime(moscow.withTimeZone(zone)) : null;
  return { text, local: own === text ? null : own };
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
