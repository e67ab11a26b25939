import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/config";

// §9 Amounts and meter readings on screen: one money format and one number format per interface language.
// ru: "1 500,00 ₽", "82,614"; en: "₽1,500.00", "82.614" (no-break spaces, a minus sign). Every sum and every
// reading the portal shows goes through here (inputs still accept a dot or a comma, app/domain/payment/amount.ts
// and app/domain/meters/reading.ts).
//
// Written out here rather than through Intl.NumberFormat (decision 0029): a page's first Intl object costs the
// browser about 60 ms (250 on a slow phone) of loading locale data, in one task, while the page hydrates; and the
// server's and the browser's ICU put different spaces. The two formats are fixed by §9 and need neither.
//
// Readings and other figures are not grouped: a meter's dial shows no separators, and an English "1,234" next
// to a field that takes a decimal comma would read as 1.234. They keep every decimal they have: a value is
// formatted from its decimal text, never rounded through a float's digits.

interface Separators {
  decimal: string;
  group: string;
}

const SEPARATORS: Record<Language, Separators> = {
  ru: { decimal: ",", group: "\u00a0" },
  en: { decimal: ".", group: "," },
};

const MINUS = "\u2212";

const languageOf = (lang: string | undefined): Language => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

const grouped = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+$)/g, group);

/** Kopecks as money in the language's format: ru "4 523,18 ₽", en "₽4,523.18" (no-break spaces). */
export function formatMoney(kopecks: number, lang?: string): string {
  const language = languageOf(lang);
  const { decimal, group } = SEPARATORS[language];
  const abs = Math.abs(Math.round(kopecks));
  const sign = kopecks < 0 && abs > 0 ? MINUS : "";
  const amount = `${grouped(String(Math.floor(abs / 100)), group)}${decimal}${String(abs % 100).padStart(2, "0")}`;
  return language === "ru" ? `${sign}${amount}\u00a0₽` : `${sign}₽${amount}`;
}

/** A decimal number as the provider sent it: a JSON number (shortest exact text) or a decimal string. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * A reading or another figure in the language's format, every decimal kept: ru "82,614", en "82.614"; "—" for
 * none. Text that is not a number is shown as it came.
 */
export function formatNumber(value: number | string | null | undefined, lang?: string): string {
  if (value === null || value === undefined) return "—";
  const text = typeof value === "number" ? String(value) : value.trim();
  const parts = DECIMAL.exec(text);
  // An exponent past ±100 (no reading has one) is shown as it came rather than written out in full.
  if (!parts || (typeof value === "number" && !Number.isFinite(value)) || Math.abs(Number(parts[4] ?? 0)) > 100)
    return String(value);
  const [, minus, whole = "", fraction = "", exponent] = parts;
  // The point moved by the exponent ("1.5e-7", "1e+21"); trailing zeros the provider wrote ("100.250") are
  // digits of the reading too, those an exponent leaves behind are not.
  let digits = whole + fraction;
  let point = whole.length + Number(exponent ?? 0);
  if (point < 1) [digits, point] = ["0".repeat(1 - point) + digits, 1];
  digits = digits.padEnd(point, "0");
  const int = digits.slice(0, point).replace(/^0+(?=\d)/, "");
  const decimals = exponent ? digits.slice(point).replace(/0+$/, "") : digits.slice(point);
  const zero = /^0*$/.test(int + decimals);
  const sign = minus && !zero ? MINUS : "";
  return `${sign}${int}${decimals ? SEPARATORS[languageOf(lang)].decimal + decimals : ""}`;
}
