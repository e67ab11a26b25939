import type { Quantities } from "./cart";

// Where the carts live (docs/decisions/0020): in the sealed session cookie, per shop, as good id → quantity.
// The cookie must stay far below the browser's 4 KiB whatever a resident does (0015), so what it holds is
// bounded here: at most MAX_SHOPS shops (the one changed last is kept, the longest untouched goes) and at most
// MAX_LINES lines in all shops together.

/** Shop id → its quantities; the order of keys is the order of last change (oldest first). */
export type Carts = Record<string, Quantities>;

export const MAX_SHOPS = 4;
export const MAX_LINES = 40;

/** The quantities of one shop, never undefined. */
export function quantitiesOf(carts: Carts | undefined, shopId: number): Quantities {
  return { ...(carts?.[String(shopId)] ?? {}) };
}

/**
 * The carts with one good's quantity set (0 removes the line). `refused` when the line would be one more than
 * MAX_LINES allows: the cart stays as it was and the resident is told.
 */
export function withQuantity(
  carts: Carts | undefined,
  shopId: number,
  goodId: number,
  quantity: number,
): { carts: Carts; refused: boolean } {
  const shop = String(shopId);
  const own = quantitiesOf(carts, shopId);
  const good = String(goodId);
  if (quantity > 0) own[good] = quantity;
  else delete own[good];
  const others = Object.entries(carts ?? {}).filter(([id]) => id !== shop);
  const lines = Object.keys(own).length + others.reduce((s, [, q]) => s + Object.keys(q).length, 0);
  if (quantity > 0 && !(good in (carts?.[shop] ?? {})) && lines > MAX_LINES)
    return { carts: { ...(carts ?? {}) }, refused: true };
  const kept = Object.keys(own).length ? [...others, [shop, own] as const] : others;
  return { carts: Object.fromEntries(kept.slice(-MAX_SHOPS)), refused: false };
}

/** The carts without one shop's (an order was made from it). */
export function withoutShop(carts: Carts | undefined, shopId: number): Carts {
  return Object.fromEntries(Object.entries(carts ?? {}).filter(([id]) => id !== String(shopId)));
}

/**
 * A cart read back from the cookie, kept only as far as it has the shape written here (a cookie is sealed, but a
 * change of this code could meet an older shape).
 */
export function cartsFrom(value: unknown): Carts {
  if (!value || typeof value !== "object") return {};
  const out: Carts = {};
  for (const [shop, lines] of Object.entries(value as Record<string, unknown>).slice(-MAX_SHOPS)) {
    if (!/^\d{1,9}$/.test(shop) || !lines || typeof lines !== "object") continue;
    const q: Quantities = {};
    for (const [good, n] of Object.entries(lines as Record<string, unknown>)) {
      if (/^\d{1,9}$/.test(good) && Number.isInteger(n) && (n as number) > 0) q[good] = n as number;
    }
    if (Object.keys(q).length) out[shop] = q;
  }
  return out;
}

/** The most characters a cart's snapshot may take as a form field: MAX_LINES lines of "id:quantity". */
export const SNAPSHOT_MAX = MAX_LINES * 16;

/** A shop's quantities as one form field, "101:2,103:1" (what a script posts with a change, decision 0020). */
export function encodeQuantities(quantities: Quantities): string {
  return Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${id}:${n}`)
    .join(",");
}

/** The quantities a snapshot names, or null when it is not one (too long, malformed): then the session's count. */
export function decodeQuantities(raw: string | null | undefined): Quantities | null {
  if (raw === null || raw === undefined || raw.length > SNAPSHOT_MAX) return null;
  if (raw === "") return {};
  const out: Quantities = {};
  for (const part of raw.split(",")) {
    const m = /^(\d{1,9}):(\d{1,6})$/.exec(part);
    if (!m) return null;
    if (Number(m[2]) > 0) out[m[1]!] = Number(m[2]);
  }
  return Object.keys(out).length > MAX_LINES ? null : out;
}

/** The carts with one shop's quantities replaced (a snapshot), bounded as withQuantity bounds them. */
export function withShop(carts: Carts | undefined, shopId: number, quantities: Quantities): Carts {
  const others = Object.entries(carts ?? {}).filter(([id]) => id !== String(shopId));
  const own = Object.entries(quantities).filter(([, n]) => n > 0);
  const room = Math.max(0, MAX_LINES - others.reduce((s, [, q]) => s + Object.keys(q).length, 0));
  const kept = own.length ? [...others, [String(shopId), Object.fromEntries(own.slice(0, room))] as const] : others;
  return Object.fromEntries(kept.filter(([, q]) => Object.keys(q).length > 0).slice(-MAX_SHOPS));
}
