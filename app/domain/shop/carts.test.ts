import { describe, expect, it } from "vitest";
import {
  cartsFrom,
  decodeQuantities,
  encodeQuantities,
  MAX_LINES,
  MAX_SHOPS,
  quantitiesOf,
  withoutShop,
  withQuantity,
  withShop,
} from "./carts";

describe("carts kept in the session (decision 0020)", () => {
  it("sets, changes and removes a line of one shop", () => {
    let { carts } = withQuantity(undefined, 1, 101, 2);
    expect(carts).toEqual({ "1": { "101": 2 } });
    ({ carts } = withQuantity(carts, 1, 101, 5));
    expect(quantitiesOf(carts, 1)).toEqual({ "101": 5 });
    ({ carts } = withQuantity(carts, 1, 101, 0));
    expect(carts).toEqual({});
  });

  it("keeps each shop's cart apart and empties one shop alone", () => {
    let { carts } = withQuantity(undefined, 1, 101, 1);
    ({ carts } = withQuantity(carts, 3, 301, 2));
    expect(withoutShop(carts, 1)).toEqual({ "3": { "301": 2 } });
  });

  it("keeps at most MAX_SHOPS shops, dropping the one untouched longest", () => {
    let carts = {};
    for (let shop = 1; shop <= MAX_SHOPS + 1; shop++) ({ carts } = withQuantity(carts, shop, 1, 1));
    expect(Object.keys(carts)).toEqual(Array.from({ length: MAX_SHOPS }, (_, i) => String(i + 2)));
  });

  it("refuses a line beyond MAX_LINES but still changes existing ones", () => {
    let carts = {};
    for (let good = 1; good <= MAX_LINES; good++) ({ carts } = withQuantity(carts, 1, good, 1));
    const more = withQuantity(carts, 1, MAX_LINES + 1, 1);
    expect(more.refused).toBe(true);
    expect(Object.keys(quantitiesOf(more.carts, 1))).toHaveLength(MAX_LINES);
    expect(withQuantity(carts, 1, 1, 3)).toMatchObject({ refused: false, carts: { "1": { "1": 3 } } });
  });

  it("reads back only the shape it writes", () => {
    expect(cartsFrom({ "1": { "101": 2, x: 1, "102": -1, "103": 1.5 }, y: { "1": 1 } })).toEqual({ "1": { "101": 2 } });
    expect(cartsFrom("nonsense")).toEqual({});
  });
});

describe("a cart's snapshot as a form field", () => {
  it("round-trips and drops zero lines", () => {
    expect(encodeQuantities({ "101": 2, "103": 0, "104": 1 })).toBe("101:2,104:1");
    expect(decodeQuantities("101:2,104:1")).toEqual({ "101": 2, "104": 1 });
    expect(decodeQuantities("")).toEqual({});
  });
  it("refuses what it did not write", () => {
    for (const raw of ["101:2;x", "101:-1", "a:1", "101:2.5", "1:1,".repeat(400), null, undefined])
      expect(decodeQuantities(raw)).toBeNull();
  });
  it("replaces one shop's cart, keeping the others and the bounds", () => {
    const carts = withShop({ "3": { "301": 1 } }, 1, { "101": 2, "102": 0 });
    expect(carts).toEqual({ "3": { "301": 1 }, "1": { "101": 2 } });
    expect(withShop(carts, 1, {})).toEqual({ "3": { "301": 1 } });
    const many = Object.fromEntries(Array.from({ length: MAX_LINES + 5 }, (_, i) => [String(i + 1), 1]));
    expect(Object.keys(withShop(carts, 1, many)["1"]!)).toHaveLength(MAX_LINES - 1);
  });
});
