import { describe, expect, it } from "vitest";
import { isDebt, paymentAccounts } from "./accounts";

describe("personal-accounts tab (§6)", () => {
  const accounts = [{ Ident: "1000001" }, { Ident: "ЛС-7" }, { Ident: "1000002", HideOnPaymentsPage: true }];

  it("leaves out accounts hidden on the payments page", () => {
    expect(paymentAccounts(accounts, { digitsOnly: false }).map((a) => a.Ident)).toEqual(["1000001", "ЛС-7"]);
  });

  it("lists only all-digit Idents in builds that say so", () => {
    expect(paymentAccounts(accounts, { digitsOnly: true }).map((a) => a.Ident)).toEqual(["1000001"]);
  });

  it("a debt is a positive sum", () => {
    expect(isDebt(0.01)).toBe(true);
    expect(isDebt(0)).toBe(false);
    expect(isDebt(-10)).toBe(false);
  });
});
