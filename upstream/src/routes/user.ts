import { json, readJson, unauthorized, type Router } from "../http";
import { isValidEmail, issueToken } from "./auth";

interface UserRow {
  phone: string;
  fio: string;
  email: string | null;
  only_electronic_bills: number;
  dont_save_password: number;
  dont_show_retired_devices: number;
  access_oss: number;
  show_oss_link: number;
}

interface AccountRow {
  id: number;
  ident: string;
  house_id: number;
  premise: string | null;
  address: string;
  last_name: string | null;
  inn: string | null;
  pin_code: string | null;
}

export async function loadUser(db: D1Database, userId: number) {
  const u = await db.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<UserRow>();
  if (!u) return null;
  const accounts = await db
    .prepare(
      `SELECT a.ident, a.address, a.house_id, a.hide_on_bills_page, a.hide_on_payments_page, a.hide_on_requests_page,
              a.house_cant_create_requests, a.hide_on_meters_page
       FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ? ORDER BY a.ident`,
    )
    .bind(userId)
    .all<Record<string, string | number>>();
  return {
    login: u.phone,
    email: u.email,
    fio: u.fio,
    onlyElectronicBills: !!u.only_electronic_bills,
    dontSavePassword: !!u.dont_save_password,
    dontShowRetiredDevices: !!u.dont_show_retired_devices,
    Phone: u.phone,
    accessOSS: !!u.access_oss,
    showOSSLink: !!u.show_oss_link,
    accounts: accounts.results.map((a) => ({
      Ident: String(a.ident),
      Address: String(a.address),
      houseId: Number(a.house_id),
      HideOnBillsPage: !!a.hide_on_bills_page,
      HideOnPaymentsPage: !!a.hide_on_payments_page,
      HideOnRequestsPage: !!a.hide_on_requests_page,
      HouseCantCreateRequests: !!a.house_cant_create_requests,
      HideOnMetersPage: !!a.hide_on_meters_page,
    })),
  };
}

const fail = (message: string) => json({ isSucceed: false, Error: message });

/** Russian surnames are compared without case and with ё = е, the way residents type them. */
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("ru").replace(/ё/g, "е") === b.trim().toLocaleLowerCase("ru").replace(/ё/g, "е");

async function findByIdent(db: D1Database, raw: string): Promise<AccountRow | null> {
  const exact = await db.prepare("SELECT * FROM accounts WHERE ident = ?").bind(raw).first<AccountRow>();
  if (exact) return exact;
  // The portal may send the chosen prefix (/User/AccountPrefixes) before the number, e.g. "ЛС-2000001".
  const prefixes = await db.prepare("SELECT prefix FROM account_prefixes").all<{ prefix: string }>();
  for (const { prefix } of prefixes.results) {
    if (!prefix || !raw.toUpperCase().startsWith(prefix.toUpperCase())) continue;
    const bare = raw.slice(prefix.length).replace(/^[\s-]+/, "");
    const row = await db.prepare("SELECT * FROM accounts WHERE ident = ?").bind(bare).first<AccountRow>();
    if (row) return row;
  }
  return null;
}

interface LinkOptions {
  pinCode?: unknown;
  clientBaseID?: unknown;
}

/** Checks the PIN and the client base, links the account to the user; returns an error text or null. */
async function linkAccount(db: D1Database, userId: number, account: AccountRow, opts: LinkOptions): Promise<string | null> {
  const linked = await db
    .prepare("SELECT 1 FROM user_accounts WHERE user_id = ? AND account_id = ?")
    .bind(userId, account.id)
    .first();
  if (linked) return `Лицевой счёт ${account.ident} уже подключён`;
  if (opts.clientBaseID !== undefined && opts.clientBaseID !== null && opts.clientBaseID !== "") {
    const base = await db.prepare("SELECT 1 FROM client_bases WHERE id = ?").bind(Number(opts.clientBaseID)).first();
    if (!base) return "Указана неизвестная база лицевых счетов";
  }
  if (account.pin_code) {
    const pin = String(opts.pinCode ?? "").trim();
    if (!pin) return "Для подключения лицевого счёта укажите PIN-код из квитанции";
    if (pin !== account.pin_code) return "Неверный PIN-код";
  }
  await db.prepare("INSERT INTO user_accounts (user_id, account_id) VALUES (?, ?)").bind(userId, account.id).run();
  return null;
}

const accountAnswer = (a: AccountRow) => ({ Ident: a.ident, Address: a.address, houseId: a.house_id });

export function userRoutes(router: Router): void {
  router.add("GET", "/User/Info", async (_req, { env, userId }) => {
    const user = userId === null ? null : await loadUser(env.DB, userId);
    return user ? json(user) : unauthorized();
  });

  router.add("POST", "/User/UpdateProfile", async (req, { env, userId }) => {
    const body = await readJson<{
      fio: string;
      email: string | null;
      onlyElectronicBills: boolean;
      dontSavePassword: boolean;
      dontShowRetiredDevices: boolean;
    }>(req);
    const fio = String(body.fio ?? "").trim();
    const email = String(body.email ?? "").trim();
    const onlyElectronicBills = body.onlyElectronicBills === true;
    if (!fio) return fail("Поле обязательно к заполнению: ФИО");
    if (email && !isValidEmail(email)) return fail("Указан неверный адрес электронной почты");
    if (onlyElectronicBills && !email) return fail("Чтобы получать квитанции только в электронном виде, укажите E-mail");
    const current = await env.DB.prepare("SELECT dont_save_password, dont_show_retired_devices FROM users WHERE id = ?")
      .bind(userId)
      .first<{ dont_save_password: number; dont_show_retired_devices: number }>();
    const flag = (value: unknown, fallback: number | undefined) => (typeof value === "boolean" ? Number(value) : (fallback ?? 0));
    await env.DB.prepare(
      "UPDATE users SET fio = ?, email = ?, only_electronic_bills = ?, dont_save_password = ?, dont_show_retired_devices = ? WHERE id = ?",
    )
      .bind(
        fio,
        email || null,
        Number(onlyElectronicBills),
        flag(body.dontSavePassword, current?.dont_save_password),
        flag(body.dontShowRetiredDevices, current?.dont_show_retired_devices),
        userId,
      )
      .run();
    return json({ isSucceed: true });
  });

  router.add("POST", "/User/AddAccountByIdent", async (req, { env, userId }) => {
    const body = await readJson<{ ident: string; pinCode: string; clientBaseID: number; billAmount: number }>(req);
    const ident = String(body.ident ?? "").trim();
    if (!ident) return fail("Укажите номер лицевого счёта");
    const account = await findByIdent(env.DB, ident);
    if (!account) return fail(`Лицевой счёт ${ident} не найден`);
    const error = await linkAccount(env.DB, userId!, account, body);
    if (error) return fail(error);
    // "Token possible" (§7): the provider may hand out a fresh session that covers the new account.
    return json({ isSucceed: true, acx: await issueToken(env.DB, userId!), ...accountAnswer(account) });
  });

  router.add("POST", "/User/AddAccountByAddress", async (req, { env, userId }) => {
    const body = await readJson<{
      houseId: number;
      premiseNumber: string;
      lastName: string;
      inn: string;
      pinCode: string;
      clientBaseID: number;
      billAmount: number;
    }>(req);
    const houseId = Number(body.houseId);
    const premise = String(body.premiseNumber ?? "").trim();
    const lastName = String(body.lastName ?? "").trim();
    const inn = String(body.inn ?? "").trim();
    if (!houseId || (!lastName && !inn)) return fail("Укажите дом и фамилию или ИНН владельца лицевого счёта");
    const candidates = await env.DB.prepare("SELECT * FROM accounts WHERE house_id = ? AND COALESCE(premise, '') = ?")
      .bind(houseId, premise)
      .all<AccountRow>();
    const account = candidates.results.find(
      (a) => (lastName && a.last_name && sameName(a.last_name, lastName)) || (inn && a.inn === inn),
    );
    if (!account) return fail("Лицевой счёт по указанному адресу не найден. Проверьте дом, помещение и фамилию или ИНН.");
    const error = await linkAccount(env.DB, userId!, account, body);
    if (error) return fail(error);
    return json({ isSucceed: true, ...accountAnswer(account) });
  });

  router.add("POST", "/User/DeleteAccountByIdent", async (req, { env, userId }) => {
    const ident = String((await readJson<{ ident: string }>(req)).ident ?? "").trim();
    if (!ident) return fail("Укажите номер лицевого счёта");
    const result = await env.DB.prepare(
      "DELETE FROM user_accounts WHERE user_id = ? AND account_id IN (SELECT id FROM accounts WHERE ident = ?)",
    )
      .bind(userId, ident)
      .run();
    if (!result.meta.changes) return fail(`Лицевой счёт ${ident} не подключён к вашему профилю`);
    return json({ isSucceed: true });
  });

  router.add("GET", "/User/AccountPrefixes", async (_req, { env }) => {
    const rows = await env.DB.prepare("SELECT prefix AS Prefix, name AS Name FROM account_prefixes ORDER BY position").all();
    return json(rows.results);
  });

  router.add("GET", "/User/GetClientBases", async (_req, { env }) => {
    const rows = await env.DB.prepare("SELECT id AS ID, name AS Name FROM client_bases ORDER BY id").all();
    return json(rows.results);
  });

  router.add("POST", "/User/DeleteMobileUser", async (_req, { env, userId }) => {
    const files = await env.DB.prepare("SELECT r2_key FROM support_files WHERE chat_key = ?").bind(`user:${userId}`).all<{ r2_key: string }>();
    // One batch: all or nothing, so a failure leaves the user as they were (and answers 500) rather than half gone.
    await env.DB.batch(deleteUserStatements(env.DB, userId!));
    if (files.results.length) await env.FILES.delete(files.results.map((f) => f.r2_key));
    return json({ isSucceed: true });
  });
}

/**
 * Everything of a user that goes with them. The foreign keys to users(id) carry ON DELETE actions, but the
 * rows are removed here explicitly so the delete does not depend on them (nor on how an older database was
 * created), and because several areas key records by text, which no foreign key covers: 'u:<id>' in polls
 * and owners' meetings, 'user:<id>' in the support chat. users.id is a plain INTEGER PRIMARY KEY, so SQLite
 * may give a deleted id to the next registration, which must not inherit anything left behind.
 */
function deleteUserStatements(db: D1Database, userId: number): D1PreparedStatement[] {
  const respondent = `u:${userId}`;
  const chat = `user:${userId}`;
  return [
    db.prepare("DELETE FROM tokens WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM user_accounts WHERE user_id = ?").bind(userId),
    // Requests belong to the personal account and stay with the provider; clicks and CRM leads stay anonymous.
    db.prepare("UPDATE requests SET user_id = NULL WHERE user_id = ?").bind(userId),
    db.prepare("UPDATE link_clicks SET user_id = NULL WHERE user_id = ?").bind(userId),
    db.prepare("UPDATE content_leads SET user_id = NULL WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM privilege_club_clicks WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM pay_orders WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM support_messages WHERE user_id = ? OR chat_key = ?").bind(userId, chat),
    db.prepare("DELETE FROM support_files WHERE chat_key = ?").bind(chat),
    db.prepare("DELETE FROM poll_responses WHERE respondent = ?").bind(respondent),
    db.prepare("DELETE FROM poll_reads WHERE respondent = ?").bind(respondent),
    db.prepare("DELETE FROM poll_submissions WHERE respondent = ?").bind(respondent),
    db.prepare("DELETE FROM oss_participants WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM oss_votes WHERE voter = ?").bind(respondent),
    db.prepare("DELETE FROM users WHERE id = ?").bind(userId),
  ];
}
