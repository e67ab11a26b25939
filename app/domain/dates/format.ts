import { Temporal } from "temporal-polyfill";

// All date logic of the spec goes through Temporal. Dates cross loaders as strings and become Temporal values
// here. Formats: DD.MM.YYYY and DD.MM.YYYY HH:mm (§9); support chat times are Moscow time (UTC+3).
export const MOSCOW = "Europe/Moscow";

const pad = (n: number, len = 2) => String(n).padStart(len, "0");

/** Parses DD.MM.YYYY strictly (real calendar dates only), or returns null. */
export function parseDate(value: string): Temporal.PlainDate | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) return null;
  try {
    return Temporal.PlainDate.from(
      { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) },
      { overflow: "reject" },
    );
  } catch {
    return null;
  }
}

/** Parses DD.MM.YYYY HH:mm with optional :ss, or returns null. */
export function parseDateTime(value: string): Temporal.PlainDateTime | null {
  const m = /^(\d{2}\.\d{2}\.\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  const date = m ? parseDate(m[1]!) : null;
  if (!m || !date) return null;
  try {
    return date.toPlainDateTime(
      Temporal.PlainTime.from(
        { hour: Number(m[2]), minute: Number(m[3]), second: Number(m[4] ?? 0) },
        { overflow: "reject" },
      ),
    );
  } catch {
    return null;
  }
}

export function formatDate(date: Temporal.PlainDate | Temporal.PlainDateTime | Temporal.ZonedDateTime): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

export function formatDateTime(value: Temporal.PlainDateTime | Temporal.ZonedDateTime): string {
  return `${formatDate(value)} ${pad(value.hour)}:${pad(value.minute)}`;
}

/** A support-chat timestamp ('DD.MM.YYYY HH:mm:ss', Moscow time) as an exact instant. */
export function parseMoscowTimestamp(value: string): Temporal.ZonedDateTime | null {
  const local = parseDateTime(value);
  return local ? local.toZonedDateTime(MOSCOW) : null;
}

/** An instant shown in the resident's time zone as DD.MM.YYYY HH:mm. */
export function formatInZone(instant: Temporal.ZonedDateTime | Temporal.Instant, timeZone: string): string {
  const zoned =
    instant instanceof Temporal.Instant ? instant.toZonedDateTimeISO(timeZone) : instant.withTimeZone(timeZone);
  return formatDateTime(zoned);
}

/** Today's date in a time zone; the portal's default is Moscow, where the provider's dates live. */
export function today(timeZone: string = MOSCOW, now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(timeZone).toPlainDate();
}
