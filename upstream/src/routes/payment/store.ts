// Records and rules shared by the accounting and payment routes: amounts, ownership, payment systems,
// and recording a finished payment with its check.
import { Temporal } from "temporal-polyfill";
import type { components } from "../../../../openapi/schema";
import { dmy, MOSCOW } from "../../dates";
import { makePdf } from "../../files";
import { makeCheckJpeg } from "./files";

export const ERR_SUM = "Неверная сумма";
export const ERR_FINE = "Неверная сумма пени";
export const ERR_ACCOUNT = "Лицевой счёт не найден";
export const ERR_SYSTEM = "Платёжная система не найдена";
export const ERR_SYSTEM_FOR_ACCOUNT = "Платёжная система недоступна для этого лицевого счёта";

/**
 * An amount in kopecks: a non-negative number or numeric string with at most 2 decimals (comma allowed),
 * below ten million roubles. Returns null when it is not one.
 */
export function toKopecks(value: unknown): number | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  const text = String(value).trim().replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export const rub = (kopecks: number) => Math.round(kopecks) / 100;
export const kop = (roubles: number) => Math.round(roubles * 100);

export interface OwnAccount {
  id: number;
  ident: string;
  address: string;
  houseId: number;
  isClosed: boolean;
  hideOnPayments: boolean;
  sum: number;
  sumFine: number;
  insuranceSum: number;
  insuranceEnabled: boolean;
}

const ACCOUNT_SQL = `SELECT a.id, a.ident, a.address, a.house_id AS houseId, a.is_closed AS isClosed,
  a.hide_on_payments_page AS hideOnPayments, COALESCE(b.sum, 0) AS sum, COALESCE(b.sum_fine, 0) AS sumFine,
  COALESCE(b.insurance_sum, 0) AS insuranceSum, COALESCE(b.insurance_enabled, 0) AS insuranceEnabled
  FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id LEFT JOIN account_balances b ON b.account_id = a.id
  WHERE ua.user_id = ?`;

function toOwn(r: Record<string, unknown>): OwnAccount {
  return {
    id: Number(r.id),
    ident: String(r.ident),
    address: String(r.address),
    houseId: Number(r.houseId),
    isClosed: !!r.isClosed,
    hideOnPayments: !!r.hideOnPayments,
    sum: Number(r.sum),
    sumFine: Number(r.sumFine),
    insuranceSum: Number(r.insuranceSum),
    insuranceEnabled: !!r.insuranceEnabled,
  };
}

export async function ownAccounts(db: D1Database, userId: number): Promise<OwnAccount[]> {
  const rows = await db.prepare(`${ACCOUNT_SQL} ORDER BY a.ident`).bind(userId).all<Record<string, unknown>>();
  return rows.results.map(toOwn);
}

/** The user's account by its AccountID (the number from /Accounting/Info), or null if it is not theirs. */
export async function ownAccount(db: D1Database, userId: number, accountId: unknown): Promise<OwnAccount | null> {
  const id = Number(accountId);
  if (accountId === null || accountId === undefined || accountId === "" || !Number.isInteger(id)) return null;
  const row = await db.prepare(`${ACCOUNT_SQL} AND a.id = ?`).bind(userId, id).first<Record<string, unknown>>();
  return row ? toOwn(row) : null;
}

export async function ownAccountByIdent(db: D1Database, userId: number, ident: string): Promise<OwnAccount | null> {
  const row = await db.prepare(`${ACCOUNT_SQL} AND a.ident = ?`).bind(userId, ident).first<Record<string, unknown>>();
  return row ? toOwn(row) : null;
}

export interface PaymentSystem {
  id: number;
  name: string;
  displayName: string;
  commissionPercent: number;
  canSaveCard: boolean;
  isDefault: boolean;
  onlyDefaultForHouses: number[];
}

export async function paymentSystems(db: D1Database): Promise<PaymentSystem[]> {
  const rows = await db
    .prepare(
      "SELECT id, name, display_name, commission_percent, can_save_card, is_default, only_default_for_houses FROM payment_systems ORDER BY sort, id",
    )
    .all<Record<string, unknown>>();
  return rows.results.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    displayName: String(r.display_name),
    commissionPercent: Number(r.commission_percent),
    canSaveCard: !!r.can_save_card,
    isDefault: !!r.is_default,
    onlyDefaultForHouses: String(r.only_default_for_houses ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number),
  }));
}

/** The systems that can take payments for these accounts (all systems when none is given). */
export function systemsFor(all: PaymentSystem[], accounts: OwnAccount[]): PaymentSystem[] {
  const onlyDefault = accounts.some((a) => all.some((s) => s.isDefault && s.onlyDefaultForHouses.includes(a.houseId)));
  return onlyDefault ? all.filter((s) => s.isDefault) : all;
}

/**
 * Resolves the requested system for these accounts: the default bank's when none is named (§9). Returns an
 * error text when the name is unknown or the system does not serve one of the accounts.
 */
export async function chooseSystem(
  db: D1Database,
  name: unknown,
  accounts: OwnAccount[],
): Promise<{ system: PaymentSystem } | { error: string }> {
  const all = await paymentSystems(db);
  const wanted = typeof name === "string" && name.trim() ? name.trim().toLowerCase() : null;
  const system = wanted ? all.find((s) => s.name.toLowerCase() === wanted) : (all.find((s) => s.isDefault) ?? all[0]);
  if (!system) return { error: ERR_SYSTEM };
  if (!systemsFor(all, accounts).includes(system)) return { error: ERR_SYSTEM_FOR_ACCOUNT };
  return { system };
}

export function commissionKopecks(system: PaymentSystem, amount: number): number {
  return Math.round((amount * system.commissionPercent) / 100);
}

/** How a payment was made, as stored and as the API shows it (§9). */
export type PaymentType = components["schemas"]["PaymentType"];

/** A payment as the API shows it (§3 Payment). */
export function paymentView(r: {
  id: number;
  paid_at: string;
  sum: number;
  check_key: string | null;
  payment_type: PaymentType;
}) {
  return {
    ID: r.id,
    Date: dmy(moscowDate(r.paid_at)),
    Sum: rub(kop(r.sum)),
    HasCheck: !!r.check_key,
    PaymentType: r.payment_type,
  };
}

/** The Moscow calendar date (ISO) of an ISO instant or date. */
export function moscowDate(iso: string): string {
  if (iso.length <= 10) return iso;
  return Temporal.Instant.from(iso).toZonedDateTimeISO(MOSCOW).toPlainDate().toString();
}

/** Puts a check (PDF and JPEG) into R2 under `key` + .pdf / .jpg. */
export async function putCheck(
  files: R2Bucket,
  key: string,
  info: { ident: string; sum: number; paidAt: string; paymentType: string; system?: string; seed: number },
): Promise<void> {
  const lines = [
    `Account (litsevoy schet): ${info.ident}`,
    `Date: ${dmy(moscowDate(info.paidAt))}`,
    `Amount: ${rub(info.sum).toFixed(2)} RUB`,
    `Payment type: ${info.paymentType}`,
    ...(info.system ? [`Payment system: ${info.system}`] : []),
    "Demo check of the reference provider. Not a fiscal document.",
  ];
  await files.put(`${key}.pdf`, makePdf(["Kassovyy chek (payment check)", ...lines]), {
    httpMetadata: { contentType: "application/pdf" },
  });
  await files.put(`${key}.jpg`, makeCheckJpeg(info.seed), { httpMetadata: { contentType: "image/jpeg" } });
}
