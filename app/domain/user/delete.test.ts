import { describe, expect, it } from "vitest";
import { deleteUserRule } from "./delete";

describe("deleteUserRule", () => {
  it("asks for the password", () => {
    expect(deleteUserRule({})).toEqual({
      ok: false,
      issues: [{ field: "password", key: "profile.delete_password_required" }],
    });
    expect(deleteUserRule({ password: "" }).ok).toBe(false);
  });

  it("takes any password as it is (the provider judges it)", () => {
    expect(deleteUserRule({ password: " secret " })).toEqual({ ok: true, value: { password: " secret " } });
  });
});
