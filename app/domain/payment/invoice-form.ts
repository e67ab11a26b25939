// Payment by invoice (§3 Invoice, §5 Amounts: invoice payment requires a chosen invoice).
import { checked, type Checked, type FieldIssue } from "../forms/checked";

export const CHOOSE_INVOICE = "payment.choose_invoice";

/** The form as posted. */
export interface InvoiceFormInput {
  invoiceUid?: string;
  paymentSystem?: string;
}

export interface InvoiceFormValues {
  invoiceUid: string;
  /** As posted; the action replaces a system this payment may not use before parsing. */
  paymentSystem: string;
}

/** §5: an invoice must be chosen. */
export function invoiceForm(input: InvoiceFormInput): Checked<InvoiceFormValues, "invoiceUid"> {
  const issues: FieldIssue<"invoiceUid">[] = [];
  const invoiceUid = input.invoiceUid?.trim() ?? "";
  if (!invoiceUid) issues.push({ field: "invoiceUid", key: CHOOSE_INVOICE });
  return checked(issues, () => ({ invoiceUid, paymentSystem: input.paymentSystem ?? "" }));
}
