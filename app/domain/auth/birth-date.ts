// §5 registration step 1 and §9: the birth date, when the settings ask for it. Plain calendar arithmetic, no
// Temporal: the browser runs this rule too (registration step 1's Next), and the polyfill would weigh more than
// the whole form. "Today" comes from the server (the loader for the browser, the action for itself).

export const BIRTH_YEAR_MIN = 1900;

/** The day limits the message can name (§5: "the message adds the limit"). */
export type MonthLength = 28 | 29 | 30 | 31;

/** A calendar day (a Temporal.PlainDate fits). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): MonthLength {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "2026-06-15" as a calendar day, or null. */
export function parseIsoDay(value: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

const compareDays = (a: CalendarDay, b: CalendarDay) => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * §5 step 1 birth date: exactly DD.MM.YYYY; year 1900..current; month 1..12; day 1..the month's length.
 * A date later than today is refused too (the provider would refuse it only at step 3, after the code).
 */
export function birthDateIssue(value: string, today: CalendarDay): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (value.length !== 10 || !m) return "registration.date_of_birth_incorrect";
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < BIRTH_YEAR_MIN || year > today.year) return "registration.birth_year_range";
  if (month < 1 || month > 12) return "registration.birth_month_range";
  const max = daysInMonth(year, month);
  if (day < 1 || day > max) return `registration.birth_day_range_${max}`;
  if (compareDays({ year, month, day }, today) > 0) return "registration.birth_date_future";
  return null;
}
