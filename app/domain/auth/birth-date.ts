import { Temporal } from "temporal-polyfill";
import { today as todayIn } from "../dates/format";

// §5 registration step 1 and §9: the birth date, when the settings ask for it. Calendar arithmetic with Temporal.

export const BIRTH_YEAR_MIN = 1900;

/** The day limits the message can name (§5: "the message adds the limit"). */
export type MonthLength = 28 | 29 | 30 | 31;

/**
 * §5 step 1 birth date: exactly DD.MM.YYYY; year 1900..current; month 1..12; day 1..the month's length.
 * A date later than today is refused too (the provider would refuse it only at step 3, after the code).
 */
export function birthDateIssue(value: string, today: Temporal.PlainDate): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (value.length !== 10 || !m) return "registration.date_of_birth_incorrect";
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < BIRTH_YEAR_MIN || year > today.year) return "registration.birth_year_range";
  if (month < 1 || month > 12) return "registration.birth_month_range";
  const max = Temporal.PlainYearMonth.from({ year, month }).daysInMonth as MonthLength;
  if (day < 1 || day > max) return `registration.birth_day_range_${max}`;
  if (Temporal.PlainDate.compare(Temporal.PlainDate.from({ year, month, day }), today) > 0)
    return "registration.birth_date_future";
  return null;
}

/** The check as the step-1 rules take it, against today in the portal's zone (Moscow). */
export function birthDateCheck(today: Temporal.PlainDate = todayIn()): (value: string) => string | null {
  return (value) => birthDateIssue(value, today);
}
