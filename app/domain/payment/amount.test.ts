import { describe, expect, it } from "vitest";
import {
  amountInput,
  INVALID_AMOUNT,
  INVALID_FINE,
  normalizeAmount,
  parseFine,
  parseSum,
  payAllTotals,
} from "./amount";

describe("sum rules (§5 Amounts)", () => {
  it("accepts sums with at most 2 decimals, a comma as the separator", () => {
    expect(parseSum("4523.18")).toEqual({ ok: true, kopecks: 452318 });
    expect(parseSum("12,5")).toEqual({ ok: true, kopecks: 1250 });
    expect(parseSum(" 100 ")).toEqual({ ok: true, kopecks: 10000 });
    expect(parseSum("0.01")).toEqual({ ok: true, kopecks: 1 });
  });

  it("strips leading zeros", () => {
    expect(normalizeAmount("007.50")).toBe("7.50");
    expect(normalizeAmount("0.5")).toBe("0.5");
    expect(normalizeAmount("000")).toBe("0");
    expect(parseSum("00012")).toEqual({ ok: true, kopecks: 1200 });
  });

  it("says 'Неверная сумма' for zero, negative, three decimals, letters and empty", () => {
    for (const bad of ["0", "0.00", "-1", "1.234", "abc", "12a", "", " ", "1.2.3", "1e3"]) {
      expect(parseSum(bad), bad).toEqual({ ok: false, error: INVALID_AMOUNT });
    }
  });

  it("fine: empty is 0, at least 0, rounded to 2 decimals", () => {
    expect(parseFine("")).toEqual({ ok: true, kopecks: 0 });
    expect(parseFine("0")).toEqual({ ok: true, kopecks: 0 });
    expect(parseFine("112.4")).toEqual({ ok: true, kopecks: 11240 });
    expect(parseFine("1.005")).toEqual({ ok: true, kopecks: 101 });
    expect(parseFine("1.004")).toEqual({ ok: true, kopecks: 100 });
    expect(parseFine("-1")).toEqual({ ok: false, error: INVALID_FINE });
    expect(parseFine("x")).toEqual({ ok: false, error: INVALID_FINE });
  });
});

describe("pay-all sum (§4)", () => {
  const account = (Ident: string, Sum: number, SumFine = 0, InsuranceSum = 0, extra = {}) => ({
    Ident,
    Sum,
    SumFine,
    InsuranceSum,
    ...extra,
  });

  it("sums the accounts with positive sums, in kopecks, with their fines and insurance apart", () => {
    const totals = payAllTotals([
      account("1", 4523.18, 112.4, 85),
      account("2", 0),
      account("3", 0.1),
      account("4", 0.2),
    ]);
    expect(totals).toEqual({ idents: ["1", "3", "4"], sum: 452318 + 10 + 20, fine: 11240, insurance: 8500 });
  });

  it("leaves out advances, closed accounts and accounts hidden on the payments page", () => {
    const totals = payAllTotals([
      account("1", -50, 10),
      account("2", 100, 0, 0, { IsClosed: true }),
      account("3", 200, 0, 0, { HideOnPaymentsPage: true }),
      account("4", 300, -5),
    ]);
    expect(totals).toEqual({ idents: ["4"], sum: 30000, fine: 0, insurance: 0 });
  });

  it("is empty when nothing is due", () => {
    expect(payAllTotals([account("1", 0)])).toEqual({ idents: [], sum: 0, fine: 0, insurance: 0 });
  });
});

describe("amount inputs", () => {
  it("prefills amount inputs only with positive sums, in the resident's language when given", () => {
    expect(amountInput(452318)).toBe("4523.18");
    expect(amountInput(452318, "ru")).toBe("4523,18");
    expect(amountInput(452318, "en")).toBe("4523.18");
    expect(amountInput(150000, "ru")).toBe("1500,00");
    expect(amountInput(0)).toBe("");
    expect(amountInput(-5, "ru")).toBe("");
  });

  it("reads back what it prefilled, in either language", () => {
    for (const lang of ["ru", "en", undefined])
      expect(parseSum(amountInput(123456, lang))).toEqual({ ok: true, kopecks: 123456 });
  });
});
