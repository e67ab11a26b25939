// What the two payment test files share: the account shape of GET /Accounting/Info and reading it.
import { expect } from "vitest";
import type { Upstream } from "./harness";

export interface Account {
  AccountID: number;
  Ident: string;
  Sum: number;
  SumFine: number;
  InsuranceSum: number;
  DebtActualDate: string;
  Bills: { ID: number; Period: string; SortableDate: string; Total: number; HasFile: boolean }[];
  Payments: { ID: number; Date: string; Sum: number; HasCheck: boolean; PaymentType: string }[];
  PendingPayments: { ID: number; Sum: number }[];
  InsurancePayments: { ID: number; Sum: number; HasCheck: boolean }[];
}

/** Account readers for `up`; `owner()` gives the default token (read when called, after the logins). */
export function accountsKit(up: Upstream, owner: () => string) {
  async function info(token = owner()): Promise<{ CanPayForAllAccounts: boolean; Data: Account[] }> {
    const res = await up.call("GET /Accounting/Info", { token });
    expect(res.status).toBe(200);
    return res.json;
  }
  const account = async (ident: string, token = owner()) => (await info(token)).Data.find((a) => a.Ident === ident)!;
  return { info, account };
}
