import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { loginRule } from "./login";

describe("loginRule (§5 Login)", () => {
  it("asks for both fields when nothing is typed", () => {
    expect(errorsOf(loginRule({}))).toEqual({ phone: "login.phone_required", password: "login.password_required" });
  });

  it("refuses an incomplete mask (16 characters) and takes the full one (17)", () => {
    expect(errorsOf(loginRule({ phone: "+7 (900) 000 00 0", password: "x" }))).toEqual({
      phone: "login.phone_incomplete",
    });
    expect(loginRule({ phone: "+7 (900) 000 00 01", password: "x" })).toEqual({
      ok: true,
      value: { phone: "79000000001", password: "x", redirectTo: undefined, redirectHash: undefined },
    });
  });

  it("sends only the digits", () => {
    const result = loginRule({ phone: "8 900 000-00-01", password: "secret" });
    expect(result.ok && result.value.phone).toBe("79000000001");
  });
});
