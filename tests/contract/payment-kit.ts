// What the two payment test files share: the account shape of GET /Accounting/Info, reading it, and throwaway
// residents with accounts of given debts for the tests that pay or change an account.
import { expect } from "vitest";
import type { TestAccountOptions, Upstream } from "./harness";

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

/**
 * A throwaway resident with fresh accounts of the given debts (test hook POST /__test/accounts): tests that pay,
 * or change an account otherwise, use one, so Иванов's demo accounts stay as seeded for every file.
 */
export async function payer(up: Upstream, accounts: TestAccountOptions[], canPayForAll = false) {
  const resident = await up.newResident();
  const made = [];
  for (const a of accounts) made.push(await up.testAccount(resident.phone, { canPayForAll, ...a }));
  return { ...resident, accounts: made, ...accountsKit(up, () => resident.token) };
}
