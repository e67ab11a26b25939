// The history and bills tabs (§2.3 Payment, §6): what is listed, in which order, for which accounts.
import { Temporal } from "temporal-polyfill";
import { parseDate } from "../dates/format";
import { monthLabel, monthOf } from "../dates/month";
import { toKopecks } from "./amount";

export interface HistoryPayment {
  ID: number;
  Date: string;
  Sum: number;
  HasCheck: boolean;
  PaymentType: string;
}

export interface HistoryAccount {
  Ident: string;
  Address: string;
  HideOnBillsPage?: boolean;
  Payments: HistoryPayment[];
  InsurancePayments?: HistoryPayment[];
  PendingPayments?: HistoryPayment[];
}

export type PaymentKind = "utility" | "insurance" | "pending";

export interface HistoryRow {
  id: number;
  ident: string;
  address: string;
  /** DD.MM.YYYY as the provider sends it. */
  date: string;
  /** YYYY-MM-DD for sorting and grouping ("" when the date is unreadable). */
  iso: string;
  kopecks: number;
  type: "online" | "cash";
  kind: PaymentKind;
  hasCheck: boolean;
}

/** §6: accounts hidden on the bills page stay out of the history and bills tabs; `ident` narrows to one. */
export function billsAccounts<A extends { Ident: string; HideOnBillsPage?: boolean }>(
  accounts: A[],
  ident?: string | null,
): A[] {
  const shown = accounts.filter((a) => !a.HideOnBillsPage);
  return ident ? shown.filter((a) => a.Ident === ident) : shown;
}

/** Every payment of the accounts, newest first; a pending online payment has no check yet. */
export function historyRows(accounts: HistoryAccount[]): HistoryRow[] {
  const rows = accounts.flatMap((a) => {
    const of = (list: HistoryPayment[] | undefined, kind: PaymentKind) =>
      (list ?? []).map((p) => ({
        id: p.ID,
        ident: a.Ident,
        address: a.Address,
        date: p.Date,
        iso: parseDate(p.Date)?.toString() ?? "",
        kopecks: toKopecks(p.Sum),
        type: p.PaymentType === "cash" ? ("cash" as const) : ("online" as const),
        kind,
        hasCheck: kind !== "pending" && p.HasCheck,
      }));
    return [...of(a.PendingPayments, "pending"), ...of(a.Payments, "utility"), ...of(a.InsurancePayments, "insurance")];
  });
  return rows.sort((x, y) => (x.iso === y.iso ? y.id - x.id : x.iso < y.iso ? 1 : -1));
}

export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  /** MM.YYYY */
  label: string;
  kopecks: number;
}

/** Paid totals per month for one account's chart, oldest first, at most the last `limit` months with payments. */
export function monthlyTotals(rows: HistoryRow[], limit = 12): MonthTotal[] {
  const byMonth = new Map<string, { month: Temporal.PlainYearMonth; kopecks: number }>();
  for (const r of rows) {
    const month = r.kind === "pending" ? null : monthOf(r.iso);
    if (!month) continue;
    const total = byMonth.get(month.toString()) ?? { month, kopecks: 0 };
    byMonth.set(month.toString(), { month, kopecks: total.kopecks + r.kopecks });
  }
  return [...byMonth.values()]
    .sort((a, b) => Temporal.PlainYearMonth.compare(a.month, b.month))
    .slice(-limit)
    .map(({ month, kopecks }) => ({ month: month.toString(), label: monthLabel(month), kopecks }));
}

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The history as a semicolon-separated CSV (what spreadsheet programs in Russian locales read), with a BOM. */
export function historyCsv(
  rows: HistoryRow[],
  header: string[],
  label: (row: HistoryRow) => { type: string; kind: string },
): string {
  const lines = [header.map(csvCell).join(";")];
  for (const r of rows) {
    const { type, kind } = label(r);
    const amount = (r.kopecks / 100).toFixed(2).replace(".", ",");
    lines.push([r.date, r.ident, r.address, amount, type, kind].map(csvCell).join(";"));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
