// Pay orders: created by GetPayLink / GetPayInvoiceLink, finished on the simulated payment page.
import { randomToken } from "../../crypto";
import { putCheck, rub, type PaymentSystem } from "./store";

/** One account's part of an order, in kopecks. */
export interface OrderItem {
  accountId: number;
  sum: number;
  sumFine: number;
  insurance: number;
}

export interface Order {
  id: number;
  token: string;
  user_id: number;
  payment_system: string;
  items: OrderItem[];
  amount: number;
  commission: number;
  invoice_uid: string | null;
  request_id: number | null;
  bonus_amount: number;
  success_url: string;
  fail_url: string;
  status: "pending" | "paid" | "declined";
}

/** An absolute http(s) URL, or null. */
export function absoluteUrl(value: unknown): URL | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Stores a pending order and returns its pay link: the simulated payment page on the origin the resident
 * returns to (the portal forwards /__upstream/* to the reference upstream).
 */
export async function createOrder(
  db: D1Database,
  o: {
    userId: number;
    system: PaymentSystem;
    items: OrderItem[];
    amount: number;
    commission: number;
    allowCardSaving: boolean;
    invoiceUid?: string;
    requestId?: number;
    bonusAmount?: number;
    successUrl: URL;
    failUrl: URL;
  },
): Promise<string> {
  const token = randomToken();
  await db
    .prepare(
      `INSERT INTO pay_orders (token, user_id, payment_system, items, amount, commission, allow_card_saving, invoice_uid,
       request_id, bonus_amount, success_url, fail_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      token,
      o.userId,
      o.system.name,
      JSON.stringify(o.items),
      o.amount,
      o.commission,
      o.allowCardSaving && o.system.canSaveCard ? 1 : 0,
      o.invoiceUid ?? null,
      o.requestId ?? null,
      o.bonusAmount ?? 0,
      o.successUrl.href,
      o.failUrl.href,
      new Date().toISOString(),
    )
    .run();
  return `${o.successUrl.origin}/__upstream/demo/pay/${token}`;
}

export async function findOrder(db: D1Database, token: string): Promise<Order | null> {
  const row = await db.prepare("SELECT * FROM pay_orders WHERE token = ?").bind(token).first<Record<string, unknown>>();
  return row ? ({ ...row, items: JSON.parse(String(row.items)) } as Order) : null;
}

/** Records the payment of an order once (a second submit changes nothing). Returns false if it was not pending. */
export async function payOrder(db: D1Database, files: R2Bucket, order: Order): Promise<boolean> {
  const now = new Date().toISOString();
  const claimed = await db
    .prepare("UPDATE pay_orders SET status = 'paid', finished_at = ? WHERE id = ? AND status = 'pending'")
    .bind(now, order.id)
    .run();
  if (!claimed.meta.changes) return false;
  const stmts: D1PreparedStatement[] = [];
  const checks: Promise<void>[] = [];
  const idents = await db
    .prepare("SELECT id, ident FROM accounts WHERE id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(order.items.map((i) => i.accountId)))
    .all<{ id: number; ident: string }>();
  order.items.forEach((item, n) => {
    const ident = idents.results.find((a) => a.id === item.accountId)?.ident ?? "";
    const record = (kind: string, sum: number, suffix: string) => {
      const key = `payment/checks/order-${order.id}-${item.accountId}${suffix}`;
      stmts.push(
        db
          .prepare(
            "INSERT INTO payments (account_id, kind, payment_type, sum, paid_at, check_key, order_id) VALUES (?, ?, 'online', ?, ?, ?, ?)",
          )
          .bind(item.accountId, kind, rub(sum), now, key, order.id),
      );
      checks.push(
        putCheck(files, key, {
          ident,
          sum,
          paidAt: now,
          paymentType: "online",
          system: order.payment_system,
          seed: order.id + n,
        }),
      );
    };
    if (item.sum + item.sumFine > 0) record("utility", item.sum + item.sumFine, "");
    if (item.insurance > 0) record("insurance", item.insurance, "-insurance");
    // An invoice is settled on its own; the account's running debt only moves for sum payments.
    if (!order.invoice_uid) {
      stmts.push(db.prepare("INSERT OR IGNORE INTO account_balances (account_id) VALUES (?)").bind(item.accountId));
      stmts.push(
        db
          .prepare(
            `UPDATE account_balances SET sum = ROUND(sum - ?, 2), sum_fine = MAX(0, ROUND(sum_fine - ?, 2)),
             insurance_sum = CASE WHEN ? > 0 THEN 0 ELSE insurance_sum END WHERE account_id = ?`,
          )
          .bind(rub(item.sum), rub(item.sumFine), item.insurance, item.accountId),
      );
    }
  });
  if (order.invoice_uid) stmts.push(db.prepare("UPDATE invoices SET paid = 1 WHERE uid = ?").bind(order.invoice_uid));
  if (order.request_id !== null) {
    stmts.push(
      db
        .prepare(
          `UPDATE requests SET is_paid = 1, is_paid_by_user = 1,
           updated_seq = (SELECT COALESCE(MAX(updated_seq), 0) + 1 FROM requests) WHERE id = ?`,
        )
        .bind(order.request_id),
    );
  }
  await Promise.all(checks);
  if (stmts.length) await db.batch(stmts);
  return true;
}

export async function declineOrder(db: D1Database, order: Order): Promise<void> {
  await db
    .prepare("UPDATE pay_orders SET status = 'declined', finished_at = ? WHERE id = ? AND status = 'pending'")
    .bind(new Date().toISOString(), order.id)
    .run();
}
