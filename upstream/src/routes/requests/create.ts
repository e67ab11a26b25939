// POST /Requests/New (a resident's request, or a shop order) and POST /Requests/RequestCreationCompleted.
import { businessError, reply } from "../../http";
import type { Handler, Op } from "../../router";
import { NOT_FOUND } from "./commands";
import { bumpRequest, createRequestRow, insertMessage, ownRequest, toId } from "./store";

interface TypeRow {
  id: number;
  parent_id: number | null;
  position: number;
  name: string;
  message_for_user: string | null;
}

interface AccountRow {
  id: number;
  ident: string;
  is_closed: number;
  house_cant_create_requests: number;
  deny_request_creation: number;
  deny_request_creation_message: string | null;
}

export interface RequestTypeDto {
  ID: number;
  Name: string;
  HasSubTypes: boolean;
  SubTypes: RequestTypeDto[];
  MessageForUser: string | null;
}

const MAX_TEXT = 4000;

export async function loadTypes(db: D1Database): Promise<TypeRow[]> {
  return (await db.prepare("SELECT * FROM request_types ORDER BY position, id").all<TypeRow>()).results;
}

export function typeTree(rows: TypeRow[], parent: number | null = null): RequestTypeDto[] {
  return rows
    .filter((t) => t.parent_id === parent)
    .map((t) => {
      const SubTypes = typeTree(rows, t.id);
      return { ID: t.id, Name: t.name, HasSubTypes: SubTypes.length > 0, SubTypes, MessageForUser: t.message_for_user };
    });
}

/** Type, subtype and detail subtype must form a path of the tree; a level without children takes null. */
function checkTypes(rows: TypeRow[], ids: unknown[]): { names: string[]; ids: (number | null)[] } | { error: string } {
  const levels = ["вид", "подвид", "уточнение"];
  const names: string[] = [];
  const chosen: (number | null)[] = [];
  let parent: number | null = null;
  for (let level = 0; level < 3; level++) {
    const id = toId(ids[level]);
    const children = rows.filter((t) => t.parent_id === parent);
    const parentName = names[names.length - 1] ?? "";
    if (level > 0 && (parent === null || children.length === 0)) {
      if (id !== null) return { error: `Для «${parentName}» ${levels[level]} заявки не выбирается` };
      chosen.push(null);
      continue;
    }
    if (id === null) return { error: `Выберите ${levels[level]} заявки` };
    const found = children.find((t) => t.id === id);
    if (!found)
      return { error: level === 0 ? "Вид заявки не найден" : `Неверный ${levels[level]} заявки для «${parentName}»` };
    names.push(found.name);
    chosen.push(found.id);
    parent = found.id;
  }
  return { names, ids: chosen };
}

type NewBody = Op<"post /Requests/New">["requestBody"]["content"]["application/json"];
type ShopOrder = Extract<NewBody, { ReceiptItems: unknown }>;

async function ownAccount(db: D1Database, userId: number, ident: string): Promise<AccountRow | null> {
  const i = ident.trim();
  if (!i) return null;
  return db
    .prepare(
      `SELECT a.id, a.ident, a.is_closed, a.house_cant_create_requests, a.deny_request_creation, a.deny_request_creation_message
       FROM accounts a JOIN user_accounts ua ON ua.account_id = a.id WHERE ua.user_id = ? AND a.ident = ?`,
    )
    .bind(userId, i)
    .first<AccountRow>();
}

/** §6: denyRequestCreation (with its configured message) and HouseCantCreateRequests block creation. */
function creationBlock(a: AccountRow): string | null {
  if (a.is_closed) return `Лицевой счёт ${a.ident} закрыт`;
  if (a.deny_request_creation)
    return a.deny_request_creation_message || `Создание заявок по лицевому счёту ${a.ident} запрещено`;
  if (a.house_cant_create_requests) return "По вашему дому заявки принимаются только по телефону диспетчерской";
  return null;
}

async function fio(db: D1Database, userId: number): Promise<string> {
  return (
    (await db.prepare("SELECT fio FROM users WHERE id = ?").bind(userId).first<{ fio: string }>())?.fio ?? "Житель"
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Roubles with at most 2 decimals (the schema has already said it is a number of at least 0). */
const isMoney = (v: number) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const rub = (n: number) => `${n.toFixed(2)} ₽`;

/** A resident's request, or (with ReceiptItems) a shop order. */
export const createRequest: Handler<Op<"post /Requests/New">> = async ({ env, userId, body }) => {
  if ("ReceiptItems" in body) return createShopOrder(env.DB, userId!, body);

  const account = await ownAccount(env.DB, userId!, body.ident);
  if (!account) return businessError("Лицевой счёт не найден среди ваших счетов");
  const blocked = creationBlock(account);
  if (blocked) return businessError(blocked);
  const types = checkTypes(await loadTypes(env.DB), [body.typeID, body.subTypeID, body.detailSubTypeID]);
  if ("error" in types) return businessError(types.error);
  const text = body.text.trim();
  if (!text) return businessError("Опишите проблему: текст заявки не может быть пустым");
  if (text.length > MAX_TEXT) return businessError(`Текст заявки не может быть длиннее ${MAX_TEXT} символов`);

  const created = await createRequestRow(env.DB, {
    userId: userId!,
    accountId: account.id,
    typeId: types.ids[0]!,
    subTypeId: types.ids[1] ?? null,
    detailSubTypeId: types.ids[2] ?? null,
    name: types.names.map(capitalize).join(" / "),
    text,
    creationCompleted: body.waitComplete !== true,
  });
  await insertMessage(env.DB, { requestId: created.id, author: await fio(env.DB, userId!), isSelf: true, text }).run();
  return reply(200, { id: created.id, RequestNumber: created.number });
};

/** §4 Cart: an order creates a request whose first message lists the order. */
async function createShopOrder(db: D1Database, userId: number, body: ShopOrder) {
  const account = await ownAccount(db, userId, body.Ident);
  if (!account) return businessError("Выберите лицевой счёт");
  const blocked = creationBlock(account);
  if (blocked) return businessError(blocked);
  const serviceId = body.AdditionalServiceId;
  const shopId = body.ShopId;
  if (serviceId <= 0 || shopId <= 0) return businessError("Не указан магазин или услуга");
  const rows = await loadTypes(db);
  const types = checkTypes(rows, [body.TypeID, body.SubTypeID, null]);
  if ("error" in types) return businessError(types.error);

  const items = body.ReceiptItems;
  if (items.length === 0) return businessError("Корзина пуста");
  if (items.length > 200) return businessError("Слишком много позиций в заказе");
  for (const item of items) {
    const ok =
      item.Name.trim() &&
      isMoney(item.Price) &&
      isMoney(item.Amount) &&
      (item.BonusAmount == null || isMoney(item.BonusAmount));
    if (!ok) return businessError("Неверная позиция заказа: нужны название, количество больше нуля, цена и сумма");
  }
  const isPaid = body.IsPaid === true;
  const paidSum = body.PaidSum ?? null;
  if (paidSum !== null && !isMoney(paidSum)) return businessError("Неверная сумма заказа");
  if (isPaid && !(paidSum !== null && paidSum > 0))
    return businessError("Сумма платного заказа должна быть больше нуля");
  const comment = (body.Text ?? "").trim().slice(0, MAX_TEXT);
  const serviceText = body.PaidServiceText?.trim() || null;

  const total = items.reduce((s, i) => s + i.Amount, 0);
  const bonus = items.reduce((s, i) => s + (i.BonusAmount ?? 0), 0);
  const lines = items.map((i, n) => `${n + 1}. ${i.Name.trim()} — ${i.Quantity} × ${rub(i.Price)} = ${rub(i.Amount)}`);
  const listing = [
    "Заказ:",
    ...lines,
    `Итого: ${rub(Math.round(total * 100) / 100)}`,
    ...(comment ? [comment] : []),
  ].join("\n");

  const created = await createRequestRow(db, {
    userId,
    accountId: account.id,
    typeId: types.ids[0]!,
    subTypeId: types.ids[1] ?? null,
    detailSubTypeId: null,
    name: types.names.map(capitalize).join(" / "),
    text: listing,
    creationCompleted: true,
    // Shop prices are fixed, so the sum of a paid order needs no dispatcher check.
    paid: { canPay: isPaid, sum: paidSum, serviceText, bonus: Math.round(bonus * 100) / 100, verified: isPaid },
    shop: { additionalServiceId: serviceId, shopId, items: JSON.stringify(items) },
  });
  await insertMessage(db, { requestId: created.id, author: await fio(db, userId), isSelf: true, text: listing }).run();
  return reply(200, { id: created.id, RequestNumber: created.number });
}

/** Ends a creation started with waitComplete (after the optional file); a Text is added as the resident's message. */
export const creationCompleted: Handler<Op<"post /Requests/RequestCreationCompleted">> = async ({
  env,
  userId,
  body,
  reply,
}) => {
  const r = await ownRequest(env.DB, userId!, body.RequestId);
  if (!r) return businessError(NOT_FOUND);
  const text = (body.Text ?? "").trim().slice(0, MAX_TEXT);
  const statements = [
    env.DB.prepare("UPDATE requests SET creation_completed = 1 WHERE id = ?").bind(r.id),
    bumpRequest(env.DB, r.id),
  ];
  if (text)
    statements.push(insertMessage(env.DB, { requestId: r.id, author: await fio(env.DB, userId!), isSelf: true, text }));
  await env.DB.batch(statements);
  return reply(200, { isSucceed: true });
};
