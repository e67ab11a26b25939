import { describe, expect, it } from "vitest";
import { birthDateIssue, daysInMonth, parseIsoDay } from "./birth-date";

const today = { year: 2026, month: 6, day: 15 };
const issue = (value: string) => birthDateIssue(value, today);

describe("birth date (§5 step 1, §9)", () => {
  it("accepts 29.02 in leap years only, with the month's length in the message", () => {
    expect(issue("29.02.2024")).toBeNull();
    expect(issue("29.02.2000")).toBeNull();
    expect(issue("29.02.2023")).toBe("registration.birth_day_range_28");
    // 1900 is not a leap year (divisible by 100, not by 400).
    expect(issue("29.02.1900")).toBe("registration.birth_day_range_28");
    expect(issue("30.02.2024")).toBe("registration.birth_day_range_29");
  });

  it("bounds the year: 1900 up to the current year", () => {
    expect(issue("31.12.1899")).toBe("registration.birth_year_range");
    expect(issue("01.01.1900")).toBeNull();
    expect(issue("01.01.2026")).toBeNull();
    expect(issue("01.01.2027")).toBe("registration.birth_year_range");
  });

  it("bounds the day: 1 to the month's length", () => {
    expect(issue("00.01.1990")).toBe("registration.birth_day_range_31");
    expect(issue("01.01.1990")).toBeNull();
    expect(issue("31.01.1990")).toBeNull();
    expect(issue("32.01.1990")).toBe("registration.birth_day_range_31");
    expect(issue("31.04.1990")).toBe("registration.birth_day_range_30");
    expect(issue("30.04.1990")).toBeNull();
  });

  it("bounds the month: 1 to 12", () => {
    expect(issue("01.00.1990")).toBe("registration.birth_month_range");
    expect(issue("01.12.1990")).toBeNull();
    expect(issue("01.13.1990")).toBe("registration.birth_month_range");
  });

  it("checks the year before the month and the month before the day", () => {
    expect(issue("32.13.1899")).toBe("registration.birth_year_range");
    expect(issue("32.13.1990")).toBe("registration.birth_month_range");
  });

  it("needs exactly DD.MM.YYYY (10 characters)", () => {
    for (const value of [
      "1.1.1990",
      "01.01.90",
      "01/01/1990",
      "1990-01-01",
      "01.01.19900",
      " 01.01.1990",
      "аа.бб.вввв",
    ]) {
      expect(issue(value), value).toBe("registration.date_of_birth_incorrect");
    }
  });

  it("refuses a date later than today within the current year", () => {
    expect(issue("15.06.2026")).toBeNull();
    expect(issue("16.06.2026")).toBe("registration.birth_date_future");
  });
});

describe("calendar helpers", () => {
  it("reads the loader's ISO day and knows each month's length", () => {
    expect(parseIsoDay("2026-06-15")).toEqual(today);
    expect(parseIsoDay("15.06.2026")).toBeNull();
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect([2000, 2024, 1900, 2100].map((y) => daysInMonth(y, 2))).toEqual([29, 29, 28, 28]);
  });

  it("refuses the day after today across a month and a year end", () => {
    expect(birthDateIssue("01.07.2026", today)).toBe("registration.birth_date_future");
    expect(birthDateIssue("31.12.2025", { year: 2025, month: 12, day: 31 })).toBeNull();
    expect(birthDateIssue("01.01.2026", { year: 2025, month: 12, day: 31 })).toBe("registration.birth_year_range");
  });
});
