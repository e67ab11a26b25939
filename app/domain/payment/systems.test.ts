import { describe, expect, it } from "vitest";
import { chooseSystem, DEFAULT_PAYMENT_SYSTEM } from "./systems";

const SBER = { name: "sberbank", displayName: "Сбербанк" };
const TINKOFF = { name: "tinkoff", displayName: "Т-Банк" };

describe("payment system choice (§4)", () => {
  it("several: the first is selected, or the one asked for", () => {
    expect(chooseSystem([TINKOFF, SBER])).toEqual({ name: "tinkoff", blocked: false, selectable: true });
    expect(chooseSystem([TINKOFF, SBER], "sberbank")).toEqual({ name: "sberbank", blocked: false, selectable: true });
  });

  it("one or none: the default bank's system", () => {
    expect(chooseSystem([])).toEqual({ name: DEFAULT_PAYMENT_SYSTEM, blocked: false, selectable: false });
    expect(chooseSystem([SBER])).toEqual({ name: "sberbank", blocked: false, selectable: false });
  });

  it("a deployment may name its own bank's system as the default", () => {
    expect(chooseSystem([], null, "vtb")).toEqual({ name: "vtb", blocked: false, selectable: false });
    expect(chooseSystem([], "sberbank", "vtb")).toEqual({ name: "vtb", blocked: true, selectable: false });
    // One offered system is the one to use, whatever the deployment's default.
    expect(chooseSystem([SBER], null, "vtb").name).toBe("sberbank");
  });

  it("another bank's system not offered for this payment is blocked and another one selected", () => {
    expect(chooseSystem([SBER], "tinkoff")).toEqual({ name: "sberbank", blocked: true, selectable: false });
    expect(chooseSystem([TINKOFF, SBER], "unknown")).toEqual({ name: "tinkoff", blocked: true, selectable: true });
  });
});
