// Paid requests (§3 Paid request, §4): requests in the shared `requests` table that carry a price. The
// resident pays online through GetPayLink (paidRequestId) or in cash to the worker; either way a completion
// code is sent to the resident's phone (the outbox) and the request is marked paid.
import { businessError, notFound } from "../../http";
import type { Router } from "../../router";
import { sendToOutbox } from "../../outbox";
import { kop, rub } from "./store";

// §4: "Statuses 5, 6, 7, 8, 10, 11, 12 mean the request can no longer be paid."
const UNPAYABLE_STATUSES = [5, 6, 7, 8, 10, 11, 12];

export interface PaidRequestRow {
  id: number;
  number: string;
  account_id: number | null;
  status_id: number;
  is_closed: number;
  is_paid: number;
  can_pay_on_mobile_app: number;
  paid_sum: number | null;
  paid_service_text: string | null;
  bonus_amount: number;
}

/** The user's request (their own, or on one of their accounts), or null. */
export async function ownRequest(db: D1Database, userId: number, id: unknown): Promise<PaidRequestRow | null> {
  const n = Number(id);
  if (id === null || id === undefined || id === "" || !Number.isInteger(n)) return null;
  return db
    .prepare(
      `SELECT id, number, account_id, status_id, is_closed, is_paid, can_pay_on_mobile_app, paid_sum, paid_service_text,
       bonus_amount FROM requests WHERE id = ? AND (user_id = ? OR account_id IN (SELECT account_id FROM user_accounts WHERE user_id = ?))`,
    )
    .bind(n, userId, userId)
    .first<PaidRequestRow>();
}

export function isPayable(r: PaidRequestRow): boolean {
  return (
    !!r.can_pay_on_mobile_app &&
    !r.is_paid &&
    !r.is_closed &&
    (r.paid_sum ?? 0) > 0 &&
    !UNPAYABLE_STATUSES.includes(r.status_id)
  );
}

/** Bonuses may cover the price except one rouble, and only while the request can be paid (kopecks). */
export function allowedBonus(r: PaidRequestRow): number {
  return isPayable(r) ? Math.max(0, Math.min(kop(r.bonus_amount), kop(r.paid_sum ?? 0) - 100)) : 0;
}

export const ERR_REQUEST = "Заявка не найдена";
export const ERR_NOT_PAYABLE = "Заявку нельзя оплатить";

/** The request if the user may pay it now, else the error text. */
export async function payableRequest(
  db: D1Database,
  userId: number,
  id: unknown,
): Promise<PaidRequestRow | { error: string }> {
  const r = await ownRequest(db, userId, id);
  if (!r) return { error: ERR_REQUEST };
  if (r.is_paid) return { error: "Заявка уже оплачена" };
  return isPayable(r) ? r : { error: ERR_NOT_PAYABLE };
}

function completionCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 1_000_000).padStart(6, "0");
}

async function userPhone(db: D1Database, userId: number): Promise<string> {
  const row = await db.prepare("SELECT phone FROM users WHERE id = ?").bind(userId).first<{ phone: string }>();
  return row?.phone ?? "";
}

async function sendCode(db: D1Database, r: PaidRequestRow, phone: string, how: "online" | "cash"): Promise<void> {
  const code = completionCode();
  const paid = how === "cash" ? "наличными исполнителю" : "онлайн";
  await sendToOutbox(
    db,
    "sms",
    phone,
    `Заявка №${r.number} оплачена ${paid}. Код подтверждения выполнения работ: ${code}. Сообщите его исполнителю после выполнения работ.`,
  );
  await db
    .prepare(
      `UPDATE requests SET is_paid = 1, is_paid_by_user = 1,
       updated_seq = (SELECT COALESCE(MAX(updated_seq), 0) + 1 FROM requests) WHERE id = ?`,
    )
    .bind(r.id)
    .run();
}

/** The phone to send the code to: the one given (11 digits starting with 7) or the resident's own. */
function phoneOf(value: unknown, fallback: string): string | null {
  if (value === undefined || value === null || value === "") return fallback;
  const digits = String(value).replace(/\D/g, "");
  return /^7\d{10}$/.test(digits) ? digits : null;
}

export function paidRequestRoutes(router: Router): void {
  router.add("get", "/Accounting/GetPaidRequestAllowedBonuses/{id}", async ({ env, params, userId, reply }) => {
    const r = await ownRequest(env.DB, userId!, params.id);
    if (!r) return notFound(ERR_REQUEST);
    return reply(200, { BonusAmount: rub(allowedBonus(r)) });
  });

  router.add("post", "/Requests/SendPaidRequestCompleteCodeCash", async ({ env, body, userId, reply }) => {
    const r = await payableRequest(env.DB, userId!, body.requestId);
    if ("error" in r) return businessError(r.error);
    const phone = phoneOf(body.phone, await userPhone(env.DB, userId!));
    if (!phone) return businessError("Неверный номер телефона");
    await sendCode(env.DB, r, phone, "cash");
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/Requests/SendPaidRequestCompleteCodeOnline", async ({ env, body, userId, reply }) => {
    const r = await ownRequest(env.DB, userId!, body.requestId);
    if (!r) return businessError(ERR_REQUEST);
    // Online: the request is either still payable or was just paid on the payment page.
    const paidOnline = r.is_paid
      ? await env.DB.prepare("SELECT 1 AS ok FROM pay_orders WHERE request_id = ? AND user_id = ? AND status = 'paid'")
          .bind(r.id, userId)
          .first()
      : null;
    if (!paidOnline && !isPayable(r)) return businessError(r.is_paid ? "Заявка уже оплачена" : ERR_NOT_PAYABLE);
    const phone = phoneOf(body.phone, await userPhone(env.DB, userId!));
    if (!phone) return businessError("Неверный номер телефона");
    await sendCode(env.DB, r, phone, "online");
    return reply(200, { isSucceed: true });
  });
}
