import type { Temporal } from "temporal-polyfill";
import { MOSCOW } from "../../dates";
import { makePdf } from "../../files";
import { periodName } from "../../routes/payment/accounting";
import { kop, putCheck } from "../../routes/payment/store";
import type { SeedContext } from "./context";

// Demo accounting (contract tests and the README rely on these):
// - 1000001 (Иванов): owes 4523.18 with a fine of 112.40 and insurance 85.00 (debt as of today); bills for the
//   six months before this one, each with a PDF; online and cash payments with checks; one open invoice.
// - 1000002 (Иванов, house 1361, served only by the default bank's system): two bills, both paid, nothing due.
// - 3000001 (Петрова): a small debt of 350.00.
// Иванов may pay for all his accounts at once.

export const DEMO_INVOICE_UID = "5f0c7a52-1b2e-4c8d-9a41-100000100001";

const BILLS: Record<string, { accounting: number; total: number }[]> = {
  // Newest first: index 0 is last month's bill.
  "1000001": [
    { accounting: 4410.78, total: 4523.18 },
    { accounting: 4620.15, total: 4620.15 },
    { accounting: 5130.4, total: 5130.4 },
    { accounting: 5390.22, total: 5390.22 },
    { accounting: 4980.6, total: 4980.6 },
    { accounting: 4705.33, total: 4705.33 },
  ],
  "1000002": [
    { accounting: 1830.5, total: 1830.5 },
    { accounting: 1795.2, total: 1795.2 },
  ],
  "3000001": [{ accounting: 350, total: 350 }],
};

// Payments of earlier bills: [ident, bill index, type, with check, kind].
const PAYMENTS: [string, number, "online" | "cash", boolean, "utility" | "insurance"][] = [
  ["1000001", 1, "online", true, "utility"],
  ["1000001", 2, "cash", true, "utility"],
  ["1000001", 3, "online", true, "utility"],
  ["1000001", 4, "online", true, "utility"],
  ["1000001", 5, "cash", false, "utility"],
  ["1000001", 1, "online", true, "insurance"],
  ["1000001", 2, "online", true, "insurance"],
  ["1000002", 0, "online", true, "utility"],
  ["1000002", 1, "cash", false, "utility"],
];

/** The first day of the month `monthsAgo` months before today's. */
const periodStart = (today: Temporal.PlainDate, monthsAgo: number) =>
  today.with({ day: 1 }).subtract({ months: monthsAgo });

export async function seedPayment(ctx: SeedContext): Promise<D1PreparedStatement[]> {
  const { db, files, today } = ctx;
  const account = "(SELECT id FROM accounts WHERE ident = ?)";
  const stmts: D1PreparedStatement[] = [
    db.prepare("UPDATE users SET can_pay_for_all_accounts = 1 WHERE phone = '79000000001'"),
    db.prepare(
      `INSERT OR IGNORE INTO payment_systems (id, name, display_name, commission_percent, can_save_card, is_default, sort,
         only_default_for_houses) VALUES (1, 'sberbank', 'Сбербанк', 0, 1, 1, 1, '1361'), (2, 'tinkoff', 'Т-Банк', 1, 0, 0, 2, '')`,
    ),
  ];
  const balances: [string, number, number, number][] = [
    ["1000001", 4523.18, 112.4, 85],
    ["1000002", 0, 0, 0],
    ["3000001", 350, 0, 0],
    ["2000001", 1250, 0, 0],
    ["2000002", 0, 0, 0],
  ];
  for (const [ident, sum, fine, insurance] of balances) {
    stmts.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO account_balances (account_id, sum, sum_fine, insurance_sum, insurance_enabled, debt_actual_date)
           VALUES (${account}, ?, ?, ?, ?, ?)`,
        )
        .bind(ident, sum, fine, insurance, insurance > 0 ? 1 : 0, today.toString()),
    );
  }
  for (const [ident, bills] of Object.entries(BILLS)) {
    for (const [i, bill] of bills.entries()) {
      const start = periodStart(today, i + 1);
      const period = start.toString();
      const key = `payment/bills/${ident}-${start.toPlainYearMonth()}.pdf`;
      await files.put(
        key,
        makePdf([
          `Bill (kvitantsiya) for ${periodName(period)}`,
          `Personal account: ${ident}`,
          `Accrued for the period: ${bill.accounting.toFixed(2)} RUB`,
          `Total to pay: ${bill.total.toFixed(2)} RUB`,
          `Pay by: ${periodStart(today, i).with({ day: 25 }).toString()}`,
          "Demo bill of the reference provider.",
        ]),
        { httpMetadata: { contentType: "application/pdf" } },
      );
      stmts.push(
        db
          .prepare(
            `INSERT INTO bills (account_id, period, accounting, total, file_key) VALUES (${account}, ?, ?, ?, ?)`,
          )
          .bind(ident, period, bill.accounting, bill.total, key),
      );
    }
  }
  for (const [n, [ident, billIndex, type, withCheck, kind]] of PAYMENTS.entries()) {
    // Paid on the 12th of the month after the bill's period, at 11:20 Moscow time.
    const paidAt = periodStart(today, billIndex)
      .with({ day: 12 })
      .toZonedDateTime({ timeZone: MOSCOW, plainTime: { hour: 11, minute: 20 } })
      .toInstant()
      .toString();
    const sum = kind === "insurance" ? 85 : BILLS[ident]![billIndex]!.total;
    const key = withCheck ? `payment/checks/seed-${n + 1}` : null;
    if (key) await putCheck(files, key, { ident, sum: kop(sum), paidAt, paymentType: type, seed: n + 1 });
    stmts.push(
      db
        .prepare(
          `INSERT INTO payments (account_id, kind, payment_type, sum, paid_at, check_key) VALUES (${account}, ?, ?, ?, ?, ?)`,
        )
        .bind(ident, kind, type, sum, paidAt, key),
    );
  }
  stmts.push(
    db
      .prepare(
        `INSERT OR IGNORE INTO invoices (uid, account_id, display_name, debt, debt_fine) VALUES (?, ${account}, ?, ?, ?)`,
      )
      .bind(
        DEMO_INVOICE_UID,
        "1000001",
        `Взнос на капитальный ремонт за ${periodName(periodStart(today, 1).toString()).toLowerCase()}`,
        1250,
        18.75,
      ),
  );
  return stmts;
}
