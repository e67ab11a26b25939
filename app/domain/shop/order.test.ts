import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { checkoutRule, NEEDS_GOODS, NO_ACCOUNT, NO_SUBTYPE, orderRule, serviceOrderRule } from "./order";

const idents = ["1000001", "1000002"];

describe("checkoutRule (§5 Cart)", () => {
  const rule = checkoutRule({ total: 70_000, idents });
  it("takes one of the resident's accounts", () => {
    expect(rule({ ident: "1000002" })).toEqual({ ok: true, value: { ident: "1000002" } });
    expect(rule({ ident: " 1000001 " })).toEqual({ ok: true, value: { ident: "1000001" } });
  });
  it("asks for an account when none is chosen, or one not the resident's is posted", () => {
    for (const ident of [undefined, "", "  ", "9999999"])
      expect(errorsOf(rule({ ident })), String(ident)).toEqual({ ident: NO_ACCOUNT });
  });
  it("refuses a cart that costs nothing, and asks nothing else then (the button's one reason)", () => {
    expect(checkoutRule({ total: 0, idents })({})).toEqual({ ok: false, issues: [{ key: NEEDS_GOODS }] });
    expect(checkoutRule({ total: 0, idents })({ ident: "1000001" })).toEqual({
      ok: false,
      issues: [{ key: NEEDS_GOODS }],
    });
  });
  it("takes a cart of one kopeck", () =>
    expect(checkoutRule({ total: 1, idents })({ ident: "1000001" })).toMatchObject({ ok: true }));
});

describe("orderRule (the confirmation)", () => {
  it("needs a subtype of the order's type when it has them, and only one of them", () => {
    const rule = orderRule({ total: 100_000, idents: ["1000001"], subtypes: [71, 72] });
    expect(rule({ ident: "1000001", subtype: "72" })).toEqual({ ok: true, value: { ident: "1000001", subTypeId: 72 } });
    expect(errorsOf(rule({ ident: "1000001" }))).toEqual({ subtype: NO_SUBTYPE });
    expect(errorsOf(rule({ ident: "1000001", subtype: "73" }))).toEqual({ subtype: NO_SUBTYPE });
    expect(errorsOf(rule({ ident: "1000002", subtype: "" }))).toEqual({ ident: NO_ACCOUNT, subtype: NO_SUBTYPE });
  });
  it("sends no subtype for a type without them, whatever was posted", () => {
    const rule = orderRule({ total: 100, idents: ["1000001"], subtypes: [] });
    expect(rule({ ident: "1000001", subtype: "72" })).toEqual({
      ok: true,
      value: { ident: "1000001", subTypeId: null },
    });
  });
  it("refuses an order of nothing", () =>
    expect(orderRule({ total: 0, idents: ["1000001"], subtypes: [] })({ ident: "1000001" })).toEqual({
      ok: false,
      issues: [{ key: NEEDS_GOODS }],
    }));
});

describe("serviceOrderRule", () => {
  const rule = serviceOrderRule({ idents });
  it("needs one of the resident's accounts", () => {
    expect(errorsOf(rule({ comment: "после 18:00" }))).toEqual({ ident: NO_ACCOUNT });
    expect(errorsOf(rule({ ident: "123" }))).toEqual({ ident: NO_ACCOUNT });
  });
  it("takes the comment trimmed, a blank one as none", () => {
    expect(rule({ ident: "1000001", comment: "  Позвоните  " })).toEqual({
      ok: true,
      value: { ident: "1000001", comment: "Позвоните" },
    });
    expect(rule({ ident: "1000001", comment: "   " })).toEqual({
      ok: true,
      value: { ident: "1000001", comment: null },
    });
  });
});
