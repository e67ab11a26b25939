import { describe, expect, it } from "vitest";
import { hasVisible, visibleText, withoutControls } from "./visible";

describe("typed text as kept (names, messages, descriptions)", () => {
  it.each([
    ["\u200B\u200B\u200B", "zero-width spaces"],
    ["\u202E\u202E", "right-to-left overrides"],
    ["\u2060\uFEFF\u00AD", "a word joiner, a BOM, a soft hyphen"],
    [" \u00A0\u3000\t\n", "spaces of every kind"],
    ["\u3164\u115F\u2800", "fillers and a braille blank"],
    ["\u0000\u0000", "NULs"],
    ["", "nothing"],
  ])("refuses %j (%s): it becomes empty", (value) => {
    expect(visibleText(value)).toBe("");
  });

  it("strips NUL and bidi controls from text that has something to show", () => {
    expect(visibleText("Течёт\u0000 кран\u202E на кухне\u2066")).toBe("Течёт кран на кухне");
    expect(withoutControls("a\u200Fb\u061Cc\u0007d")).toBe("abcd");
  });

  it("keeps line breaks, tabs, joiners inside emoji and letters of any script", () => {
    expect(visibleText("Строка 1\n\tСтрока 2")).toBe("Строка 1\n\tСтрока 2");
    expect(visibleText("👨\u200D👩\u200D👧")).toBe("👨\u200D👩\u200D👧");
    expect(hasVisible("\u200B.")).toBe(true);
    expect(hasVisible("שלום")).toBe(true);
  });
});
