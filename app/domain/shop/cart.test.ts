import { describe, expect, it } from "vitest";
import {
  canDecrease,
  canIncrease,
  cartOf,
  GORSERV_MINIMUM,
  kopecks,
  MAX_QUANTITY,
  rescale,
  steppedQuantity,
  typedQuantity,
  type CartGood,
} from "./cart";

const good = (id: number, rubles: number, rest: number | null = null, weight: number | null = null): CartGood => ({
  id,
  name: `g${id}`,
  price: kopecks(rubles),
  rest,
  weight,
  units: "шт",
});

describe("typed quantity (§5 Cart)", () => {
  it.each([
    ["3", null, 3],
    [" 4 ", null, 4],
    ["0", 5, 0],
    ["2.5", null, 0],
    ["2,5", null, 0],
    ["-1", null, 0],
    ["abc", null, 0],
    ["", null, 0],
    ["1e2", null, 0],
    ["+1", null, 0],
    ["7", 5, 5],
    ["3", 0, 0],
    ["1000000", null, MAX_QUANTITY],
  ] as const)("%j with Rest %j → %i", (raw, rest, expected) => {
    expect(typedQuantity(raw, rest)).toBe(expected);
  });
});

describe("− and + (§5 Cart)", () => {
  it("stops at Rest and at 0", () => {
    expect(steppedQuantity(1, 1, 2)).toBe(2);
    expect(steppedQuantity(2, 1, 2)).toBe(2);
    expect(steppedQuantity(0, -1, 2)).toBe(0);
    expect(steppedQuantity(5, 1, null)).toBe(6);
  });
  it("disables + at Rest and − at 0", () => {
    expect(canIncrease(2, 2)).toBe(false);
    expect(canIncrease(1, 2)).toBe(true);
    expect(canIncrease(100, null)).toBe(true);
    expect(canIncrease(MAX_QUANTITY, null)).toBe(false);
    expect(canDecrease(0)).toBe(false);
    expect(canDecrease(1)).toBe(true);
  });
});

describe("cart of a shop (§4, §9)", () => {
  const goods = [good(101, 350, null, 19.6), good(102, 120.5, 10, 5.2), good(103, 499.99, 2, 0.35)];

  it("sums cost, count and weight of the lines with a quantity, in the shop's order", () => {
    const cart = cartOf(goods, { "103": 1, "101": 2 }, { gorserv: false });
    expect(cart.lines.map((l) => [l.good.id, l.quantity, l.cost, l.weight])).toEqual([
      [101, 2, 70000, 39.2],
      [103, 1, 49999, 0.35],
    ]);
    expect(cart.count).toBe(3);
    expect(cart.cost).toBe(119999);
    expect(cart.total).toBe(119999);
    expect(cart.raised).toBe(false);
    expect(cart.weight).toBe(39.55);
    expect(cart.lines.map((l) => l.amount)).toEqual([70000, 49999]);
  });

  it("caps a kept quantity at the Rest the shop has now, and drops goods no longer sold", () => {
    const cart = cartOf(goods, { "103": 5, "999": 3 }, { gorserv: false });
    expect(cart.lines.map((l) => [l.good.id, l.quantity])).toEqual([[103, 2]]);
  });

  it("an empty cart costs 0 and is not raised, gorserv or not", () => {
    expect(cartOf(goods, {}, { gorserv: true })).toMatchObject({
      cost: 0,
      total: 0,
      raised: false,
      count: 0,
      weight: null,
    });
  });

  it("gorserv: a non-zero total below 1000 ₽ becomes 1000 ₽ and the lines sum to it exactly", () => {
    const services = [good(301, 850), good(302, 400), good(303, 1200, 3)];
    const cart = cartOf(services, { "302": 1 }, { gorserv: true });
    expect(cart).toMatchObject({ cost: 40000, total: GORSERV_MINIMUM, raised: true, weight: null });
    expect(cart.lines[0]!.amount).toBe(GORSERV_MINIMUM);
    const two = cartOf([good(1, 0.01), good(2, 0.02)], { "1": 1, "2": 1 }, { gorserv: true });
    // 1 : 2 of 100 000 kopecks: 33 333.33… and 66 666.66…; the larger remainder gets the odd kopeck.
    expect(two.lines.map((l) => l.amount)).toEqual([33333, 66667]);
  });

  it("gorserv: a total at or above the minimum is left as it is", () => {
    const cart = cartOf([good(303, 1200)], { "303": 1 }, { gorserv: true });
    expect(cart).toMatchObject({ cost: 120000, total: 120000, raised: false });
  });
});

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("largest-remainder rescaling, over random carts", () => {
  it("sums to the total exactly, stays proportional within a kopeck, and keeps zero lines at zero", () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const next = random(seed);
      const int = (max: number) => Math.floor(next() * (max + 1));
      const goods = Array.from({ length: 1 + int(12) }, (_, i) =>
        good(i + 1, int(3) === 0 ? 0 : int(500_000) / 100, int(4) === 0 ? int(5) : null),
      );
      const quantities = Object.fromEntries(goods.map((g) => [String(g.id), int(6)]));
      const cart = cartOf(goods, quantities, { gorserv: true });
      const context = `seed ${seed}`;
      expect(
        cart.lines.reduce((s, l) => s + l.amount, 0),
        context,
      ).toBe(cart.total);
      expect(cart.total, context).toBe(cart.cost === 0 ? 0 : Math.max(cart.cost, GORSERV_MINIMUM));
      for (const l of cart.lines) {
        const exact = cart.cost === 0 ? 0 : (l.cost * cart.total) / cart.cost;
        expect(Math.abs(l.amount - exact), context).toBeLessThan(1);
        expect(Number.isInteger(l.amount), context).toBe(true);
        if (l.cost === 0) expect(l.amount, context).toBe(0);
        expect(l.quantity, context).toBeLessThanOrEqual(l.good.rest ?? Infinity);
      }
    }
  });

  it("gives a rescaled line never less than a cheaper one (order kept)", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const next = random(seed);
      const costs = Array.from({ length: 2 + Math.floor(next() * 8) }, () => Math.floor(next() * 90_000));
      const total = costs.reduce((s, c) => s + c, 0) === 0 ? 0 : GORSERV_MINIMUM;
      const amounts = rescale(costs, total);
      for (let i = 0; i < costs.length; i++) {
        for (let j = 0; j < costs.length; j++)
          if (costs[i]! > costs[j]!) expect(amounts[i]!, `seed ${seed}`).toBeGreaterThanOrEqual(amounts[j]!);
      }
    }
  });
});
