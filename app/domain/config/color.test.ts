import { describe, expect, it } from "vitest";
import { accessibleBrand, contrastWithWhite, parseThemeColor } from "./color";

describe("parseThemeColor", () => {
  it.each([
    ["1F6FB2", "#1F6FB2"],
    ["1f6fb2", "#1F6FB2"],
    ["#00aa11", "#00AA11"],
    [" 123456 ", "#123456"],
  ])("accepts %s", (input, expected) => expect(parseThemeColor(input)).toBe(expected));

  it.each(["", "12345", "1234567", "GGGGGG", "red", "123456;}body{", null, 123456])("rejects %s", (input) =>
    expect(parseThemeColor(input)).toBeNull(),
  );
});

describe("accessibleBrand", () => {
  it("keeps a colour that already contrasts enough", () => {
    expect(accessibleBrand("#1F6FB2")).toBe("#1F6FB2");
  });
  it("darkens pale colours until white text reaches 4.5:1", () => {
    for (const pale of ["#FFFF00", "#FFFFFF", "#7FD3FF"]) {
      const out = accessibleBrand(pale);
      expect(out).not.toBe(pale);
      expect(contrastWithWhite(out)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
