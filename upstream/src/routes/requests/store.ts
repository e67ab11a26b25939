import { IN_LIST, inList } from "../../db/in-list";
import { dmyHm, nowIso, todayMoscow } from "../../dates";

/** A row of the shared requests table with its account and status name. */
export interface RequestRow {
  id: number;
  number: string;
  user_id: number | null;
  account_id: number | null;
  type_id: number | null;
  name: string;
  text: string;
  status_id: number;
  status_name: string;
  added: string;
  is_readed_by_client: number;
  can_canceling: number;
  can_close: number;
  is_closed: number;
  is_paid: number;
  is_paid_by_user: number;
  can_pay_on_mobile_app: number;
  paid_sum: number | null;
  paid_service_text: string | null;
  bonus_amount: number;
  access_code: string | null;
  updated_seq: number;
  sum_verified: number;
  address: string | null;
  ident: string | null;
}

interface MessageRow {
  id: number;
  request_id: number;
  author_name: string;
  is_self: number;
  text: string;
  file_id: number;
  added: string;
}

export const STATUS = { NEW: 1, DONE: 5, CLOSED: 6, CANCELLED: 8, REOPENED: 9 } as const;
/** §4: from these statuses on, a paid request can no longer be paid. */
const NOT_PAYABLE = new Set([5, 6, 7, 8, 10, 11, 12]);

const SELECT = `SELECT r.*, a.address AS address, a.ident AS ident,
  COALESCE(s.name, 'Статус ' || r.status_id) AS status_name
  FROM requests r
  LEFT JOIN accounts a ON a.id = r.account_id
  LEFT JOIN request_statuses s ON s.id = r.status_id`;

/** The user's requests are those of their linked accounts, except accounts hidden on the requests page. */
const OWN = `r.account_id IN (SELECT ua.account_id FROM user_accounts ua JOIN accounts acc ON acc.id = ua.account_id
  WHERE ua.user_id = ? AND acc.hide_on_requests_page = 0)`;

export async function ownRequest(db: D1Database, userId: number, id: unknown): Promise<RequestRow | null> {
  const n = toId(id);
  if (n === null || Number.isNaN(n)) return null;
  return db.prepare(`${SELECT} WHERE r.id = ? AND ${OWN}`).bind(n, userId).first<RequestRow>();
}

export async function requestByCode(db: D1Database, code: unknown): Promise<RequestRow | null> {
  const c = typeof code === "string" || typeof code === "number" ? String(code).trim() : "";
  if (!c) return null;
  return db.prepare(`${SELECT} WHERE r.access_code = ?`).bind(c).first<RequestRow>();
}

/** The user's requests, newest first; with `since`, only those changed after that update key. */
export async function ownRequests(db: D1Database, userId: number, since?: UpdateKey): Promise<RequestRow[]> {
  const changed = since
    ? ` AND (r.updated_seq > ? OR r.id > ? OR EXISTS (SELECT 1 FROM request_messages m WHERE m.request_id = r.id AND m.id > ?))`
    : "";
  const binds = since ? [userId, since.seq, since.request, since.message] : [userId];
  const rows = await db
    .prepare(`${SELECT} WHERE ${OWN}${changed} ORDER BY r.added DESC, r.id DESC`)
    .bind(...binds)
    .all<RequestRow>();
  return rows.results;
}

/** null for an absent id; NaN for a malformed one. */
export function toId(v: unknown): number | null {
  if (v === null || v === undefined || v === "") return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : NaN;
}

export async function filesOf(
  db: D1Database,
  requestIds: number[],
): Promise<Map<number, { ID: number; Name: string }[]>> {
  const map = new Map<number, { ID: number; Name: string }[]>();
  if (requestIds.length === 0) return map;
  const rows = await db
    .prepare(`SELECT id, request_id, name FROM request_files WHERE request_id IN ${IN_LIST} ORDER BY id`)
    .bind(inList(requestIds))
    .all<{ id: number; request_id: number; name: string }>();
  for (const f of rows.results) {
    const list = map.get(f.request_id) ?? [];
    list.push({ ID: f.id, Name: f.name });
    map.set(f.request_id, list);
  }
  return map;
}

export function toRequest(r: RequestRow, files: { ID: number; Name: string }[] = []) {
  const closed = !!r.is_closed;
  return {
    ID: r.id,
    RequestNumber: r.number,
    Added: dmyHm(r.added),
    Status: r.status_name,
    StatusID: r.status_id,
    Name: r.name,
    Text: r.text,
    Address: r.address ?? "",
    Ident: r.ident ?? "",
    IsReadedByClient: !!r.is_readed_by_client,
    CanCancelingRequest: !!r.can_canceling && r.status_id === STATUS.NEW && !closed,
    CanClose: !!r.can_close && r.status_id === STATUS.DONE && !closed,
    IsClosed: closed,
    IsPaid: !!r.is_paid,
    IsPaidByUser: !!r.is_paid_by_user,
    CanPayOnMobileApp: !!r.can_pay_on_mobile_app && !r.is_paid && !closed && !NOT_PAYABLE.has(r.status_id),
    PaidSumm: r.paid_sum === null ? null : round2(r.paid_sum),
    PaidServiceText: r.paid_service_text,
    BonusAmount: round2(r.bonus_amount ?? 0),
    Files: files,
  };
}

export async function listWithFiles(db: D1Database, rows: RequestRow[]) {
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRequest(r, files.get(r.id)));
}

/** The request with its messages (all, or those after a message id), marking it read by the resident. */
export async function withMessages(db: D1Database, r: RequestRow, afterMessageId = 0) {
  const [messages, files] = await Promise.all([
    db
      .prepare("SELECT * FROM request_messages WHERE request_id = ? AND id > ? ORDER BY id")
      .bind(r.id, afterMessageId)
      .all<MessageRow>(),
    filesOf(db, [r.id]),
    db.prepare("UPDATE requests SET is_readed_by_client = 1 WHERE id = ?").bind(r.id).run(),
  ]);
  return {
    ...toRequest({ ...r, is_readed_by_client: 1 }, files.get(r.id)),
    Messages: messages.results.map((m) => ({
      ID: m.id,
      AuthorName: m.author_name,
      Added: dmyHm(m.added),
      Text: m.text,
      FileID: m.file_id,
      IsSelf: !!m.is_self,
    })),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// Update keys: every change of a request takes the next value of one global sequence (requests.updated_seq,
// also used by other areas that create requests); new messages and new requests are caught by their ids, so
// rows that other areas insert without bumping the sequence still show up. The key is opaque to the portal.
export interface UpdateKey {
  seq: number;
  message: number;
  request: number;
}

export async function currentKey(db: D1Database): Promise<string> {
  const row = await db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(updated_seq), 0) FROM requests) AS seq,
        (SELECT COALESCE(MAX(id), 0) FROM request_messages) AS message,
        (SELECT COALESCE(MAX(id), 0) FROM requests) AS request`,
    )
    .first<UpdateKey>();
  return `${row?.seq ?? 0}.${row?.message ?? 0}.${row?.request ?? 0}`;
}

/** An unknown or malformed key means "everything" (the portal then refreshes fully). */
export function parseKey(key: unknown): UpdateKey {
  const m = typeof key === "string" ? /^(\d+)\.(\d+)\.(\d+)$/.exec(key.trim()) : null;
  return m ? { seq: Number(m[1]), message: Number(m[2]), request: Number(m[3]) } : { seq: 0, message: 0, request: 0 };
}

/** Marks a request as changed for update keys. Other areas that change a request should run this too. */
export function bumpRequest(db: D1Database, requestId: number): D1PreparedStatement {
  return db
    .prepare("UPDATE requests SET updated_seq = (SELECT COALESCE(MAX(updated_seq), 0) + 1 FROM requests) WHERE id = ?")
    .bind(requestId);
}

export function insertMessage(
  db: D1Database,
  m: { requestId: number; author: string; isSelf: boolean; text: string; fileId?: number; added?: string },
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO request_messages (request_id, author_name, is_self, text, file_id, added) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(m.requestId, m.author, m.isSelf ? 1 : 0, m.text, m.fileId ?? 0, m.added ?? nowIso());
}

/** The resident's name on their own messages: the request's user, else the account's last name. */
export async function residentName(db: D1Database, r: RequestRow): Promise<string> {
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT fio FROM users WHERE id = ?), (SELECT last_name FROM accounts WHERE id = ?)) AS name`,
    )
    .bind(r.user_id, r.account_id)
    .first<{ name: string | null }>();
  return row?.name || "Житель";
}

/**
 * Inserts a request and returns its id. Numbers look like '2026-000123' (year and row id), so they are unique
 * and distinct from the id; the row first gets a unique placeholder because the id is known only after.
 */
export async function createRequestRow(
  db: D1Database,
  r: {
    userId: number;
    accountId: number;
    typeId: number | null;
    subTypeId: number | null;
    detailSubTypeId: number | null;
    name: string;
    text: string;
    creationCompleted: boolean;
    paid?: { canPay: boolean; sum: number | null; serviceText: string | null; bonus: number; verified: boolean };
    shop?: { additionalServiceId: number; shopId: number; items: string };
  },
): Promise<{ id: number; number: string }> {
  const placeholder = `new-${crypto.randomUUID()}`;
  const created = await db
    .prepare(
      `INSERT INTO requests (number, user_id, account_id, type_id, sub_type_id, detail_sub_type_id, name, text, status_id,
        added, can_canceling, creation_completed, can_pay_on_mobile_app, paid_sum, paid_service_text, bonus_amount,
        sum_verified, additional_service_id, shop_id, receipt_items, updated_seq)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(MAX(updated_seq), 0) + 1 FROM requests
       RETURNING id`,
    )
    .bind(
      placeholder,
      r.userId,
      r.accountId,
      r.typeId,
      r.subTypeId,
      r.detailSubTypeId,
      r.name,
      r.text,
      nowIso(),
      r.creationCompleted ? 1 : 0,
      r.paid?.canPay ? 1 : 0,
      r.paid?.sum ?? null,
      r.paid?.serviceText ?? null,
      r.paid?.bonus ?? 0,
      r.paid?.verified ? 1 : 0,
      r.shop?.additionalServiceId ?? null,
      r.shop?.shopId ?? null,
      r.shop?.items ?? null,
    )
    .first<{ id: number }>();
  const id = created!.id;
  const number = `${todayMoscow().year}-${String(id).padStart(6, "0")}`;
  await db.prepare("UPDATE requests SET number = ? WHERE id = ?").bind(number, id).run();
  return { id, number };
}
