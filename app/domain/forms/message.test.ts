import { describe, expect, it } from "vitest";
import { message, messageArgs } from "./message";

describe("a form message: an i18n key and its values in one string", () => {
  it("carries the values and gives them back for t()", () => {
    expect(message("forms.too_long", { max: 150 })).toBe("forms.too_long?max=150");
    expect(messageArgs(message("meters.reading_digits", { whole: 9, decimals: 3 }))).toEqual([
      "meters.reading_digits",
      { whole: "9", decimals: "3" },
    ]);
  });

  it("is the bare key without values", () => {
    expect(message("forms.field_required")).toBe("forms.field_required");
    expect(message("forms.field_required", {})).toBe("forms.field_required");
    expect(messageArgs("forms.field_required")).toEqual(["forms.field_required", {}]);
  });
});
