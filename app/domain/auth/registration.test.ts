import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import {
  codeExpired,
  codeRule,
  detailsRule,
  passwordRule,
  currentStep,
  passwordLongEnough,
  formatBirthDateMask,
  keepsSentCode,
  normalizeCode,
  resendSecondsLeft,
  startsResendLock,
} from "./registration";

const today = { year: 2026, month: 6, day: 15 };
const details = (input: Parameters<ReturnType<typeof detailsRule>>[0], requireBirthDate: boolean) =>
  detailsRule({ requireBirthDate, today })(input);

describe("detailsRule (§5 step 1)", () => {
  const good = { phone: "+7 (900) 123 45 67", fio: "  Смирнова   Ольга Викторовна ", consent: "on" };

  it("normalises a valid form: phone digits, fio spaces; no birth date unless required", () => {
    expect(details({ ...good, birthday: "01.01.1990" }, false)).toEqual({
      ok: true,
      value: { phone: "79001234567", fio: "Смирнова Ольга Викторовна" },
    });
  });

  it("says 'fill all fields' on each empty field, the birth date only when required", () => {
    const result = details({ phone: " ", consent: "on" }, false);
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: "phone", key: "registration.fill_all_fields" },
        { field: "fio", key: "registration.fill_all_fields" },
      ],
    });
    const required = details({ ...good }, true);
    expect(required).toEqual({ ok: false, issues: [{ field: "birthday", key: "registration.fill_all_fields" }] });
  });

  it("checks the birth date when required and keeps it", () => {
    expect(details({ ...good, birthday: "29.02.2023" }, true)).toEqual({
      ok: false,
      issues: [{ field: "birthday", key: "registration.birth_day_range_28" }],
    });
    expect(details({ ...good, birthday: "29.02.2024" }, true)).toEqual({
      ok: true,
      value: { phone: "79001234567", fio: "Смирнова Ольга Викторовна", birthday: "29.02.2024" },
    });
  });

  // An overlong fio (kept in the session until step 3) never gets here: the schema's limit refuses it first.
  it("refuses an incomplete phone", () => {
    expect(details({ ...good, phone: "900 123" }, false)).toEqual({
      ok: false,
      issues: [{ field: "phone", key: "login.phone_incomplete" }],
    });
  });

  it("requires consent", () => {
    for (const consent of [undefined, "", "off", "true"]) {
      expect(details({ ...good, consent }, false)).toEqual({
        ok: false,
        issues: [{ field: "consent", key: "registration.consent_required" }],
      });
    }
  });
});

describe("why Next is disabled, as the form first shows (§5 step 1)", () => {
  const reasons = (input: Parameters<typeof details>[0], requireBirthDate = false) =>
    Object.keys(errorsOf(details(input, requireBirthDate))).sort();

  it("an empty form: phone, fio and consent each have their reason", () => {
    expect(reasons({})).toEqual(["consent", "fio", "phone"]);
    expect(errorsOf(details({}, false)).consent).toBe("registration.consent_required");
  });
  it("a form coming back from step 2 (all filled, consent given): none", () => {
    expect(reasons({ phone: "+7 (900) 123 45 67", fio: "Иванов Иван", consent: "on" })).toEqual([]);
  });
  it("a prefilled phone (?phone=) leaves fio and consent", () => {
    expect(reasons({ phone: "+7 (900) 123 45 67" })).toEqual(["consent", "fio"]);
  });
  it("the birth date when the settings ask for it, and only then", () => {
    const filled = { phone: "+7 (900) 123 45 67", fio: "Иванов Иван", consent: "on" };
    expect(reasons(filled, true)).toEqual(["birthday"]);
    expect(reasons({ ...filled, birthday: "31.04.1990" }, false)).toEqual([]);
  });
});

describe("codeRule (§5 step 2, §9: 4 digits)", () => {
  it("takes 4 digits, spaces ignored, and nothing else", () => {
    expect(codeRule({ code: " 04 27 " })).toEqual({ ok: true, value: { code: "0427" } });
    for (const code of [undefined, "", "123", "12345", "12a4"])
      expect(errorsOf(codeRule({ code })), String(code)).toEqual({ code: "registration.code_format" });
  });
});

describe("passwordRule (§5 step 3, issue 15)", () => {
  const tooShort = { field: "password", key: "registration.password_too_short", params: { min: 8 } };

  it("asks for both when nothing is typed", () => {
    expect(errorsOf(passwordRule({}))).toEqual({
      password: "registration.password_required",
      confirm: "registration.confirm_required",
    });
  });
  it("refuses fewer than 8 characters, whatever the confirmation, and says the minimum", () => {
    for (const password of ["1", "1234567", "abc def"]) {
      expect(passwordRule({ password, confirm: password }), password).toEqual({ ok: false, issues: [tooShort] });
    }
    expect(passwordRule({ password: "1", confirm: "2" })).toEqual({
      ok: false,
      issues: [tooShort, { field: "confirm", key: "registration.passwords_differ" }],
    });
  });
  it("marks a confirmation that differs, and takes 8 characters and more", () => {
    expect(errorsOf(passwordRule({ password: "12345678", confirm: "12345679" }))).toEqual({
      confirm: "registration.passwords_differ",
    });
    for (const password of ["12345678", "long pass phrase", "        "])
      expect(passwordRule({ password, confirm: password }), password).toEqual({ ok: true, value: { password } });
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

  it("going back to step 1 and on with the same phone keeps a code that can still be checked", () => {
    const sent = 5_000_000;
    const previous = { phone: "9001234567", sentAt: sent };
    expect(keepsSentCode(previous, "9001234567", sent + 1_000)).toBe(true);
    expect(keepsSentCode(previous, "9001234567", sent + 599_999)).toBe(true);
    expect(keepsSentCode(previous, "9001234567", sent + 600_000)).toBe(false);
    expect(keepsSentCode(previous, "9001234568", sent + 1_000)).toBe(false);
    expect(keepsSentCode({ phone: "9001234567" }, "9001234567", sent)).toBe(false);
    expect(keepsSentCode(null, "9001234567", sent)).toBe(false);
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
