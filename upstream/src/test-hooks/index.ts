import { todayMoscow } from "./dates";
import { meterStatements } from "./db/seeds/meters";
import { json, readJson, type UpstreamEnv } from "./http";
import { bumpRequest, insertMessage } from "./routes/requests/store";

// Fault injection for the portal's tests: per path, delay, answer 500, malformed JSON, 401 or an Error field.
// Only when TEST_HOOKS is "on" (dev and tests); a public demo deployment turns it off.
export type FaultMode = "delay" | "500" | "malformed" | "401" | "error";
const MODES: FaultMode[] = ["delay", "500", "malformed", "401", "error"];

interface FaultRow {
  match: string;
  mode: FaultMode;
  delay_ms: number;
  message: string | null;
}

export function hooksEnabled(env: UpstreamEnv): boolean {
  return env.TEST_HOOKS === "on";
}

async function mergeSettings(env: UpstreamEnv, patch: Record<string, unknown>) {
  const row = await env.DB.prepare("SELECT value FROM settings WHERE key = 'mobile_app_settings'").first<{ value: string }>();
  const merged = { ...(row ? JSON.parse(row.value) : {}), ...patch };
  await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('mobile_app_settings', ?)")
    .bind(JSON.stringify(merged))
    .run();
  return merged;
}

export async function handleTestHook(req: Request, env: UpstreamEnv, url: URL): Promise<Response> {
  if (!hooksEnabled(env)) return json({ Message: "Not found" }, 404);
  const route = `${req.method} ${url.pathname.replace(/^\/__test/, "")}`;
  switch (route) {
    case "POST /faults": {
      const body = await readJson<{ path: string; mode: FaultMode; delayMs: number; message: string; match: string }>(req);
      if (!body.path || !body.mode || !MODES.includes(body.mode)) return json({ Message: "path and mode required" }, 400);
      await env.DB.prepare("INSERT OR REPLACE INTO faults (path, match, mode, delay_ms, message) VALUES (lower(?), ?, ?, ?, ?)")
        .bind(body.path.replace(/\/$/, ""), body.match ?? "", body.mode, body.delayMs ?? 0, body.message ?? null)
        .run();
      return json({ ok: true });
    }
    case "DELETE /faults": {
      const body = await readJson<{ path: string; match: string }>(req);
      if (body.path) {
        await env.DB.prepare("DELETE FROM faults WHERE path = lower(?) AND match = ?").bind(body.path, body.match ?? "").run();
      } else {
        await env.DB.prepare("DELETE FROM faults").run();
      }
      return json({ ok: true });
    }
    case "POST /settings":
      // Merges into MobileAppSettings so a test can switch menu sections, start screen, colour…
      return json(await mergeSettings(env, await readJson<Record<string, unknown>>(req)));
    case "POST /revoke": {
      // Ends every session of a resident, so a test can see the portal's handling of a real 401.
      const body = await readJson<{ phone: string }>(req);
      await env.DB.prepare("DELETE FROM tokens WHERE user_id IN (SELECT id FROM users WHERE phone = ?)").bind(body.phone ?? "").run();
      return json({ ok: true });
    }
    case "POST /meters-account": {
      // A fresh account with copies of the demo meters, linked to a resident: meter tests write readings and
      // order verifications there, apart from the demo residents and from each other.
      const body = await readJson<{ phone: string; empty?: boolean }>(req);
      const user = await env.DB.prepare("SELECT id FROM users WHERE phone = ?").bind(body.phone ?? "").first<{ id: number }>();
      if (!user) return json({ Message: "user not found" }, 404);
      const premise = String(100 + Math.floor(Math.random() * 900));
      const ident = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO accounts (ident, house_id, premise, address, company_name, last_name) SELECT ?, id, ?, address || ', кв. ' || ?, 'УК «Демо»', 'Тестов' FROM houses WHERE id = 101",
        ).bind(ident, premise, premise),
        env.DB.prepare("INSERT INTO user_accounts (user_id, account_id) SELECT ?, id FROM accounts WHERE ident = ?").bind(user.id, ident),
      ]);
      if (!body.empty) await env.DB.batch(meterStatements(env.DB, todayMoscow(), ident));
      return json({ ident });
    }
    case "POST /accounts":
      return json(await createTestAccount(env, await readJson<TestAccountBody>(req)));
    case "POST /requests/message": {
      // A message from the provider's staff, as a dispatcher would write it: for the portal's live-update tests.
      const body = await readJson<{ requestId: number; text: string; author?: string }>(req);
      if (!body.requestId || !body.text) return json({ Message: "requestId and text required" }, 400);
      await env.DB.batch([
        insertMessage(env.DB, { requestId: body.requestId, author: body.author ?? "Диспетчер", isSelf: false, text: body.text }),
        env.DB.prepare("UPDATE requests SET is_readed_by_client = 0 WHERE id = ?").bind(body.requestId),
        bumpRequest(env.DB, body.requestId),
      ]);
      return json({ ok: true });
    }
    case "POST /requests/state": {
      // Moves a request on as the provider would (e.g. done and closable), optionally giving it an access code,
      // so a test can act on a request only it touches.
      // Closed, or made a paid request (a sum to pay in cash or online), for tests of those screens.
      const body = await readJson<{
        requestId: number;
        statusId: number;
        canClose?: boolean;
        accessCode?: string | null;
        closed?: boolean;
        paid?: { sum: number; text: string; bonus?: number };
      }>(req);
      if (!body.requestId || !body.statusId) return json({ Message: "requestId and statusId required" }, 400);
      await env.DB.batch([
        env.DB.prepare(
          "UPDATE requests SET status_id = ?, can_close = ?, is_closed = ?, access_code = COALESCE(?, access_code), creation_completed = 1 WHERE id = ?",
        ).bind(body.statusId, body.canClose ? 1 : 0, body.closed ? 1 : 0, body.accessCode ?? null, body.requestId),
        ...(body.paid
          ? [
              env.DB.prepare(
                "UPDATE requests SET can_pay_on_mobile_app = 1, is_paid = 0, paid_sum = ?, paid_service_text = ?, bonus_amount = ? WHERE id = ?",
              ).bind(body.paid.sum, body.paid.text, body.paid.bonus ?? 0, body.requestId),
            ]
          : []),
        bumpRequest(env.DB, body.requestId),
      ]);
      return json({ ok: true });
    }
    case "GET /requests/state": {
      // Read-only: what the provider stored (the mark of a closed request, paid or not), for tests to check.
      const row = await env.DB.prepare("SELECT status_id, is_closed, mark, is_paid FROM requests WHERE id = ?")
        .bind(Number(url.searchParams.get("id")))
        .first<{ status_id: number; is_closed: number; mark: number | null; is_paid: number }>();
      if (!row) return json({ Message: "request not found" }, 404);
      return json({ statusId: row.status_id, isClosed: !!row.is_closed, mark: row.mark, isPaid: !!row.is_paid });
    }
    default:
      return json({ Message: "Not found" }, 404);
  }
}

/** Applies an injected fault for this request, if any; returns the response to send instead, or null. */
export async function injectFault(env: UpstreamEnv, req: Request, pathname: string): Promise<Response | null> {
  if (!hooksEnabled(env)) return null;
  const rows = await env.DB.prepare("SELECT match, mode, delay_ms, message FROM faults WHERE path = lower(?)")
    .bind(pathname.replace(/\/$/, ""))
    .all<FaultRow>();
  if (rows.results.length === 0) return null;
  const body = rows.results.some((f) => f.match) ? await req.clone().text() : "";
  const fault = rows.results.find((f) => !f.match || body.includes(f.match));
  if (!fault) return null;
  switch (fault.mode) {
    case "delay":
      await new Promise((r) => setTimeout(r, fault.delay_ms));
      return null;
    case "500":
      return json({ Message: "Internal server error (injected)" }, 500);
    case "malformed":
      return new Response("{ this is not json", { headers: { "content-type": "application/json" } });
    case "401":
      return json({ Message: "Authorization has been denied for this request." }, 401);
    case "error":
      return json({ Error: fault.message ?? "Injected business error" });
  }
}

interface TestAccountBody {
  phone: string;
  sum: number;
  sumFine: number;
  insurance: number;
  canPayForAll: boolean;
  invoice: { displayName: string; debt: number; debtFine: number };
  /** "Invoice" for an account paid by invoices (§3 PaymentMode). */
  paymentMode: string;
  /** The house (default: the first); house 1361 is served by the default bank's system only. */
  houseId: number;
  /** The account's request flags (§6), for the requests tests. */
  requests: { denyRequestCreation?: boolean; denyRequestCreationMessage?: string; houseCantCreateRequests?: boolean; hideOnRequestsPage?: boolean };
}

/**
 * A fresh personal account with the given debt, linked to a resident (a throwaway one, usually), so payment
 * tests running in parallel never pay each other's debts. Optionally with an unpaid invoice, paid by
 * invoices, in a given house, the resident allowed to pay for all accounts, and request flags.
 */
async function createTestAccount(env: UpstreamEnv, body: Partial<TestAccountBody>) {
  const user = await env.DB.prepare("SELECT id FROM users WHERE phone = ?").bind(body.phone ?? "").first<{ id: number }>();
  if (!user) return { Message: "no such resident" };
  const house = await env.DB.prepare("SELECT id, address FROM houses WHERE id = ? OR ? IS NULL ORDER BY id LIMIT 1")
    .bind(body.houseId ?? null, body.houseId ?? null)
    .first<{ id: number; address: string }>();
  if (!house) return { Message: "no such house" };
  const ident = `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  const account = await env.DB.prepare(
    "INSERT INTO accounts (ident, house_id, premise, address, company_name) VALUES (?, ?, '1', ?, 'УК «Демо»') RETURNING id",
  )
    .bind(ident, house.id, `${house.address}, кв. ${ident.slice(-5)}`)
    .first<{ id: number }>();
  const r = body.requests ?? {};
  const insurance = body.insurance ?? 0;
  const invoiceUid = body.invoice ? crypto.randomUUID() : null;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO user_accounts (user_id, account_id) VALUES (?, ?)").bind(user.id, account!.id),
    env.DB.prepare(
      `INSERT INTO account_balances (account_id, sum, sum_fine, insurance_sum, insurance_enabled, debt_actual_date, payment_mode)
       VALUES (?, ?, ?, ?, ?, date('now'), ?)`,
    ).bind(account!.id, body.sum ?? 0, body.sumFine ?? 0, insurance, insurance > 0 ? 1 : 0, body.paymentMode ?? "Default"),
    env.DB.prepare("UPDATE users SET can_pay_for_all_accounts = ? WHERE id = ?").bind(body.canPayForAll ? 1 : 0, user.id),
    env.DB.prepare(
      `UPDATE accounts SET deny_request_creation = ?, deny_request_creation_message = ?, house_cant_create_requests = ?,
       hide_on_requests_page = ? WHERE id = ?`,
    ).bind(r.denyRequestCreation ? 1 : 0, r.denyRequestCreationMessage ?? null, r.houseCantCreateRequests ? 1 : 0, r.hideOnRequestsPage ? 1 : 0, account!.id),
    ...(body.invoice
      ? [
          env.DB.prepare("INSERT INTO invoices (uid, account_id, display_name, debt, debt_fine) VALUES (?, ?, ?, ?, ?)").bind(
            invoiceUid,
            account!.id,
            body.invoice.displayName,
            body.invoice.debt,
            body.invoice.debtFine,
          ),
        ]
      : []),
  ]);
  return { ident, accountId: account!.id, invoiceUid };
}
