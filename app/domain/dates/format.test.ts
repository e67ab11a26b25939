import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatInZone,
  parseDate,
  parseDateTime,
  parseMoscowTimestamp,
  today,
} from "./format";

describe("parseDate (DD.MM.YYYY)", () => {
  it("reads real dates", () => {
    expect(parseDate("29.02.2024")?.toString()).toBe("2024-02-29");
    expect(parseDate("01.01.1900")?.toString()).toBe("1900-01-01");
  });
  it.each(["29.02.2023", "31.04.2025", "00.01.2025", "32.01.2025", "01.13.2025", "1.1.2025", "2025-01-01", ""])(
    "rejects %s",
    (value) => expect(parseDate(value)).toBeNull(),
  );
});

describe("date-time formats", () => {
  it("formats DD.MM.YYYY HH:mm with zero padding", () => {
    const dt = Temporal.PlainDateTime.from("2026-03-05T07:04:09");
    expect(formatDateTime(dt)).toBe("05.03.2026 07:04");
    expect(formatDate(dt)).toBe("05.03.2026");
  });
  it("parses with and without seconds and rejects bad times", () => {
    expect(parseDateTime("05.03.2026 07:04")?.toString()).toBe("2026-03-05T07:04:00");
    expect(parseDateTime("05.03.2026 07:04:59")?.toString()).toBe("2026-03-05T07:04:59");
    expect(parseDateTime("05.03.2026 24:00")).toBeNull();
  });
  it("reads support-chat times as Moscow time (UTC+3)", () => {
    const zdt = parseMoscowTimestamp("20.11.2026 12:00:00")!;
    expect(zdt.toInstant().toString()).toBe("2026-11-20T09:00:00Z");
    expect(formatInZone(zdt, "Asia/Yekaterinburg")).toBe("20.11.2026 14:00");
    expect(formatInZone(zdt.toInstant(), "UTC")).toBe("20.11.2026 09:00");
  });
  it("takes today in Moscow, which may already be tomorrow in UTC terms", () => {
    const lateUtc = Temporal.Instant.from("2026-11-20T22:30:00Z");
    expect(today("Europe/Moscow", lateUtc).toString()).toBe("2026-11-21");
    expect(today("UTC", lateUtc).toString()).toBe("2026-11-20");
  });
});
