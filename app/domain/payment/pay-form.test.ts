import { describe, expect, it } from "vitest";
import { amountsOf, payFormErrors } from "./pay-form";

const ONE = { payAll: false, separatedFine: false, needsEmail: false };

describe("payment form (§5)", () => {
  it("needs a valid sum for one account", () => {
    expect(payFormErrors({ sum: "100" }, ONE)).toEqual({});
    for (const bad of ["0", "-1", "1.234", "abc", ""]) expect(payFormErrors({ sum: bad }, ONE)).toEqual({ sum: "payment.invalid_amount" });
  });

  it("checks the separate fine only when the fine is separated", () => {
    expect(payFormErrors({ sum: "1", sumFine: "-2" }, ONE)).toEqual({});
    expect(payFormErrors({ sum: "1", sumFine: "-2" }, { ...ONE, separatedFine: true })).toEqual({ sumFine: "payment.invalid_fine" });
  });

  it("has no amount fields when paying for all accounts", () => {
    expect(payFormErrors({}, { ...ONE, payAll: true })).toEqual({});
  });

  it("asks for an e-mail with @ and a dot when the profile has none", () => {
    expect(payFormErrors({ sum: "1", email: "a@b" }, { ...ONE, needsEmail: true })).toEqual({ email: "payment.wrong_email" });
    expect(payFormErrors({ sum: "1", email: "a@b.ru" }, { ...ONE, needsEmail: true })).toEqual({});
  });
});

describe("amounts paid", () => {
  it("one account: the typed sum, the fine when separated, insurance by choice", () => {
    expect(amountsOf({ sum: "100.50", sumFine: "12.4", payInsurance: true }, { ...ONE, separatedFine: true, insuranceKopecks: 8500 })).toEqual({
      sum: 10050,
      fine: 1240,
      insurance: 8500,
      total: 19790,
    });
    expect(amountsOf({ sum: "100.50", sumFine: "12.4" }, { ...ONE, insuranceKopecks: 8500 })).toEqual({ sum: 10050, fine: 0, insurance: 0, total: 10050 });
    expect(amountsOf({ sum: "0" }, { ...ONE, insuranceKopecks: 0 })).toBeNull();
  });

  it("all accounts: the pay-all totals, whatever was typed", () => {
    const payAllTotals = { idents: ["1"], sum: 452318, fine: 11240, insurance: 8500 };
    expect(amountsOf({ sum: "1" }, { ...ONE, payAll: true, insuranceKopecks: 8500, payAllTotals })).toEqual({
      sum: 452318,
      fine: 11240,
      insurance: 0,
      total: 463558,
    });
    expect(amountsOf({}, { ...ONE, payAll: true, insuranceKopecks: 0, payAllTotals: { idents: [], sum: 0, fine: 0, insurance: 0 } })).toBeNull();
  });
});
