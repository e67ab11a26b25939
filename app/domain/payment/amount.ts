import { formatNumber } from "../numbers/format";

// Spec §5 Amounts and §4 Payment by account: sums typed by the resident, the pay-all sum, money on screen.
// Amounts are handled in kopecks (integers) so sums of roubles never pick up binary fractions.

export const INVALID_AMOUNT = "payment.invalid_amount";
export const INVALID_FINE = "payment.invalid_fine";

/** Trims, turns a decimal comma into a dot and strips leading zeros ("007.50" → "7.50", "0.5" stays). */
export function normalizeAmount(input: string): string {
  const text = input.trim().replace(/\s/g, "").replace(",", ".");
  return text.replace(/^0+(?=\d)/, "");
}

/** Kopecks of a non-negative amount with at most 2 decimals, or null. */
function strictKopecks(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** The payment sum: at most 2 decimals and greater than zero, else 'Неверная сумма'. */
export function parseSum(input: string): { ok: true; kopecks: number } | { ok: false; error: string } {
  const kopecks = strictKopecks(normalizeAmount(input));
  return kopecks === null || kopecks <= 0 ? { ok: false, error: INVALID_AMOUNT } : { ok: true, kopecks };
}

/** An amount the resident may leave empty (none): kopecks, 0 for empty, null when it is no amount. */
export function optionalKopecks(input: string): number | null {
  const text = normalizeAmount(input);
  return text === "" ? 0 : strictKopecks(text);
}

/** The fine paid separately: empty means 0; at least 0; rounded to 2 decimals. */
export function parseFine(input: string): { ok: true; kopecks: number } | { ok: false; error: string } {
  const text = normalizeAmount(input);
  if (text === "") return { ok: true, kopecks: 0 };
  const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!m) return { ok: false, error: INVALID_FINE };
  // Rounded half up on the digits themselves: 1.005 * 100 is 100.49999… in binary.
  const frac = (m[2] ?? "").padEnd(3, "0");
  return { ok: true, kopecks: Number(m[1]) * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0) };
}

export const toKopecks = (roubles: number) => Math.round(roubles * 100);

/** Kopecks as the API's roubles (a number with at most 2 decimals). */
export const toRoubles = (kopecks: number) => Math.round(kopecks) / 100;

/**
 * Kopecks as the value of an amount input: "4523.18" (what the form posts back); with the resident's language,
 * the value a field starts with, "4523,18" in Russian. Empty for zero or less.
 */
export function amountInput(kopecks: number, lang?: string): string {
  if (kopecks <= 0) return "";
  const text = (kopecks / 100).toFixed(2);
  return lang ? formatNumber(text, lang) : text;
}

export interface PayableAccount {
  Ident: string;
  Sum: number;
  SumFine: number;
  InsuranceSum: number;
  IsClosed?: boolean;
  HideOnPaymentsPage?: boolean;
}

export interface PayAllTotals {
  idents: string[];
  sum: number;
  fine: number;
  insurance: number;
}

/**
 * Paying for all accounts (§4): every shown, open account with a positive Sum pays its Sum and its fine; the
 * insurance is added only when the resident chooses it. Not editable, so the portal computes it, in kopecks.
 */
export function payAllTotals(accounts: PayableAccount[]): PayAllTotals {
  const payable = accounts.filter((a) => !a.IsClosed && !a.HideOnPaymentsPage && toKopecks(a.Sum) > 0);
  return {
    idents: payable.map((a) => a.Ident),
    sum: payable.reduce((t, a) => t + toKopecks(a.Sum), 0),
    fine: payable.reduce((t, a) => t + Math.max(0, toKopecks(a.SumFine)), 0),
    insurance: payable.reduce((t, a) => t + Math.max(0, toKopecks(a.InsuranceSum)), 0),
  };
}
