import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import {
  contactRule,
  formatSupportPhoneMask,
  isEmptyMessage,
  shownSupportPhone,
  supportMessageRule,
  supportPhoneRule,
} from "./forms";

const pdf = (size: number, name = "чек.pdf") => new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("supportPhoneRule (§5 Support, §9: the no-login chat's phone)", () => {
  it("calls only an empty field empty", () => {
    expect(errorsOf(supportPhoneRule({}))).toEqual({ phone: "support.phone_required" });
    expect(errorsOf(supportPhoneRule({ phone: "   " }))).toEqual({ phone: "support.phone_required" });
  });

  it("tells a half-typed number it is short (issue 31 item 16)", () => {
    expect(errorsOf(supportPhoneRule({ phone: "900123" }))).toEqual({ phone: "support.phone_short" });
    // The mask one digit short: +7 and 9 digits, 10 in all.
    expect(errorsOf(supportPhoneRule({ phone: "+7 (900) 123 45 6" }))).toEqual({ phone: "support.phone_short" });
  });

  it("takes 11 digits in any spelling and sends them as the provider's 7 and 10 digits", () => {
    expect(supportPhoneRule({ phone: "+7 (900) 123 45 67" })).toEqual({ ok: true, value: { phone: "79001234567" } });
    expect(supportPhoneRule({ phone: "8 900 123-45-67" })).toEqual({ ok: true, value: { phone: "79001234567" } });
    // Without JS there is no mask: the 10 national digits get their 7, as the login's do.
    expect(supportPhoneRule({ phone: "9001234567" })).toEqual({ ok: true, value: { phone: "79001234567" } });
  });

  it("takes more than 11 digits, as §5's 'at least 11' says, up to an international number's 15", () => {
    expect(supportPhoneRule({ phone: "+7 900 123 45 678" })).toEqual({ ok: true, value: { phone: "790012345678" } });
    expect(supportPhoneRule({ phone: "+375 29 123 45 67" })).toEqual({ ok: true, value: { phone: "375291234567" } });
    expect(errorsOf(supportPhoneRule({ phone: "1234567890123456" }))).toEqual({ phone: "support.phone_short" });
  });

  it("masks with JS a Russian number as +7 (###) ### ## ##, and keeps a foreign one begun with + up to 15 digits", () => {
    expect(formatSupportPhoneMask("9001234567")).toBe("+7 (900) 123 45 67");
    expect(formatSupportPhoneMask("+7 900 1234567")).toBe("+7 (900) 123 45 67");
    expect(formatSupportPhoneMask("+")).toBe("+");
    expect(formatSupportPhoneMask("+375 29 123-45-67")).toBe("+375291234567");
    expect(formatSupportPhoneMask("+1234567890123456789")).toBe("+123456789012345");
    // What the mask keeps, the rule takes.
    expect(supportPhoneRule({ phone: formatSupportPhoneMask("+375 29 123-45-67") })).toEqual({
      ok: true,
      value: { phone: "375291234567" },
    });
  });

  it("names the chat's phone as the page shows it: Russian ones masked, others with +", () => {
    expect(shownSupportPhone("79001234567")).toBe("+7 (900) 123 45 67");
    expect(shownSupportPhone("375291234567")).toBe("+375291234567");
  });
});

describe("supportMessageRule (§5 Support: a message to the operator)", () => {
  it("refuses a message with neither text nor file, 'Напишите вопрос оператору'", () => {
    expect(errorsOf(supportMessageRule({}))).toEqual({ text: "support.message_required" });
    expect(errorsOf(supportMessageRule({ text: " \n " }))).toEqual({ text: "support.message_required" });
    expect(isEmptyMessage({ text: "  " })).toBe(true);
    expect(isEmptyMessage({ file: pdf(10) })).toBe(false);
  });

  it("takes a trimmed text, or a file alone", () => {
    expect(supportMessageRule({ text: " Здравствуйте " })).toEqual({
      ok: true,
      value: { text: "Здравствуйте", file: null },
    });
    const file = pdf(10);
    expect(supportMessageRule({ file })).toEqual({ ok: true, value: { text: "", file } });
  });

  it("checks the file as a request's, in the support chat's words: type, 10 MB, empty, name", () => {
    const exe = new File(["MZ"], "a.exe", { type: "application/x-msdownload" });
    expect(errorsOf(supportMessageRule({ text: "x", file: exe }))).toEqual({ file: "support.file_type" });
    expect(supportMessageRule({ text: "x", file: pdf(10 * 1024 * 1024) }).ok).toBe(true);
    expect(errorsOf(supportMessageRule({ text: "x", file: pdf(10 * 1024 * 1024 + 1) }))).toEqual({
      file: "support.file_size",
    });
    expect(errorsOf(supportMessageRule({ text: "x", file: pdf(0) }))).toEqual({ file: "support.file_empty" });
    expect(errorsOf(supportMessageRule({ text: "x", file: pdf(10, ".pdf") }))).toEqual({
      file: "support.file_name_error",
    });
  });
});

describe("contactRule (§5 Support: valid only with phone, e-mail and text)", () => {
  const full = { phone: "+7 (900) 123 45 67", mail: " resident@example.ru ", text: " Не открывается квитанция " };

  it("asks for each of the three when nothing is typed", () => {
    expect(errorsOf(contactRule({}))).toEqual({
      phone: "support.contact_required",
      mail: "support.contact_required",
      text: "support.contact_required",
    });
  });

  it("names only the one missing, the others taken", () => {
    for (const missing of ["phone", "mail", "text"] as const) {
      expect(errorsOf(contactRule({ ...full, [missing]: " " }))).toEqual({ [missing]: "support.contact_required" });
    }
  });

  it("refuses an incomplete phone and an e-mail without its host", () => {
    expect(errorsOf(contactRule({ ...full, phone: "+7 (900) 123 45 6" }))).toEqual({
      phone: "forms.phone_incomplete",
    });
    expect(errorsOf(contactRule({ ...full, mail: "resident@" }))).toEqual({ mail: "forms.wrong_format" });
    expect(errorsOf(contactRule({ ...full, mail: "resident@example" }))).toEqual({ mail: "forms.wrong_format" });
  });

  it("gives the provider the phone's digits and the trimmed texts, with the page it was sent from", () => {
    expect(contactRule({ ...full, from: "/payment" })).toEqual({
      ok: true,
      value: { phone: "79001234567", mail: "resident@example.ru", text: "Не открывается квитанция", from: "/payment" },
    });
  });
});
