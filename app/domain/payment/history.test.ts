import { describe, expect, it } from "vitest";
import { billsAccounts, historyCsv, historyRows, monthlyTotals } from "./history";

const pay = (ID: number, Date: string, Sum: number, PaymentType = "online", HasCheck = true) => ({
  ID,
  Date,
  Sum,
  PaymentType,
  HasCheck,
});

const accounts = [
  {
    Ident: "1",
    Address: "Лесная, 5",
    Payments: [pay(1, "12.05.2025", 100), pay(2, "12.04.2025", 50.5, "cash", false)],
    InsurancePayments: [pay(3, "12.05.2025", 85)],
    PendingPayments: [pay(9, "20.05.2025", 10, "online", false)],
  },
  { Ident: "2", Address: "Садовая, 17", HideOnBillsPage: true, Payments: [pay(4, "01.06.2025", 7)] },
];

describe("history and bills tabs", () => {
  it("hides accounts marked HideOnBillsPage and narrows to one account", () => {
    expect(billsAccounts(accounts).map((a) => a.Ident)).toEqual(["1"]);
    expect(billsAccounts(accounts, "2")).toEqual([]);
    expect(billsAccounts(accounts, "1").map((a) => a.Ident)).toEqual(["1"]);
  });

  it("lists payments newest first, pending ones without a check", () => {
    const rows = historyRows(billsAccounts(accounts));
    expect(rows.map((r) => [r.id, r.kind, r.hasCheck])).toEqual([
      [9, "pending", false],
      [3, "insurance", true],
      [1, "utility", true],
      [2, "utility", false],
    ]);
    expect(rows[3]).toMatchObject({ type: "cash", kopecks: 5050, iso: "2025-04-12" });
  });

  it("totals paid sums per month for the chart, oldest first, without pending payments", () => {
    expect(monthlyTotals(historyRows(billsAccounts(accounts)))).toEqual([
      { month: "2025-04", label: "04.2025", kopecks: 5050 },
      { month: "2025-05", label: "05.2025", kopecks: 18500 },
    ]);
  });

  it("orders months across the new year and keeps the last ones; unreadable dates count nowhere", () => {
    const rows = historyRows([
      {
        Ident: "1",
        Address: "Лесная, 5",
        Payments: [
          pay(1, "05.01.2026", 10),
          pay(2, "28.12.2025", 20),
          pay(3, "30.11.2025", 30),
          pay(4, "31.02.2026", 40),
          pay(5, "", 50),
        ],
      },
    ]);
    expect(monthlyTotals(rows, 2)).toEqual([
      { month: "2025-12", label: "12.2025", kopecks: 2000 },
      { month: "2026-01", label: "01.2026", kopecks: 1000 },
    ]);
  });

  it("exports CSV with a BOM, semicolons and quoted cells where needed", () => {
    const csv = historyCsv(
      historyRows([{ ...accounts[0]!, Address: 'ул. "Лесная"; 5', PendingPayments: [] }]),
      ["Дата", "ЛС", "Адрес", "Сумма", "Тип", "Вид"],
      (r) => ({
        type: r.type,
        kind: r.kind,
      }),
    );
    const lines = csv.replace("\uFEFF", "").trimEnd().split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe("Дата;ЛС;Адрес;Сумма;Тип;Вид");
    expect(lines[1]).toBe(`12.05.2025;1;"ул. ""Лесная""; 5";85,00;online;insurance`);
    expect(lines).toHaveLength(4);
  });
});
