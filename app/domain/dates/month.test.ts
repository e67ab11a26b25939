import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { isNextMonth, monthLabel, monthOf } from "./month";

const ym = (s: string) => Temporal.PlainYearMonth.from(s);

describe("months through Temporal", () => {
  it("reads the month of an ISO date or month", () => {
    expect(monthOf("2026-01-31")?.toString()).toBe("2026-01");
    expect(monthOf("2025-12")?.toString()).toBe("2025-12");
  });

  it("refuses what is not a real date or month", () => {
    for (const bad of [
      "",
      "2026",
      "2026-13",
      "2026-00",
      "2026-02-30",
      "2026-1-5",
      "01.02.2026",
      "2026-01-01T10:00",
      "x2026-01",
    ]) {
      expect(monthOf(bad), bad).toBeNull();
    }
  });

  it("the month after December is January of the next year", () => {
    expect(isNextMonth(ym("2025-12"), ym("2026-01"))).toBe(true);
    expect(isNextMonth(ym("2026-01"), ym("2026-02"))).toBe(true);
  });

  it("a gap, the same month, a month back or a year apart is not the next month", () => {
    expect(isNextMonth(ym("2026-01"), ym("2026-03"))).toBe(false);
    expect(isNextMonth(ym("2026-01"), ym("2026-01"))).toBe(false);
    expect(isNextMonth(ym("2026-02"), ym("2026-01"))).toBe(false);
    expect(isNextMonth(ym("2025-01"), ym("2026-02"))).toBe(false);
    expect(isNextMonth(ym("2025-12"), ym("2025-01"))).toBe(false);
  });

  it("labels a month MM.YYYY", () => {
    expect(monthLabel(ym("2026-01"))).toBe("01.2026");
    expect(monthLabel(ym("2025-12"))).toBe("12.2025");
  });
});
