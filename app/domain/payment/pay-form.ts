// The payment form (§3 Payment form, §5 Amounts): which fields it has and what they must hold.
import { INVALID_AMOUNT, isPaymentEmail, parseFine, parseSum, type PayAllTotals } from "./amount";

export const WRONG_EMAIL = "payment.wrong_email";

export interface PayFormOptions {
  /** Paying for all accounts: the sum is not editable, so there are no amount fields. */
  payAll: boolean;
  /** useSeparatedFinePayment: the fine is its own field. */
  separatedFine: boolean;
  /** The profile has no e-mail: the email-for-payment step asks for one. */
  needsEmail: boolean;
}

export interface PayFormValues {
  sum?: string;
  sumFine?: string;
  email?: string;
  payInsurance?: boolean;
}

/** Field → i18n key of its error; empty when the form may be sent. */
export function payFormErrors(values: PayFormValues, opts: PayFormOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!opts.payAll) {
    const sum = parseSum(values.sum ?? "");
    if (!sum.ok) errors.sum = sum.error;
    if (opts.separatedFine) {
      const fine = parseFine(values.sumFine ?? "");
      if (!fine.ok) errors.sumFine = fine.error;
    }
  }
  if (opts.needsEmail && !isPaymentEmail(values.email ?? "")) errors.email = WRONG_EMAIL;
  return errors;
}

export interface Amounts {
  sum: number;
  fine: number;
  insurance: number;
  total: number;
}

/** What is paid, in kopecks, from valid form values: the typed sum (and fine), or the pay-all totals. */
export function amountsOf(
  values: PayFormValues,
  opts: PayFormOptions & { insuranceKopecks: number; payAllTotals?: PayAllTotals },
): Amounts | null {
  const insurance = values.payInsurance ? Math.max(0, opts.insuranceKopecks) : 0;
  if (opts.payAll) {
    const t = opts.payAllTotals;
    if (!t || t.sum <= 0) return null;
    return { sum: t.sum, fine: t.fine, insurance, total: t.sum + t.fine + insurance };
  }
  const sum = parseSum(values.sum ?? "");
  const fine = opts.separatedFine ? parseFine(values.sumFine ?? "") : { ok: true as const, kopecks: 0 };
  if (!sum.ok || !fine.ok) return null;
  return { sum: sum.kopecks, fine: fine.kopecks, insurance, total: sum.kopecks + fine.kopecks + insurance };
}

export { INVALID_AMOUNT };
