import { describe, expect, it } from "vitest";
import { formatMoney, formatNumber } from "./format";

const nb = "\u00a0";

describe("formatMoney: one money format per language", () => {
  it.each([
    [150000, `1${nb}500,00${nb}₽`, "₽1,500.00"],
    [452318, `4${nb}523,18${nb}₽`, "₽4,523.18"],
    [5, `0,05${nb}₽`, "₽0.05"],
    [0, `0,00${nb}₽`, "₽0.00"],
    [-1000, `−10,00${nb}₽`, "−₽10.00"],
    [123456789, `1${nb}234${nb}567,89${nb}₽`, "₽1,234,567.89"],
    // Kopecks computed from roubles may carry a float's tail; they are whole kopecks on screen.
    [150000.00000001, `1${nb}500,00${nb}₽`, "₽1,500.00"],
  ])("%d kopecks: ru %s, en %s", (kopecks, ru, en) => {
    expect(formatMoney(kopecks, "ru")).toBe(ru);
    expect(formatMoney(kopecks, "en")).toBe(en);
  });

  it("falls back to Russian for an unknown language", () => {
    expect(formatMoney(150000, "de")).toBe(`1${nb}500,00${nb}₽`);
    expect(formatMoney(150000)).toBe(`1${nb}500,00${nb}₽`);
  });
});

describe("formatNumber: readings keep every decimal, in the language's separator", () => {
  it.each([
    [82.614, "82,614", "82.614"],
    [9384.52, "9384,52", "9384.52"],
    [48210, "48210", "48210"],
    [0.1, "0,1", "0.1"],
    [0.001, "0,001", "0.001"],
    [1.5e-7, "0,00000015", "0.00000015"],
    ["100.250", "100,250", "100.250"],
    ["99999999999999999999.123456789", "99999999999999999999,123456789", "99999999999999999999.123456789"],
    [1e21, "1000000000000000000000", "1000000000000000000000"],
    [-3.5, "−3,5", "−3.5"],
  ])("%s: ru %s, en %s", (value, ru, en) => {
    expect(formatNumber(value, "ru")).toBe(ru);
    expect(formatNumber(value, "en")).toBe(en);
  });

  it("shows a dash for no value and other text as it came", () => {
    expect(formatNumber(null, "ru")).toBe("—");
    expect(formatNumber(undefined, "en")).toBe("—");
    expect(formatNumber("н/д", "ru")).toBe("н/д");
    expect(formatNumber(Number.NaN, "ru")).toBe("NaN");
    expect(formatNumber("1e-1000000", "ru")).toBe("1e-1000000");
  });
});

// The formats are written out rather than asked of Intl (decision 0029): they must stay what Intl.NumberFormat
// gives for the same options, spaces made one kind.
describe("the written-out formats are Intl's", () => {
  const same = (s: string) => s.replace(/[\u202f\u00a0]/g, nb).replace(/^-/, "−");
  const intl = (lang: "ru" | "en", options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(lang === "ru" ? "ru-RU" : "en-US", options);
  const values = [0, 1, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 123456789012, 7, 50];

  it.each(["ru", "en"] as const)("money in %s", (lang) => {
    const f = intl(lang, { style: "currency", currency: "RUB", currencyDisplay: "narrowSymbol" });
    for (const kopecks of [...values, ...values.map((v) => -v - 1)]) {
      const text = `${kopecks < 0 ? "-" : ""}${Math.floor(Math.abs(kopecks) / 100)}.${String(Math.abs(kopecks) % 100).padStart(2, "0")}`;
      expect(formatMoney(kopecks, lang), String(kopecks)).toBe(same(f.format(text as Intl.StringNumericLiteral)));
    }
  });

  it.each(["ru", "en"] as const)("figures in %s", (lang) => {
    for (const value of [...values, 0.5, 12.25, 3.14159, 1e-7, 2.5e-9, 1e21, 4.2e22, -7.75, 1234567.891]) {
      const f = intl(lang, { useGrouping: false, maximumFractionDigits: 100 });
      expect(formatNumber(value, lang), String(value)).toBe(same(f.format(value)));
    }
  });
});
