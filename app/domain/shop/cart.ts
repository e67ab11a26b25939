// §4 Cart, §5 Cart, §9: the shop's rules as plain functions. Money is in kopecks (integers) from here on: a price
// of 499.99 ₽ is 49999, so sums and the gorserv rescaling never meet a float's rounding.

/** A good as the shop lists it (§3 Good), with the price already in kopecks. */
export interface CartGood {
  id: number;
  name: string;
  /** Kopecks. */
  price: number;
  /** null: unlimited (§3). */
  rest: number | null;
  /** Kilograms per unit; null for a service. */
  weight: number | null;
  units: string;
}

/** Good id → quantity; only positive quantities are kept. */
export type Quantities = Record<string, number>;

/** The most of one good a cart takes when the shop sets no Rest: bounds the cookie and the order's sums. */
export const MAX_QUANTITY = 999;
/** §9 Minimum cart total when ExternalSystem is gorserv, in kopecks. */
export const GORSERV_MINIMUM = 100_000;

/** Rubles as the provider sends them (2 decimals) → kopecks. */
export const kopecks = (rubles: number): number => Math.round(rubles * 100);

/** The most of a good that may be ordered: its Rest when not null (never below 0), else MAX_QUANTITY. */
export function maxOf(rest: number | null): number {
  return rest === null ? MAX_QUANTITY : Math.max(0, Math.min(MAX_QUANTITY, Math.floor(rest)));
}

/**
 * §5 Cart: a typed quantity must be a non-negative integer, else it is 0; it is capped at Rest. Leading and
 * trailing blanks are forgiven; "2.5", "-1", "1e2", "abc" and "" are 0.
 */
export function typedQuantity(raw: string | null | undefined, rest: number | null): number {
  const text = (raw ?? "").trim();
  if (!/^\d{1,9}$/.test(text)) return 0;
  return Math.min(Number(text), maxOf(rest));
}

/** The quantity after −/+ (`step` −1 or +1) from the current (typed) one, kept within 0…Rest. */
export function steppedQuantity(current: number, step: number, rest: number | null): number {
  return Math.max(0, Math.min(current + step, maxOf(rest)));
}

/** §5: + is disabled when the quantity reached Rest, − at 0. */
export const canIncrease = (quantity: number, rest: number | null) => quantity < maxOf(rest);
export const canDecrease = (quantity: number) => quantity > 0;

export interface CartLine {
  good: CartGood;
  quantity: number;
  /** Price × quantity, kopecks. */
  cost: number;
  /** What the line is charged: the cost, or its share of the gorserv minimum (kopecks). */
  amount: number;
  /** Kilograms of the line (goods only); null for a service. */
  weight: number | null;
}

export interface Cart {
  lines: CartLine[];
  /** Units in the cart. */
  count: number;
  /** Σ cost, kopecks. */
  cost: number;
  /** What is charged: the cost, or the gorserv minimum when the cost is below it and not 0 (kopecks). */
  total: number;
  /** Whether the gorserv minimum raised the total. */
  raised: boolean;
  /** Kilograms in all (goods shops); null when no line has a weight. */
  weight: number | null;
}

/**
 * The cart of one shop: the lines of goods with a positive quantity, in the shop's order, each quantity capped
 * at the good's Rest as it is now (stock may have gone since the good was put in). Goods no longer sold drop.
 */
export function cartOf(goods: CartGood[], quantities: Quantities, opts: { gorserv: boolean }): Cart {
  const lines = goods.flatMap((good) => {
    const quantity = Math.min(quantities[String(good.id)] ?? 0, maxOf(good.rest));
    if (quantity <= 0) return [];
    return [
      {
        good,
        quantity,
        cost: good.price * quantity,
        amount: 0,
        weight: good.weight === null ? null : roundKg(good.weight * quantity),
      },
    ];
  });
  const cost = lines.reduce((s, l) => s + l.cost, 0);
  const total = opts.gorserv && cost > 0 && cost < GORSERV_MINIMUM ? GORSERV_MINIMUM : cost;
  const amounts = rescale(
    lines.map((l) => l.cost),
    total,
  );
  const weights = lines.filter((l) => l.weight !== null);
  return {
    lines: lines.map((l, i) => ({ ...l, amount: amounts[i]! })),
    count: lines.reduce((s, l) => s + l.quantity, 0),
    cost,
    total,
    raised: total !== cost,
    weight: weights.length ? roundKg(weights.reduce((s, l) => s + l.weight!, 0)) : null,
  };
}

const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * §9 gorserv: line amounts rescaled in proportion to `total` so that they sum to it exactly, to the kopeck. Each
 * line gets the floor of its exact share; the kopecks left go one each to the lines with the largest remainders
 * (ties to the earlier line): the largest-remainder method. Integer arithmetic throughout (costs and total stay
 * far below 2^53 / total).
 */
export function rescale(costs: number[], total: number): number[] {
  const sum = costs.reduce((s, c) => s + c, 0);
  if (sum === 0 || sum === total) return [...costs];
  const shares = costs.map((c, i) => ({ i, floor: Math.floor((c * total) / sum), rem: (c * total) % sum }));
  let left = total - shares.reduce((s, x) => s + x.floor, 0);
  const out = shares.map((x) => x.floor);
  for (const x of [...shares].sort((a, b) => b.rem - a.rem || a.i - b.i)) {
    if (left <= 0) break;
    out[x.i]! += 1;
    left -= 1;
  }
  return out;
}
