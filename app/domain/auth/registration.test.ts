import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { birthDateCheck } from "./birth-date";
import {
  codeExpired,
  currentStep,
  passwordLongEnough,
  formatBirthDateMask,
  normalizeCode,
  resendSecondsLeft,
  startsResendLock,
  validateDetails,
} from "./registration";

const birthDateIssue = birthDateCheck(Temporal.PlainDate.from("2026-06-15"));

describe("validateDetails (§5 step 1)", () => {
  const opts = { requireBirthDate: false, birthDateIssue };
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
    const required = validateDetails({ ...good }, { requireBirthDate: true, birthDateIssue });
    expect(required).toEqual({ ok: false, issues: [{ field: "birthday", key: "registration.fill_all_fields" }] });
  });

  it("checks the birth date when required and keeps it", () => {
    expect(validateDetails({ ...good, birthday: "29.02.2023" }, { requireBirthDate: true, birthDateIssue })).toEqual({
      ok: false,
      issues: [{ field: "birthday", key: "registration.birth_day_range_28" }],
    });
    expect(validateDetails({ ...good, birthday: "29.02.2024" }, { requireBirthDate: true, birthDateIssue })).toEqual({
      ok: true,
      value: { phone: "79001234567", fio: "Смирнова Ольга Викторовна", birthday: "29.02.2024" },
    });
  });

  // An overlong fio (kept in the session until step 3) never gets here: the schema's limit refuses it first.
  it("refuses an incomplete phone", () => {
    expect(validateDetails({ ...good, phone: "900 123" }, opts)).toEqual({
      ok: false,
      issues: [{ field: "phone", key: "login.phone_incomplete" }],
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
});

describe("code expiry and the password's length (issue 15)", () => {
  it("a code can be checked for 10 minutes after it was sent", () => {
    const sent = 5_000_000;
    expect(codeExpired(sent, sent)).toBe(false);
    expect(codeExpired(sent, sent + 599_999)).toBe(false);
    expect(codeExpired(sent, sent + 600_000)).toBe(true);
    expect(codeExpired(undefined, sent)).toBe(true);
  });

  it("a password has at least 8 characters", () => {
    const table: Array<[string, boolean]> = [
      ["", false],
      ["1", false],
      ["1234567", false],
      ["12345678", true],
      ["пароль12", true],
      ["        ", true],
    ];
    for (const [password, ok] of table) expect(passwordLongEnough(password), password).toBe(ok);
  });
});

describe("currentStep", () => {
  const now = 10_000_000;
  const state = { step: 2 as const, phone: "79001234567", fio: "Иванов", sentAt: now - 60_000 };
  it("follows the session, and starts over after half an hour", () => {
    expect(currentStep(null, now)).toBe(1);
    expect(currentStep(state, now)).toBe(2);
    expect(currentStep({ ...state, step: 3 }, now)).toBe(3);
    expect(currentStep({ ...state, sentAt: now - 1_799_000 }, now)).toBe(2);
    expect(currentStep({ ...state, sentAt: now - 1_800_000 }, now)).toBe(1);
    expect(currentStep({ step: 2, phone: "79001234567", fio: "Иванов" }, now)).toBe(1);
  });
});

describe("typing help", () => {
  it("masks the birth date as DD.MM.YYYY", () => {
    expect(formatBirthDateMask("0")).toBe("0");
    expect(formatBirthDateMask("0103")).toBe("01.03");
    expect(formatBirthDateMask("01.")).toBe("01.");
    expect(formatBirthDateMask("01031990")).toBe("01.03.1990");
    expect(formatBirthDateMask("01.03.19901")).toBe("01.03.1990");
  });
});
