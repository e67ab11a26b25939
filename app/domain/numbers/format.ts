import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/config";

// §9 Amounts and meter readings on screen: one money format and one number format per interface language,
// both from Intl.NumberFormat. ru: "1 500,00 ₽", "82,614"; en: "₽1,500.00", "82.614". Every sum and every
// reading the portal shows goes through here (inputs still accept a dot or a comma, app/domain/payment/amount.ts
// and app/domain/meters/reading.ts).
//
// Readings and other figures are not grouped: a meter's dial shows no separators, and an English "1,234" next
// to a field that takes a decimal comma would read as 1.234. They keep every decimal they have: a value is
// formatted from its decimal text (Intl takes strings exactly), never rounded through a float's digits.

const LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-US" };

const formatters = new Map<string, Intl.NumberFormat>();

const languageOf = (lang: string | undefined): Language => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

function formatter(lang: string | undefined, options: Intl.NumberFormatOptions) {
  const locale = LOCALES[languageOf(lang)];
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

// ICU versions differ in the space they put between groups and before the sign (no-break or narrow no-break):
// one of them everywhere, so the server's HTML and the browser's render print the same characters. A negative
// amount takes the minus sign, not a hyphen.
const sameSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, "\u00a0").replace(/^-/, "\u2212");

/** Kopecks as money in the language's format: ru "4 523,18 ₽", en "₽4,523.18" (no-break spaces). */
export function formatMoney(kopecks: number, lang?: string): string {
  const abs = Math.abs(Math.round(kopecks));
  const text = `${kopecks < 0 && abs > 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  const f = formatter(lang, { style: "currency", currency: "RUB", currencyDisplay: "narrowSymbol" });
  return sameSpaces(f.format(text as Intl.StringNumericLiteral));
}

/** A decimal number as the provider sent it: a JSON number (shortest exact text) or a decimal string. */
const DECIMAL = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/**
 * A reading or another figure in the language's format, every decimal kept: ru "82,614", en "82.614"; "—" for
 * none. Text that is not a number is shown as it came.
 */
export function formatNumber(value: number | string | null | undefined, lang?: string): string {
  if (value === null || value === undefined) return "—";
  const text = typeof value === "number" ? String(value) : value.trim();
  if (typeof value === "number" ? !Number.isFinite(value) : !DECIMAL.test(text)) return String(value);
  // Trailing zeros the provider wrote ("100.250") are digits of the reading too.
  const written = /^[^e]*\.(\d+)$/i.exec(text)?.[1]?.length ?? 0;
  const f = formatter(lang, {
    useGrouping: false,
    minimumFractionDigits: Math.min(written, 100),
    maximumFractionDigits: 100,
  });
  return sameSpaces(f.format(text as Intl.StringNumericLiteral));
}
