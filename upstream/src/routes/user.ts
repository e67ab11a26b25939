import { isValidEmail } from "../contacts";
import { failed, unauthorized } from "../http";
import type { Router } from "../router";
import { issueToken } from "../tokens";
import { deleteUserStatements, loadUser } from "./user/store";

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
  pinCode?: string | null;
  clientBaseID?: number | null;
}

/** Checks the PIN and the client base, links the account to the user; returns an error text or null. */
async function linkAccount(
  db: D1Database,
  userId: number,
  account: AccountRow,
  opts: LinkOptions,
): Promise<string | null> {
  const linked = await db
    .prepare("SELECT 1 FROM user_accounts WHERE user_id = ? AND account_id = ?")
    .bind(userId, account.id)
    .first();
  if (linked) return `Лицевой счёт ${account.ident} уже подключён`;
  if (opts.clientBaseID !== undefined && opts.clientBaseID !== null) {
    const base = await db.prepare("SELECT 1 FROM client_bases WHERE id = ?").bind(opts.clientBaseID).first();
    if (!base) return "Указана неизвестная база лицевых счетов";
  }
  if (account.pin_code) {
    const pin = (opts.pinCode ?? "").trim();
    if (!pin) return "Для подключения лицевого счёта укажите PIN-код из квитанции";
    if (pin !== account.pin_code) return "Неверный PIN-код";
  }
  await db.prepare("INSERT INTO user_accounts (user_id, account_id) VALUES (?, ?)").bind(userId, account.id).run();
  return null;
}

const accountAnswer = (a: AccountRow) => ({ Ident: a.ident, Address: a.address, houseId: a.house_id });

export function userRoutes(router: Router): void {
  router.add("get", "/User/Info", async ({ env, userId, reply }) => {
    const user = userId === null ? null : await loadUser(env.DB, userId);
    return user ? reply(200, user) : unauthorized();
  });

  router.add("post", "/User/UpdateProfile", async ({ env, userId, body, reply }) => {
    const fio = body.fio.trim();
    const email = (body.email ?? "").trim();
    const onlyElectronicBills = body.onlyElectronicBills === true;
    if (!fio) return failed("Поле обязательно к заполнению: ФИО");
    if (email && !isValidEmail(email)) return failed("Указан неверный адрес электронной почты");
    if (onlyElectronicBills && !email)
      return failed("Чтобы получать квитанции только в электронном виде, укажите E-mail");
    const current = await env.DB.prepare("SELECT dont_save_password, dont_show_retired_devices FROM users WHERE id = ?")
      .bind(userId)
      .first<{ dont_save_password: number; dont_show_retired_devices: number }>();
    const flag = (value: boolean | undefined, fallback: number | undefined) =>
      value === undefined ? (fallback ?? 0) : Number(value);
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
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/User/AddAccountByIdent", async ({ env, userId, body, reply }) => {
    const ident = body.ident.trim();
    if (!ident) return failed("Укажите номер лицевого счёта");
    const account = await findByIdent(env.DB, ident);
    if (!account) return failed(`Лицевой счёт ${ident} не найден`);
    const error = await linkAccount(env.DB, userId!, account, body);
    if (error) return failed(error);
    // "Token possible" (§7): the provider may hand out a fresh session that covers the new account.
    return reply(200, { isSucceed: true, acx: await issueToken(env.DB, userId!), ...accountAnswer(account) });
  });

  router.add("post", "/User/AddAccountByAddress", async ({ env, userId, body, reply }) => {
    const premise = (body.premiseNumber ?? "").trim();
    const lastName = (body.lastName ?? "").trim();
    const inn = (body.inn ?? "").trim();
    if (!body.houseId || (!lastName && !inn)) return failed("Укажите дом и фамилию или ИНН владельца лицевого счёта");
    const candidates = await env.DB.prepare("SELECT * FROM accounts WHERE house_id = ? AND COALESCE(premise, '') = ?")
      .bind(body.houseId, premise)
      .all<AccountRow>();
    const account = candidates.results.find(
      (a) => (lastName && a.last_name && sameName(a.last_name, lastName)) || (inn && a.inn === inn),
    );
    if (!account)
      return failed("Лицевой счёт по указанному адресу не найден. Проверьте дом, помещение и фамилию или ИНН.");
    const error = await linkAccount(env.DB, userId!, account, body);
    if (error) return failed(error);
    return reply(200, { isSucceed: true, ...accountAnswer(account) });
  });

  router.add("post", "/User/DeleteAccountByIdent", async ({ env, userId, body, reply }) => {
    const ident = body.ident.trim();
    if (!ident) return failed("Укажите номер лицевого счёта");
    const result = await env.DB.prepare(
      "DELETE FROM user_accounts WHERE user_id = ? AND account_id IN (SELECT id FROM accounts WHERE ident = ?)",
    )
      .bind(userId, ident)
      .run();
    if (!result.meta.changes) return failed(`Лицевой счёт ${ident} не подключён к вашему профилю`);
    return reply(200, { isSucceed: true });
  });

  router.add("get", "/User/AccountPrefixes", async ({ env, reply }) => {
    const rows = await env.DB.prepare(
      "SELECT prefix AS Prefix, name AS Name FROM account_prefixes ORDER BY position",
    ).all<{
      Prefix: string;
      Name: string;
    }>();
    return reply(200, rows.results);
  });

  router.add("get", "/User/GetClientBases", async ({ env, reply }) => {
    const rows = await env.DB.prepare("SELECT id AS ID, name AS Name FROM client_bases ORDER BY id").all<{
      ID: number;
      Name: string;
    }>();
    return reply(200, rows.results);
  });

  router.add("post", "/User/DeleteMobileUser", async ({ env, userId, reply }) => {
    const files = await env.DB.prepare("SELECT r2_key FROM support_files WHERE chat_key = ?")
      .bind(`user:${userId}`)
      .all<{ r2_key: string }>();
    // One batch: all or nothing, so a failure leaves the user as they were (and answers 500) rather than half gone.
    await env.DB.batch(deleteUserStatements(env.DB, userId!));
    if (files.results.length) await env.FILES.delete(files.results.map((f) => f.r2_key));
    return reply(200, { isSucceed: true });
  });
}
