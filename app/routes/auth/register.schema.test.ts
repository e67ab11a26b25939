import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { message } from "~/domain/forms/message";
import en from "~/i18n/locales/en/registration";
import ru from "~/i18n/locales/ru/registration";
import { codeSchema, detailsSchema, passwordSchema } from "./register.schema";

// The schemas only put each field's limit before the step's rule (its edges: app/domain/auth/registration.test.ts);
// this checks the rule's messages reach the fields through conform, as the action answers them.

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? null : submission.error;
};
const today = { year: 2026, month: 6, day: 15 };

describe("the wizard's schemas answer with the rules' messages on their fields", () => {
  it("step 1: every reason at its field; a good post gives the provider's phone", () => {
    expect(errorsOf(detailsSchema({ requireBirthDate: true, today }), { birthday: "31.04.1990" })).toEqual({
      phone: ["registration.fill_all_fields"],
      fio: ["registration.fill_all_fields"],
      birthday: ["registration.birth_day_range_30"],
      consent: ["registration.consent_required"],
    });
    const submission = parseWithZod(form({ phone: "8 900 123 45 67", fio: "Иванов  Иван", consent: "on" }), {
      schema: detailsSchema({ requireBirthDate: false, today }),
    });
    expect(submission.status === "success" && submission.value).toEqual({ phone: "79001234567", fio: "Иванов Иван" });
  });

  it("step 2: the code's format", () => {
    expect(errorsOf(codeSchema, { code: "12" })).toEqual({ code: ["registration.code_format"] });
    expect(errorsOf(codeSchema, {})).toEqual({ code: ["registration.code_format"] });
    expect(errorsOf(codeSchema, { code: "0427" })).toBeNull();
  });

  it("step 3: the minimum is said with its number", () => {
    expect(errorsOf(passwordSchema, { password: "1", confirm: "2" })).toEqual({
      password: [message("registration.password_too_short", { min: 8 })],
      confirm: ["registration.passwords_differ"],
    });
    expect(errorsOf(passwordSchema, { password: "12345678", confirm: "12345678" })).toBeNull();
  });

  it("the hint and the message say the minimum in both languages", () => {
    for (const texts of [ru, en]) {
      expect(texts.password_hint).toContain("{{min}}");
      expect(texts.password_too_short).toContain("{{min}}");
    }
  });
});
