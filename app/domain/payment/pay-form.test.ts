import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { amountsOf, payForm, type PayFormInput, type PayFormOptions } from "./pay-form";

const ONE = { payAll: false, separatedFine: false, needsEmail: false };
const payFormErrors = (input: PayFormInput, opts: PayFormOptions) => errorsOf(payForm(input, opts));

describe("payment form (§5): issues", () => {
  it("needs a valid sum for one account", () => {
    expect(payFormErrors({ sum: "100" }, ONE)).toEqual({});
    for (const bad of ["0", "-1", "1.234", "abc", ""])
      expect(payFormErrors({ sum: bad }, ONE)).toEqual({ sum: "payment.invalid_amount" });
  });

  it("checks the separate fine only when the fine is separated", () => {
    expect(payFormErrors({ sum: "1", sumFine: "-2" }, ONE)).toEqual({});
    expect(payFormErrors({ sum: "1", sumFine: "-2" }, { ...ONE, separatedFine: true })).toEqual({
      sumFine: "payment.invalid_fine",
    });
  });

  it("has no amount fields when paying for all accounts", () => {
    expect(payFormErrors({}, { ...ONE, payAll: true })).toEqual({});
  });

  it("asks for an e-mail with @ and a dot when the profile has none", () => {
    expect(payFormErrors({ sum: "1", email: "a@b" }, { ...ONE, needsEmail: true })).toEqual({
      email: "payment.wrong_email",
    });
    expect(payFormErrors({ sum: "1", email: "a@b.ru" }, { ...ONE, needsEmail: true })).toEqual({});
  });

  it("reports every field at once", () => {
    expect(
      payForm({ sum: "x", sumFine: "y", email: "" }, { payAll: false, separatedFine: true, needsEmail: true }),
    ).toEqual({
      ok: false,
      issues: [
        { field: "sum", key: "payment.invalid_amount" },
        { field: "sumFine", key: "payment.invalid_fine" },
        { field: "email", key: "payment.wrong_email" },
      ],
    });
  });
});

describe("payment form (§5): values", () => {
  const value = (input: PayFormInput, opts: PayFormOptions = ONE) => {
    const result = payForm(input, opts);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    return result.value;
  };

  it("turns the typed sum into kopecks, with a comma or a dot", () => {
    expect(value({ sum: "4523,18" }).sum).toBe(452318);
    expect(value({ sum: "4523.18" }).sum).toBe(452318);
    expect(value({ sum: " 1 200,5 " }).sum).toBe(120050);
    expect(value({ sum: "0.01" }).sum).toBe(1);
  });

  it("keeps to 2 decimals and 9 digits of roubles", () => {
    expect(value({ sum: "999999999.99" }).sum).toBe(99999999999);
    expect(payFormErrors({ sum: "1000000000" }, ONE)).toEqual({ sum: "payment.invalid_amount" });
    expect(payFormErrors({ sum: "1,001" }, ONE)).toEqual({ sum: "payment.invalid_amount" });
  });

  it("rounds the separate fine to kopecks, empty meaning none", () => {
    const fine = { ...ONE, separatedFine: true };
    expect(value({ sum: "1", sumFine: "12,4" }, fine).fine).toBe(1240);
    expect(value({ sum: "1", sumFine: "1.005" }, fine).fine).toBe(101);
    expect(value({ sum: "1" }, fine).fine).toBe(0);
    expect(value({ sum: "1", sumFine: "12,4" }).fine).toBe(0);
  });

  it("trims the e-mail, which is null unless asked for; unticked boxes are false", () => {
    expect(value({ sum: "1", email: " a@b.ru " }, { ...ONE, needsEmail: true })).toEqual({
      sum: 100,
      fine: 0,
      email: "a@b.ru",
      payInsurance: false,
      allowCardSaving: false,
      paymentSystem: "",
    });
    expect(value({ sum: "1", email: "a@b.ru", payInsurance: "on", paymentSystem: "sberbank" })).toMatchObject({
      email: null,
      payInsurance: true,
      paymentSystem: "sberbank",
    });
  });

  it('reads a ticked box as the browser posts it, "on"', () => {
    expect(value({ sum: "1", payInsurance: "on", allowCardSaving: "on" })).toMatchObject({
      payInsurance: true,
      allowCardSaving: true,
    });
    expect(value({ sum: "1", payInsurance: "true", allowCardSaving: "" })).toMatchObject({
      payInsurance: false,
      allowCardSaving: false,
    });
  });

  it("types no sum when paying for all, whatever was posted", () => {
    expect(value({ sum: "abc" }, { ...ONE, payAll: true })).toMatchObject({ sum: 0, fine: 0 });
  });
});

describe("amounts paid", () => {
  const none = { sum: 0, fine: 0, payInsurance: false };

  it("one account: the typed sum, the fine, insurance by choice", () => {
    expect(
      amountsOf({ sum: 10050, fine: 1240, payInsurance: true }, { payAll: false, insuranceKopecks: 8500 }),
    ).toEqual({
      sum: 10050,
      fine: 1240,
      insurance: 8500,
      total: 19790,
    });
    expect(amountsOf({ sum: 10050, fine: 0, payInsurance: false }, { payAll: false, insuranceKopecks: 8500 })).toEqual({
      sum: 10050,
      fine: 0,
      insurance: 0,
      total: 10050,
    });
    expect(amountsOf(none, { payAll: false, insuranceKopecks: 0 })).toBeNull();
  });

  it("all accounts: the pay-all totals, whatever was typed", () => {
    const payAllTotals = { idents: ["1"], sum: 452318, fine: 11240, insurance: 8500 };
    expect(amountsOf({ ...none, sum: 100 }, { payAll: true, insuranceKopecks: 8500, payAllTotals })).toEqual({
      sum: 452318,
      fine: 11240,
      insurance: 0,
      total: 463558,
    });
    expect(
      amountsOf(none, {
        payAll: true,
        insuranceKopecks: 0,
        payAllTotals: { idents: [], sum: 0, fine: 0, insurance: 0 },
      }),
    ).toBeNull();
  });
});
