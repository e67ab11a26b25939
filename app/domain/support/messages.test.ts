import { describe, expect, it } from "vitest";
import { supportDays } from "./messages";

const m = (Added: string, Text = "x", FileID = 0) => ({ IsSelf: true, Added, Text, FileID });

describe("support chat messages", () => {
  it("groups consecutive messages by their Moscow date and keeps the time with seconds", () => {
    const days = supportDays([m("14.05.2026 23:59:58"), m("14.05.2026 23:59:59"), m("15.05.2026 00:00:01")]);
    expect(days.map((d) => [d.date, d.messages.map((x) => x.time)])).toEqual([
      ["14.05.2026", ["23:59:58", "23:59:59"]],
      ["15.05.2026", ["00:00:01"]],
    ]);
  });

  it("gives each time its instant in UTC+3", () => {
    expect(supportDays([m("14.05.2026 10:15:31")])[0]!.messages[0]!.iso).toBe("2026-05-14T10:15:31+03:00");
  });

  it("shows a malformed date without a time rather than failing", () => {
    const [day] = supportDays([m("вчера")]);
    expect(day).toMatchObject({ date: "вчера", messages: [{ time: "", iso: null }] });
    expect(supportDays([m("31.02.2026 10:00:00")])[0]!.messages[0]!.iso).toBeNull();
  });
});
