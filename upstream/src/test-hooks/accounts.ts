import { todayMoscow } from "../dates";
import { meterStatements } from "../db/seeds/meters";
import { json, type UpstreamEnv } from "../http";

export interface TestAccountBody {
  phone: string;
  sum: number;
  sumFine: number;
  insurance: number;
  canPayForAll: boolean;
  invoice: { displayName: string; debt: number; debtFine: number };
  /** "Invoice" for an account paid by invoices (§3 PaymentMode). */
  paymentMode: string;
  /** The house (default: the first, 101); house 1361 is served by the default bank's system only. */
  houseId: number;
  /** The account's request flags (§6), for the requests tests. */
  requests: {
    denyRequestCreation?: boolean;
    denyRequestCreationMessage?: string;
    houseCantCreateRequests?: boolean;
    hideOnRequestsPage?: boolean;
  };
  /** "demo": copies of the demo meters, for tests that write readings or order verifications; "none" (default). */
  meters: "demo" | "none";
  /**
   * "demo": the resident gets accessOSS and, on this account (house 101), Петрова's part in the demo owners'
   * meetings — her premise, answers and progress copied — so vote tests never touch the demo resident's;
   * "fresh": the same premise with nothing answered yet.
   */
  oss: "demo" | "fresh" | "none";
}

/**
 * POST /__test/accounts: a fresh personal account linked to a resident (a throwaway one, usually), so tests
 * running in parallel never touch each other's debts, meters or requests. Optionally with a debt, an unpaid
 * invoice, paid by invoices, in a given house, the resident allowed to pay for all accounts, request flags,
 * and copies of the demo meters.
 */
export async function createTestAccount(env: UpstreamEnv, body: Partial<TestAccountBody>): Promise<Response> {
  const user = await env.DB.prepare("SELECT id FROM users WHERE phone = ?")
    .bind(body.phone ?? "")
    .first<{ id: number }>();
  if (!user) return json({ Message: "no such resident" }, 404);
  const house = await env.DB.prepare("SELECT id, address FROM houses WHERE id = ? OR ? IS NULL ORDER BY id LIMIT 1")
    .bind(body.houseId ?? null, body.houseId ?? null)
    .first<{ id: number; address: string }>();
  if (!house) return json({ Message: "no such house" }, 404);
  // Two tests asking in the same millisecond drew the same number once in a hundred: a taken one is drawn again.
  let account: { id: number } | null = null;
  let ident = "";
  for (let attempt = 0; !account && attempt < 5; attempt++) {
    ident = `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
    // Flat numbers from five digits of the number, so two accounts of one resident never share an address.
    account = await env.DB.prepare(
      "INSERT INTO accounts (ident, house_id, premise, address, company_name) VALUES (?, ?, '1', ?, 'УК «Демо»') ON CONFLICT (ident) DO NOTHING RETURNING id",
    )
      .bind(ident, house.id, `${house.address}, кв. ${ident.slice(-5)}`)
      .first<{ id: number }>();
  }
  if (!account) return json({ Message: "no free account number" }, 503);
  const r = body.requests ?? {};
  const insurance = body.insurance ?? 0;
  const invoiceUid = body.invoice ? crypto.randomUUID() : null;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO user_accounts (user_id, account_id) VALUES (?, ?)").bind(user.id, account!.id),
    env.DB.prepare(
      `INSERT INTO account_balances (account_id, sum, sum_fine, insurance_sum, insurance_enabled, debt_actual_date, payment_mode)
       VALUES (?, ?, ?, ?, ?, date('now'), ?)`,
    ).bind(
      account!.id,
      body.sum ?? 0,
      body.sumFine ?? 0,
      insurance,
      insurance > 0 ? 1 : 0,
      body.paymentMode ?? "Default",
    ),
    env.DB.prepare("UPDATE users SET can_pay_for_all_accounts = ? WHERE id = ?").bind(
      body.canPayForAll ? 1 : 0,
      user.id,
    ),
    env.DB.prepare(
      `UPDATE accounts SET deny_request_creation = ?, deny_request_creation_message = ?, house_cant_create_requests = ?,
       hide_on_requests_page = ? WHERE id = ?`,
    ).bind(
      r.denyRequestCreation ? 1 : 0,
      r.denyRequestCreationMessage ?? null,
      r.houseCantCreateRequests ? 1 : 0,
      r.hideOnRequestsPage ? 1 : 0,
      account!.id,
    ),
    ...(body.invoice
      ? [
          env.DB.prepare(
            "INSERT INTO invoices (uid, account_id, display_name, debt, debt_fine) VALUES (?, ?, ?, ?, ?)",
          ).bind(invoiceUid, account!.id, body.invoice.displayName, body.invoice.debt, body.invoice.debtFine),
        ]
      : []),
    ...(body.meters === "demo" ? meterStatements(env.DB, todayMoscow(), ident) : []),
    ...(body.oss === "demo" || body.oss === "fresh"
      ? ossStatements(env.DB, user.id, account!.id, body.oss === "demo")
      : []),
  ]);
  return json({ ident, accountId: account!.id, invoiceUid });
}

const DEMO_OSS_USER = "(SELECT id FROM users WHERE phone = '79000000002')";
const DEMO_OSS_ACCOUNT = "(SELECT id FROM accounts WHERE ident = '3000001')";

/** Copies Петрова's premise in the demo meetings (db/seeds/oss.ts) to a resident's account, and with `progress` her answers. */
function ossStatements(db: D1Database, userId: number, accountId: number, progress: boolean): D1PreparedStatement[] {
  const premise = [
    db.prepare("UPDATE users SET access_oss = 1 WHERE id = ?").bind(userId),
    db
      .prepare(
        `INSERT INTO oss_accounts (oss_id, account_id, premise_number, area, property_percent, document, document_date, blank_file_id)
         SELECT oss_id, ?, premise_number, area, property_percent, document, document_date, blank_file_id FROM oss_accounts
         WHERE account_id = ${DEMO_OSS_ACCOUNT}`,
      )
      .bind(accountId),
  ];
  if (!progress) return premise;
  return [
    ...premise,
    db
      .prepare(
        `INSERT INTO oss_votes (question_id, voter, answer) SELECT question_id, ?, answer FROM oss_votes WHERE voter = 'u:' || ${DEMO_OSS_USER}`,
      )
      .bind(`u:${userId}`),
    db
      .prepare(
        `INSERT INTO oss_participants (oss_id, user_id, acquainted_at, voting_started_at, completed_at)
         SELECT oss_id, ?, acquainted_at, voting_started_at, completed_at FROM oss_participants WHERE user_id = ${DEMO_OSS_USER}`,
      )
      .bind(userId),
  ];
}
