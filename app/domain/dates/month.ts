import { Temporal } from "temporal-polyfill";

// Months (consumption per month, payments per month) as Temporal.PlainYearMonth, not as sliced strings: a
// month after December is January of the next year, and a date that is not one is no month at all.

/** The month of an ISO date or month ("2026-01-31", "2026-01"), or null when the text is not one. */
export function monthOf(iso: string): Temporal.PlainYearMonth | null {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(iso)) return null;
  try {
    return iso.length === 7
      ? Temporal.PlainYearMonth.from(iso, { overflow: "reject" })
      : Temporal.PlainDate.from(iso, { overflow: "reject" }).toPlainYearMonth();
  } catch {
    return null;
  }
}

/** Whether `later` is the month right after `earlier` (no gap). */
export function isNextMonth(earlier: Temporal.PlainYearMonth, later: Temporal.PlainYearMonth): boolean {
  return earlier.add({ months: 1 }).equals(later);
}

/** "MM.YYYY", as the charts label a month (§9's DD.MM.YYYY without the day). */
export function monthLabel(month: Temporal.PlainYearMonth): string {
  return `${String(month.month).padStart(2, "0")}.${String(month.year).padStart(4, "0")}`;
}
