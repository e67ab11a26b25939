// /Accounting/*: what each account owes, its bills and payments, commission, insurance and checks.
import { dmy, monthOfIso } from "../../dates";
import { storedFileResponse } from "../../files";
import { businessError, notFound } from "../../http";
import type { Router } from "../../router";
import { PRIVATE_FILE } from "./files";
import {
  chooseSystem,
  commissionKopecks,
  ERR_ACCOUNT,
  ERR_SUM,
  kop,
  ownAccount,
  paymentView,
  rub,
  toKopecks,
  type PaymentType,
} from "./store";

const MONTHS = [
  "Январь",
  "Февраль",
  "Март",
  "Апрель",
  "Май",
  "Июнь",
  "Июль",
  "Август",
  "Сентябрь",
  "Октябрь",
  "Ноябрь",
  "Декабрь",
];

/** "Май 2025" for the period starting 2025-05-01. */
export function periodName(isoDate: string): string {
  const month = monthOfIso(isoDate);
  return `${MONTHS[month.month - 1]} ${month.year}`;
}

// A payment link nobody finished stays "in processing" for an hour, then is forgotten.
const PENDING_WINDOW_MS = 3600_000;

interface AccountRow {
  id: number;
  ident: string;
  account_type: number;
  address: string;
  company_name: string;
  is_closed: number;
  hide_on_bills_page: number;
  hide_on_payments_page: number;
  hide_on_requests_page: number;
  house_cant_create_requests: number;
  hide_on_meters_page: number;
  deny_request_creation: number;
  deny_request_creation_message: string | null;
  sum: number | null;
  sum_fine: number | null;
  insurance_sum: number | null;
  debt_actual_date: string | null;
  payment_mode: string | null;
}

interface PaymentRow {
  id: number;
  account_id: number;
  kind: string;
  payment_type: PaymentType;
  sum: number;
  paid_at: string;
  check_key: string | null;
}

async function accountingInfo(db: D1Database, userId: number) {
  const [user, accounts, bills, payments, orders] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT can_pay_for_all_accounts FROM users WHERE id = ?").bind(userId),
    db
      .prepare(
        `SELECT a.*, b.sum, b.sum_fine, b.insurance_sum, b.debt_actual_date, b.payment_mode FROM user_accounts ua
         JOIN accounts a ON a.id = ua.account_id LEFT JOIN account_balances b ON b.account_id = a.id
         WHERE ua.user_id = ? ORDER BY a.ident`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT b.id, b.account_id, a.ident, b.period, b.accounting, b.total, b.file_key FROM bills b
         JOIN accounts a ON a.id = b.account_id
         WHERE b.account_id IN (SELECT account_id FROM user_accounts WHERE user_id = ?) ORDER BY b.period DESC, b.id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT id, account_id, kind, payment_type, sum, paid_at, check_key FROM payments
         WHERE account_id IN (SELECT account_id FROM user_accounts WHERE user_id = ?) ORDER BY paid_at DESC, id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        "SELECT id, items, created_at FROM pay_orders WHERE user_id = ? AND status = 'pending' AND created_at > ? ORDER BY id DESC",
      )
      .bind(userId, new Date(Date.now() - PENDING_WINDOW_MS).toISOString()),
  ]);
  const accountRows = accounts!.results as unknown as AccountRow[];
  const paymentRows = payments!.results as unknown as PaymentRow[];
  const pending = (orders!.results as { id: number; items: string; created_at: string }[]).flatMap((o) =>
    (JSON.parse(o.items) as { accountId: number; sum: number; sumFine: number; insurance: number }[]).map((item) => ({
      accountId: item.accountId,
      view: paymentView({
        id: o.id,
        paid_at: o.created_at,
        sum: rub(item.sum + item.sumFine + item.insurance),
        check_key: null,
        payment_type: "online",
      }),
    })),
  );
  return {
    CanPayForAllAccounts: !!user!.results[0]?.can_pay_for_all_accounts,
    Data: accountRows.map((a) => ({
      Id: a.id,
      AccountID: a.id,
      Ident: a.ident,
      OriginalIdent: a.ident,
      AccountType: a.account_type,
      Address: a.address,
      CompanyName: a.company_name,
      IsClosed: !!a.is_closed,
      Sum: rub(kop(a.sum ?? 0)),
      SumFine: rub(kop(a.sum_fine ?? 0)),
      InsuranceSum: rub(kop(a.insurance_sum ?? 0)),
      DebtActualDate: a.debt_actual_date ? dmy(a.debt_actual_date) : null,
      PaymentMode: a.payment_mode ?? "Default",
      HideOnBillsPage: !!a.hide_on_bills_page,
      HideOnPaymentsPage: !!a.hide_on_payments_page,
      HideOnRequestsPage: !!a.hide_on_requests_page,
      HouseCantCreateRequests: !!a.house_cant_create_requests,
      HideOnMetersPage: !!a.hide_on_meters_page,
      denyRequestCreation: !!a.deny_request_creation,
      denyRequestCreationMessage: a.deny_request_creation ? (a.deny_request_creation_message ?? null) : null,
      Bills: (bills!.results as Record<string, unknown>[])
        .filter((b) => b.account_id === a.id)
        .map((b) => ({
          ID: Number(b.id),
          Ident: String(b.ident),
          Period: periodName(String(b.period)),
          SortableDate: String(b.period),
          Total: rub(kop(Number(b.total))),
          Accounting: rub(kop(Number(b.accounting))),
          HasFile: !!b.file_key,
        })),
      Payments: paymentRows.filter((p) => p.account_id === a.id && p.kind === "utility").map(paymentView),
      PendingPayments: pending.filter((p) => p.accountId === a.id).map((p) => p.view),
      InsurancePayments: paymentRows.filter((p) => p.account_id === a.id && p.kind === "insurance").map(paymentView),
    })),
  };
}

export function accountingRoutes(router: Router): void {
  router.add("get", "/Accounting/Info", async ({ env, userId, reply }) =>
    reply(200, await accountingInfo(env.DB, userId!)),
  );

  router.add("get", "/Accounting/SumWithComission", async ({ env, query, userId, reply }) => {
    const amount = toKopecks(query.sum);
    if (amount === null || amount <= 0) return businessError(ERR_SUM);
    const accounts = [];
    if (query.accountID !== undefined) {
      const account = await ownAccount(env.DB, userId!, query.accountID);
      if (!account) return businessError(ERR_ACCOUNT);
      accounts.push(account);
    }
    const chosen = await chooseSystem(env.DB, query.paymentSystem, accounts);
    if ("error" in chosen) return businessError(chosen.error);
    const commission = commissionKopecks(chosen.system, amount);
    return reply(200, {
      TotalSum: rub(amount + commission),
      Comission: rub(commission),
      Commission: rub(commission),
      HideComissionInfo: commission === 0,
    });
  });

  router.add("post", "/Accounting/DisableAccountInsurance", async ({ env, body, userId, reply }) => {
    const account = await ownAccount(env.DB, userId!, body.accountID);
    if (!account) return businessError(ERR_ACCOUNT);
    if (!account.insuranceEnabled) return businessError("Страхование по этому лицевому счёту не подключено");
    await env.DB.prepare("UPDATE account_balances SET insurance_enabled = 0, insurance_sum = 0 WHERE account_id = ?")
      .bind(account.id)
      .run();
    return reply(200, { isSucceed: true });
  });

  router.add("get", "/Accounting/DownloadPaymentCheck", async ({ env, query, userId }) => {
    const row = await env.DB.prepare(
      `SELECT p.id, p.payment_type, p.check_key FROM payments p
       WHERE p.id = ? AND p.account_id IN (SELECT account_id FROM user_accounts WHERE user_id = ?)`,
    )
      .bind(query.id, userId)
      .first<{ id: number; payment_type: string; check_key: string | null }>();
    const missing = () => notFound("Чек не найден");
    if (!row?.check_key || (query.paymentType && query.paymentType !== row.payment_type)) return missing();
    const ext = query.inJpg ? "jpg" : "pdf";
    const response = await storedFileResponse(env.FILES, `${row.check_key}.${ext}`, {
      type: query.inJpg ? "image/jpeg" : "application/pdf",
      name: `Чек_${row.id}.${ext}`,
      fallback: `check_${row.id}.${ext}`,
      cache: PRIVATE_FILE,
    });
    return response ?? missing();
  });
}
