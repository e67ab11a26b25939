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

describe("emergencyTime (§9: shifted by the resident's offset, else Moscow time marked МСК)", () => {
  it("without a zone: the provider's Moscow time, marked as Moscow's", () => {
    expect(emergencyTime("25.11.2026 09:00", null)).toEqual({ text: "25.11.2026 09:00", moscow: true });
  });

  it("with a zone: the same instant on the resident's clock", () => {
    expect(emergencyTime("25.11.2026 09:00", "Asia/Yekaterinburg")).toEqual({
      text: "25.11.2026 11:00",
      moscow: false,
    });
    expect(emergencyTime("25.11.2026 09:00", "Europe/Kaliningrad")).toEqual({
      text: "25.11.2026 08:00",
      moscow: false,
    });
    expect(emergencyTime("25.11.2026 09:00", "Europe/Moscow")).toEqual({ text: "25.11.2026 09:00", moscow: false });
    expect(emergencyTime("25.11.2026 09:00", "UTC")).toEqual({ text: "25.11.2026 06:00", moscow: false });
  });

  it("crosses day, month and year boundaries both ways", () => {
    expect(emergencyTime("31.12.2026 23:30", "Asia/Vladivostok")).toEqual({ text: "01.01.2027 06:30", moscow: false });
    expect(emergencyTime("01.01.2027 01:00", "UTC")).toEqual({ text: "31.12.2026 22:00", moscow: false });
    expect(emergencyTime("01.03.2028 02:00", "America/New_York")).toEqual({ text: "29.02.2028 18:00", moscow: false });
  });

  it("Moscow has no daylight saving: UTC+3 in winter and in summer", () => {
    expect(emergencyTime("15.01.2026 12:00", "UTC")?.text).toBe("15.01.2026 09:00");
    expect(emergencyTime("15.07.2026 12:00", "UTC")?.text).toBe("15.07.2026 09:00");
  });

  it("follows the resident's own daylight saving (Berlin: +1 in winter, +2 in summer)", () => {
    expect(emergencyTime("15.01.2026 12:00", "Europe/Berlin")?.text).toBe("15.01.2026 10:00");
    expect(emergencyTime("15.07.2026 12:00", "Europe/Berlin")?.text).toBe("15.07.2026 11:00");
  });

  it("refuses values that are not date-times", () => {
    for (const value of ["", "25.11.2026", "2026-11-25T09:00", "32.11.2026 09:00", "25.11.2026 25:00"]) {
      expect(emergencyTime(value, null), value).toBeNull();
    }
  });
});
