// The payment form (§3 Payment form, §5 Amounts): which fields it has, what they must hold, what they mean.
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { isEmail } from "../forms/email";
import { parseFine, parseSum, type PayAllTotals } from "./amount";

export const WRONG_EMAIL = "payment.wrong_email";

export interface PayFormOptions {
  /** Paying for all accounts: the sum is not editable, so there are no amount fields. */
  payAll: boolean;
  /** useSeparatedFinePayment: the fine is its own field. */
  separatedFine: boolean;
  /** The profile has no e-mail: the email-for-payment step asks for one. */
  needsEmail: boolean;
}

/** The form as posted: its strings, "on" for a ticked box. */
export interface PayFormInput {
  sum?: string;
  sumFine?: string;
  email?: string;
  payInsurance?: string;
  allowCardSaving?: string;
  paymentSystem?: string;
}

/** The form as the action uses it. */
export interface PayFormValues {
  /** The typed sum in kopecks; 0 when paying for all (the totals are not typed). */
  sum: number;
  /** The separately paid fine in kopecks; 0 unless the fine is its own field. */
  fine: number;
  /** The email-for-payment, trimmed; null unless asked for. */
  email: string | null;
  payInsurance: boolean;
  allowCardSaving: boolean;
  /** As posted; the action replaces a system this payment may not use before parsing. */
  paymentSystem: string;
}

type PayField = "sum" | "sumFine" | "email";

/** §5: the typed sum (and the separate fine), the e-mail when asked for; every problem on its field at once. */
export function payForm(input: PayFormInput, opts: PayFormOptions): Checked<PayFormValues, PayField> {
  const issues: FieldIssue<PayField>[] = [];
  const sum = opts.payAll ? { ok: true as const, kopecks: 0 } : parseSum(input.sum ?? "");
  if (!sum.ok) issues.push({ field: "sum", key: sum.error });
  const fine = opts.payAll || !opts.separatedFine ? { ok: true as const, kopecks: 0 } : parseFine(input.sumFine ?? "");
  if (!fine.ok) issues.push({ field: "sumFine", key: fine.error });
  const email = input.email?.trim() ?? "";
  if (opts.needsEmail && !isEmail(email)) issues.push({ field: "email", key: WRONG_EMAIL });
  return checked(issues, () => ({
    sum: sum.ok ? sum.kopecks : 0,
    fine: fine.ok ? fine.kopecks : 0,
    email: opts.needsEmail ? email : null,
    payInsurance: input.payInsurance === "on",
    allowCardSaving: input.allowCardSaving === "on",
    paymentSystem: input.paymentSystem ?? "",
  }));
}

export interface Amounts {
  sum: number;
  fine: number;
  insurance: number;
  total: number;
}

/** What is paid, in kopecks: the typed sum and fine, or the pay-all totals; insurance when chosen. Null: nothing. */
export function amountsOf(
  values: Pick<PayFormValues, "sum" | "fine" | "payInsurance">,
  opts: { payAll: boolean; insuranceKopecks: number; payAllTotals?: PayAllTotals },
): Amounts | null {
  const insurance = values.payInsurance ? Math.max(0, opts.insuranceKopecks) : 0;
  const { sum, fine } = opts.payAll ? (opts.payAllTotals ?? { sum: 0, fine: 0 }) : values;
  if (sum <= 0) return null;
  return { sum, fine, insurance, total: sum + fine + insurance };
}
