// Which accounts the personal-accounts tab lists (§6) and how each one's debt is shown (§3 config).
import { toKopecks } from "./amount";

export interface ListedAccount {
  Ident: string;
  HideOnPaymentsPage?: boolean;
}

/** Accounts hidden on the payments page stay out; some builds list only all-digit Idents. */
export function paymentAccounts<A extends ListedAccount>(accounts: A[], opts: { digitsOnly: boolean }): A[] {
  return accounts.filter((a) => !a.HideOnPaymentsPage && (!opts.digitsOnly || /^\d+$/.test(a.Ident)));
}

/** HighlightDebtInRed: a positive sum due is shown in red. */
export function isDebt(sum: number): boolean {
  return toKopecks(sum) > 0;
}
