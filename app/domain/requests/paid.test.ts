import { describe, expect, it } from "vitest";
import { BONUS_INVALID, BONUS_TOO_MANY, bonusOverAllowed, payOnlineRule } from "./paid";

describe("payOnlineRule (issue 31 item 13: fewer bonuses or none)", () => {
  it("takes an empty field as no bonuses", () => {
    expect(payOnlineRule({})).toEqual({ ok: true, value: { bonus: 0 } });
    expect(payOnlineRule({ bonus: "  " })).toEqual({ ok: true, value: { bonus: 0 } });
  });

  it("takes roubles with a comma or a point and up to 2 decimals, as kopecks", () => {
    expect(payOnlineRule({ bonus: "150" })).toEqual({ ok: true, value: { bonus: 15_000 } });
    expect(payOnlineRule({ bonus: "49,5" })).toEqual({ ok: true, value: { bonus: 4_950 } });
    expect(payOnlineRule({ bonus: "0.01" })).toEqual({ ok: true, value: { bonus: 1 } });
    expect(payOnlineRule({ bonus: "0" })).toEqual({ ok: true, value: { bonus: 0 } });
  });

  it("refuses what is no amount: negative, 3 decimals, letters", () => {
    for (const bonus of ["-1", "1.005", "сто", "1e3", "12.3.4"])
      expect(payOnlineRule({ bonus }), bonus).toEqual({ ok: false, issues: [{ field: "bonus", key: BONUS_INVALID }] });
  });
});

describe("bonusOverAllowed", () => {
  it("lets through the allowed amount and less, refuses one kopeck more, naming the most", () => {
    expect(bonusOverAllowed(15_000, 15_000, "150,00")).toBeNull();
    expect(bonusOverAllowed(0, 0, "0,00")).toBeNull();
    expect(bonusOverAllowed(15_001, 15_000, "150,00")).toEqual({
      field: "bonus",
      key: BONUS_TOO_MANY,
      params: { max: "150,00" },
    });
  });
});
