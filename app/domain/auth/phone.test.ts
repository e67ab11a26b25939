import { describe, expect, it } from "vitest";
import { formatPhoneMask, nationalDigits, normalizePhone, phoneFromQuery } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["+7 (900) 000 00 01", "79000000001"],
    ["+7 (900) 000-00-01", "79000000001"],
    ["8 900 000 00 01", "79000000001"],
    ["79000000001", "79000000001"],
    ["9000000001", "79000000001"],
    ["(900) 000-00-01", "79000000001"],
  ])("keeps only the digits of %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["", "900", "+7 (900) 000 00 0", "19000000001", "790000000012", "phone"])("rejects %s", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("national digits drop the country prefix", () => {
    expect(nationalDigits("+7 900 123 45 67")).toBe("9001234567");
  });
});

describe("formatPhoneMask", () => {
  it.each([
    ["", ""],
    ["9", "+7 (9"],
    ["900", "+7 (900"],
    ["9001", "+7 (900) 1"],
    ["900000001", "+7 (900) 000 00 1"],
    ["9000000001", "+7 (900) 000 00 01"],
    ["+79000000001", "+7 (900) 000 00 01"],
    ["89000000001", "+7 (900) 000 00 01"],
    ["90000000019999", "+7 (900) 000 00 01"],
  ])("%s → %s", (input, expected) => {
    expect(formatPhoneMask(input)).toBe(expected);
  });

  // Issue 14: with JS each keystroke reformats the field, so the mask must read the usual spellings typed one key
  // at a time (the value so far plus a key), pasted whole, and cleared again with Backspace.
  const typed = (keys: string) => [...keys].reduce((value, key) => formatPhoneMask(value + key), "");
  const SPELLINGS = [
    "89000000001",
    "79000000001",
    "+79000000001",
    "+7 900 000 00 01",
    "8 (900) 000-00-01",
    "9000000001",
    "900 000 00 01",
  ];

  it.each(SPELLINGS)("%s typed key by key is +7 (900) 000 00 01", (spelling) => {
    expect(typed(spelling)).toBe("+7 (900) 000 00 01");
  });

  it.each(SPELLINGS)("%s pasted is +7 (900) 000 00 01", (spelling) => {
    expect(formatPhoneMask(spelling)).toBe("+7 (900) 000 00 01");
  });

  it.each(["8", "7", "+7"])("a first %s is taken as the country code and shows it", (first) => {
    expect(typed(first)).toBe("+7 (");
  });

  it("Backspace empties the field, the country code included", () => {
    let value = typed("89000000001");
    for (let i = 0; i < 30 && value; i++) value = formatPhoneMask(value.slice(0, -1));
    expect(value).toBe("");
  });

  // §5: Enter stays disabled while the mask has 17 characters or fewer; the login schema reads the phone so.
  it("is complete only at 18 characters (17 or fewer is incomplete)", () => {
    expect(nationalDigits("+7 (900) 000 00 01")).toBe("9000000001");
    expect(nationalDigits("+7 (900) 000 00 0")).toBeNull();
    expect("+7 (900) 000 00 0".length).toBe(17);
  });
});

describe("phoneFromQuery", () => {
  it("accepts exactly 10 digits", () => {
    expect(phoneFromQuery("9000000001")).toBe("9000000001");
    expect(phoneFromQuery("900000000")).toBeNull();
    expect(phoneFromQuery("79000000001")).toBeNull();
    expect(phoneFromQuery("90000000a1")).toBeNull();
    expect(phoneFromQuery(null)).toBeNull();
  });
});
