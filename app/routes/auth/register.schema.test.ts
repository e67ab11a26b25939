import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "~/domain/auth/registration";
import { message } from "~/domain/forms/message";
import en from "~/i18n/locales/en/registration";
import ru from "~/i18n/locales/ru/registration";
import { passwordSchema } from "./register.schema";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};
const errorsOf = (entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema: passwordSchema });
  return submission.status === "success" ? null : submission.error;
};
const tooShort = message("registration.password_too_short", { min: 8 });

describe("passwordSchema (step 3): filled, equal (§5) and at least 8 characters (issue 15)", () => {
  it("refuses a password shorter than 8 characters, whatever the confirmation", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    for (const password of ["1", "1234567", "abc def"]) {
      expect(errorsOf({ password, confirm: password }), password).toEqual({ password: [tooShort] });
    }
    expect(errorsOf({ password: "1", confirm: "2" })).toEqual({
      password: [tooShort],
      confirm: ["registration.passwords_differ"],
    });
  });

  it("takes 8 characters and more", () => {
    for (const password of ["12345678", "long pass phrase"])
      expect(errorsOf({ password, confirm: password }), password).toBeNull();
  });

  it("keeps the spec's own messages for empty and different passwords", () => {
    expect(errorsOf({})).toEqual({
      password: ["registration.password_required"],
      confirm: ["registration.confirm_required"],
    });
    expect(errorsOf({ password: "12345678", confirm: "12345679" })).toEqual({
      confirm: ["registration.passwords_differ"],
    });
  });

  it("the hint and the message say the minimum in both languages", () => {
    for (const texts of [ru, en]) {
      expect(texts.password_hint).toContain("{{min}}");
      expect(texts.password_too_short).toContain("{{min}}");
    }
  });
});
