import { describe, expect, it } from "vitest";
import { isClubMember, isKnownSection } from "./club";

describe("privilege club (§6, §9)", () => {
  it("is open to a resident with an account in house 1361 only", () => {
    expect(isClubMember([{ houseId: 101 }, { houseId: 1361 }])).toBe(true);
    expect(isClubMember([{ houseId: 101 }])).toBe(false);
    expect(isClubMember([])).toBe(false);
    expect(isClubMember([{ houseId: null }, {}])).toBe(false);
  });
  it("knows the spec's four sections", () => {
    expect(["kitchens", "furniture", "finishing_work", "repair_products"].every(isKnownSection)).toBe(true);
    expect(isKnownSection("cars")).toBe(false);
  });
});
