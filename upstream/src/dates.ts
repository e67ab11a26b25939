import { Temporal } from "temporal-polyfill";

// The provider's date formats (§3, §9): DD.MM.YYYY, DD.MM.YYYY HH:mm, support chat 'DD.MM.YYYY HH:mm:ss'
// in Moscow time. Records store ISO strings; answers use these formats.
export const MOSCOW = "Europe/Moscow";
const pad = (n: number, len = 2) => String(n).padStart(len, "0");

export function todayMoscow(): Temporal.PlainDate {
  return Temporal.Now.zonedDateTimeISO(MOSCOW).toPlainDate();
}

export function nowIso(): string {
  return Temporal.Now.instant().toString();
}

/** The month of a stored ISO date ("2025-05-01" → 2025-05). */
export function monthOfIso(isoDate: string): Temporal.PlainYearMonth {
  return Temporal.PlainDate.from(isoDate).toPlainYearMonth();
}

/** MM.YYYY */
export function my(month: Temporal.PlainYearMonth): string {
  return `${pad(month.month)}.${pad(month.year, 4)}`;
}

/** DD.MM.YYYY */
export function dmy(date: Temporal.PlainDate | string): string {
  const d = typeof date === "string" ? Temporal.PlainDate.from(date.slice(0, 10)) : date;
  return `${pad(d.day)}.${pad(d.month)}.${pad(d.year, 4)}`;
}

/** An ISO instant as DD.MM.YYYY HH:mm (or with :ss) in Moscow time. */
export function dmyHm(instantIso: string, withSeconds = false): string {
  const z = Temporal.Instant.from(instantIso).toZonedDateTimeISO(MOSCOW);
  return `${dmy(z.toPlainDate())} ${pad(z.hour)}:${pad(z.minute)}${withSeconds ? `:${pad(z.second)}` : ""}`;
}
