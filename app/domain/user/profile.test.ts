import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { emailNotice, profileRule } from "./profile";

const profileErrors = (input: Parameters<typeof profileRule>[0]) => errorsOf(profileRule(input));

describe("profileRule: issues", () => {
  const ok = { fio: "Иванов Иван", email: "" };

  it("needs fio, blank spaces included", () => {
    expect(profileErrors(ok)).toEqual({});
    expect(profileErrors({ ...ok, fio: "   " })).toEqual({ fio: "forms.field_required" });
  });

  it("checks the email only when given", () => {
    expect(profileErrors({ ...ok, email: "x@y.ru" })).toEqual({});
    expect(profileErrors({ ...ok, email: "x@y" })).toEqual({ email: "forms.wrong_format" });
  });

  it("asks for the email when electronic bills are on", () => {
    expect(profileErrors({ ...ok, onlyElectronicBills: "on" })).toEqual({ email: "profile.fill_email" });
    expect(profileErrors({ ...ok, onlyElectronicBills: "on", email: "x@y.ru" })).toEqual({});
    // A malformed address is reported as such, not as missing.
    expect(profileErrors({ ...ok, onlyElectronicBills: "on", email: "x@" })).toEqual({ email: "forms.wrong_format" });
  });
});

describe("profileRule: values", () => {
  it("trims the texts, an empty e-mail is none, unticked boxes are false", () => {
    expect(profileRule({ fio: "  Иванов Иван ", email: " x@y.ru " })).toEqual({
      ok: true,
      value: {
        fio: "Иванов Иван",
        email: "x@y.ru",
        onlyElectronicBills: false,
        dontSavePassword: false,
        dontShowRetiredDevices: false,
      },
    });
    expect(profileRule({ fio: "Иванов", email: "   ", dontSavePassword: "on" })).toMatchObject({
      ok: true,
      value: { email: null, dontSavePassword: true },
    });
  });

  it("reports every field at once", () => {
    expect(profileRule({ onlyElectronicBills: "on" })).toEqual({
      ok: false,
      issues: [
        { field: "fio", key: "forms.field_required" },
        { field: "email", key: "profile.fill_email" },
      ],
    });
  });
});

describe("emailNotice", () => {
  it("says saved for a new or changed address, not saved for an erased one, nothing when unchanged", () => {
    expect(emailNotice(null, "x@y.ru")).toBe("profile.email_saved");
    expect(emailNotice("a@y.ru", "x@y.ru")).toBe("profile.email_saved");
    expect(emailNotice("x@y.ru", "")).toBe("profile.email_not_saved");
    expect(emailNotice("x@y.ru", " x@y.ru ")).toBeNull();
    expect(emailNotice(null, "")).toBeNull();
    expect(emailNotice("x@y.ru", null)).toBe("profile.email_not_saved");
  });
});
