import { json, unauthorized, type Router } from "../http";

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

export async function loadUser(db: D1Database, userId: number) {
  const u = await db.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<UserRow>();
  if (!u) return null;
  const accounts = await db
    .prepare(
      "SELECT a.ident AS Ident, a.address AS Address, a.house_id AS houseId FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ? ORDER BY a.ident",
    )
    .bind(userId)
    .all<{ Ident: string; Address: string; houseId: number }>();
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
    accounts: accounts.results,
  };
}

export function userRoutes(router: Router): void {
  router.add("GET", "/User/Info", async (_req, { env, userId }) => {
    const user = userId === null ? null : await loadUser(env.DB, userId);
    return user ? json(user) : unauthorized();
  });
}
