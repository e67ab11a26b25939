import { describe, expect, it } from "vitest";
import { meterAddresses, selectedIdents } from "./addresses";

describe("meter addresses (§5)", () => {
  const accounts = [
    { Ident: "1000002", Address: "ул. Садовая, 17" },
    { Ident: "1000010", Address: "ул. Лесная, 5" },
    { Ident: "1000001", Address: "ул. Лесная, 5 " },
    { Ident: "1000003", Address: "ул. Полевая, 1", HideOnMetersPage: true },
  ];
  it("leaves out hidden accounts, merges duplicate addresses and sorts by Ident", () => {
    expect(meterAddresses(accounts)).toEqual([
      { key: "1000001", address: "ул. Лесная, 5", idents: ["1000001", "1000010"] },
      { key: "1000002", address: "ул. Садовая, 17", idents: ["1000002"] },
    ]);
  });
  it("selects one address, or all", () => {
    const list = meterAddresses(accounts);
    expect([...selectedIdents(list, "1000001")]).toEqual(["1000001", "1000010"]);
    expect([...selectedIdents(list, null)]).toEqual(["1000001", "1000010", "1000002"]);
    expect([...selectedIdents(list, "1000003")]).toEqual(["1000001", "1000010", "1000002"]);
  });
});
