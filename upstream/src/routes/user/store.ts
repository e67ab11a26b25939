import type { components } from "../../../../openapi/schema";

// The resident (spec §3 User) and the personal accounts linked to them.

export type User = components["schemas"]["User"];

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

interface LinkedAccountRow {
  ident: string;
  address: string;
  house_id: number;
  hide_on_bills_page: number;
  hide_on_payments_page: number;
  hide_on_requests_page: number;
  house_cant_create_requests: number;
  hide_on_meters_page: number;
}

export async function loadUser(db: D1Database, userId: number): Promise<User | null> {
  const u = await db.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<UserRow>();
  if (!u) return null;
  const accounts = await db
    .prepare(
      `SELECT a.ident, a.address, a.house_id, a.hide_on_bills_page, a.hide_on_payments_page, a.hide_on_requests_page,
              a.house_cant_create_requests, a.hide_on_meters_page
       FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ? ORDER BY a.ident`,
    )
    .bind(userId)
    .all<LinkedAccountRow>();
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

/**
 * Everything of a user that goes with them. The foreign keys to users(id) carry ON DELETE actions, but the
 * rows are removed here explicitly so the delete does not depend on them (nor on how an older database was
 * created), and because several areas key records by text, which no foreign key covers: 'u:<id>' in polls
 * and owners' meetings, 'user:<id>' in the support chat. users.id is a plain INTEGER PRIMARY KEY, so SQLite
 * may give a deleted id to the next registration, which must not inherit anything left behind.
 */
export function deleteUserStatements(db: D1Database, userId: number): D1PreparedStatement[] {
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
