import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  birthDateIssue,
  detailsReady,
  formatBirthDateMask,
  normalizeCode,
  resendSecondsLeft,
  startsResendLock,
  validateDetails,
  waitParams,
} from "./registration";

const today = Temporal.PlainDate.from("2026-06-15");
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
    for (const value of ["1.1.1990", "01.01.90", "01/01/1990", "1990-01-01", "01.01.19900", " 01.01.1990", "аа.бб.вввв"]) {
      expect(issue(value), value).toBe("registration.date_of_birth_incorrect");
    }
  });

  it("refuses a date later than today within the current year", () => {
    expect(issue("15.06.2026")).toBeNull();
    expect(issue("16.06.2026")).toBe("registration.birth_date_future");
  });
});

describe("validateDetails (§5 step 1)", () => {
  const opts = { requireBirthDate: false, today };
  const good = { phone: "+7 (900) 123 45 67", fio: "  Смирнова   Ольга Викторовна ", consent: "on" };

  it("normalises a valid form: phone digits, fio spaces; no birth date unless required", () => {
    expect(validateDetails({ ...good, birthday: "01.01.1990" }, opts)).toEqual({
      ok: true,
      value: { phone: "79001234567", fio: "Смирнова Ольга Викторовна" },
    });
  });

  it("says 'fill all fields' on each empty field, the birth date only when required", () => {
    const result = validateDetails({ phone: " ", consent: "on" }, opts);
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: "phone", key: "registration.fill_all_fields" },
        { field: "fio", key: "registration.fill_all_fields" },
      ],
    });
    const required = validateDetails({ ...good }, { requireBirthDate: true, today });
    expect(required).toEqual({ ok: false, issues: [{ field: "birthday", key: "registration.fill_all_fields" }] });
  });

  it("checks the birth date when required and keeps it", () => {
    expect(validateDetails({ ...good, birthday: "29.02.2023" }, { requireBirthDate: true, today })).toEqual({
      ok: false,
      issues: [{ field: "birthday", key: "registration.birth_day_range_28" }],
    });
    expect(validateDetails({ ...good, birthday: "29.02.2024" }, { requireBirthDate: true, today })).toEqual({
      ok: true,
      value: { phone: "79001234567", fio: "Смирнова Ольга Викторовна", birthday: "29.02.2024" },
    });
  });

  it("refuses an incomplete phone and an overlong fio", () => {
    expect(validateDetails({ ...good, phone: "900 123" }, opts)).toEqual({
      ok: false,
      issues: [{ field: "phone", key: "login.phone_incomplete" }],
    });
    expect(validateDetails({ ...good, fio: "Я".repeat(201) }, opts)).toEqual({
      ok: false,
      issues: [{ field: "fio", key: "registration.fio_too_long" }],
    });
  });

  it("requires consent", () => {
    for (const consent of [undefined, "", "off", false]) {
      expect(validateDetails({ ...good, consent }, opts)).toEqual({
        ok: false,
        issues: [{ field: "consent", key: "registration.consent_required" }],
      });
    }
  });
});

describe("step 2 and the resend lock (§5, §9)", () => {
  it("reads a 4-digit code", () => {
    expect(normalizeCode("0427")).toBe("0427");
    expect(normalizeCode(" 04 27 ")).toBe("0427");
    for (const value of ["", "123", "12345", "12a4"]) expect(normalizeCode(value), value).toBeNull();
  });

  it("locks resends for 60 s after a robot call or an SMS, not after a flash call", () => {
    const sent = 1_000_000;
    expect(resendSecondsLeft(undefined, sent)).toBe(0);
    expect(resendSecondsLeft(sent, sent)).toBe(60);
    expect(resendSecondsLeft(sent, sent + 59_001)).toBe(1);
    expect(resendSecondsLeft(sent, sent + 60_000)).toBe(0);
    expect(startsResendLock("flash")).toBe(false);
    expect(startsResendLock("call")).toBe(true);
    expect(startsResendLock("sms")).toBe(true);
  });

  it("states waits in seconds up to a minute, else whole minutes", () => {
    expect(waitParams(45)).toEqual({ unit: "seconds", n: 45 });
    expect(waitParams(60)).toEqual({ unit: "seconds", n: 60 });
    expect(waitParams(61)).toEqual({ unit: "minutes", n: 2 });
    expect(waitParams(600)).toEqual({ unit: "minutes", n: 10 });
  });
});

describe("typing help", () => {
  it("enables Next only with fio, a complete phone and consent", () => {
    const ready = { fio: "Иванов", maskedPhone: "+7 (900) 123 45 67", consent: true };
    expect(detailsReady(ready)).toBe(true);
    expect(detailsReady({ ...ready, fio: " " })).toBe(false);
    expect(detailsReady({ ...ready, maskedPhone: "+7 (900) 123 45 6" })).toBe(false);
    expect(detailsReady({ ...ready, consent: false })).toBe(false);
  });

  it("masks the birth date as DD.MM.YYYY", () => {
    expect(formatBirthDateMask("0")).toBe("0");
    expect(formatBirthDateMask("0103")).toBe("01.03");
    expect(formatBirthDateMask("01.")).toBe("01.");
    expect(formatBirthDateMask("01031990")).toBe("01.03.1990");
    expect(formatBirthDateMask("01.03.19901")).toBe("01.03.1990");
  });
});
