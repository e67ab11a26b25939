import { describe, expect, it } from "vitest";
import { emergencyTime, residentTimeZone } from "./zone";

describe("residentTimeZone", () => {
  it("accepts IANA zones and offsets Temporal knows", () => {
    expect(residentTimeZone("Asia/Yekaterinburg")).toBe("Asia/Yekaterinburg");
    expect(residentTimeZone("Europe/Moscow")).toBe("Europe/Moscow");
    expect(residentTimeZone("UTC")).toBe("UTC");
  });

  it("refuses what is not a zone: absent, empty, made up, too long, markup", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "  ",
      "Mars/Olympus",
      "x".repeat(65),
      "<script>",
      "Europe/Moscow; Path=/",
    ]) {
      expect(residentTimeZone(raw), String(raw)).toBeNull();
    }
  });
});

describe("emergencyTime (§9: the provider's Moscow time, and the resident's when it differs)", () => {
  it("without a zone: the provider's Moscow time only", () => {
    expect(emergencyTime("25.11.2026 09:00", null)).toEqual({ text: "25.11.2026 09:00", local: null });
  });

  it("with a zone: the same instant on the resident's clock", () => {
    expect(emergencyTime("25.11.2026 09:00", "Asia/Yekaterinburg")).toEqual({
      text: "25.11.2026 09:00",
      local: "25.11.2026 11:00",
    });
    expect(emergencyTime("25.11.2026 09:00", "Europe/Kaliningrad")).toEqual({
      text: "25.11.2026 09:00",
      local: "25.11.2026 08:00",
    });
    expect(emergencyTime("25.11.2026 09:00", "UTC")).toEqual({ text: "25.11.2026 09:00", local: "25.11.2026 06:00" });
  });

  it("in Moscow's own zone (or one that shows the same time): no second time", () => {
    expect(emergencyTime("25.11.2026 09:00", "Europe/Moscow")).toEqual({ text: "25.11.2026 09:00", local: null });
    expect(emergencyTime("25.11.2026 09:00", "Europe/Minsk")).toEqual({ text: "25.11.2026 09:00", local: null });
  });

  it("crosses day, month and year boundaries both ways", () => {
    expect(emergencyTime("31.12.2026 23:30", "Asia/Vladivostok")?.local).toBe("01.01.2027 06:30");
    expect(emergencyTime("01.01.2027 01:00", "UTC")?.local).toBe("31.12.2026 22:00");
    expect(emergencyTime("01.03.2028 02:00", "America/New_York")?.local).toBe("29.02.2028 18:00");
  });

  it("Moscow has no daylight saving: UTC+3 in winter and in summer", () => {
    expect(emergencyTime("15.01.2026 12:00", "UTC")?.local).toBe("15.01.2026 09:00");
    expect(emergencyTime("15.07.2026 12:00", "UTC")?.local).toBe("15.07.2026 09:00");
  });

  it("follows the resident's own daylight saving (Berlin: +1 in winter, +2 in summer)", () => {
    expect(emergencyTime("15.01.2026 12:00", "Europe/Berlin")?.local).toBe("15.01.2026 10:00");
    expect(emergencyTime("15.07.2026 12:00", "Europe/Berlin")?.local).toBe("15.07.2026 11:00");
  });

  it("refuses values that are not date-times", () => {
    for (const value of ["", "25.11.2026", "2026-11-25T09:00", "32.11.2026 09:00", "25.11.2026 25:00"]) {
      expect(emergencyTime(value, null), value).toBeNull();
    }
  });
});
