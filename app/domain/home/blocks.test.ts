import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { Meter } from "~/domain/meters/meter";
import { announcementCards, newsCards, pollCards, verificationReminders } from "./blocks";

const announcement = (ID: number, IsEmergencyWork: boolean, Text = "текст") => ({
  ID,
  Header: `№${ID}`,
  Created: "01.11.2026 10:00",
  Text,
  IsEmergencyWork,
});

describe("Home blocks", () => {
  it("announcements: emergency ones first, each group in the provider's order, marked", () => {
    const cards = announcementCards([
      announcement(1, false),
      announcement(2, true),
      announcement(3, false),
      announcement(4, true),
    ]);
    expect(cards.map((c) => [c.id, c.emergency])).toEqual([
      [2, true],
      [4, true],
      [1, false],
      [3, false],
    ]);
  });

  it("card texts are cut at 100 characters", () => {
    const [card] = announcementCards([announcement(1, false, "слово ".repeat(40))]);
    expect(card!.text.endsWith("…")).toBe(true);
    expect(card!.text.length).toBeLessThanOrEqual(101);
    const [news] = newsCards([{ ID: 1, Header: "h", Created: "c", ShortContent: "  ", Text: "полный текст" }]);
    expect(news!.text).toBe("полный текст");
  });

  it("polls: unpassed first, the form for open and partial ones, the results for passed ones", () => {
    const q = (done: boolean) => ({ IsCompleteByUser: done });
    const cards = pollCards([
      { ID: 1, Name: "passed", Questions: [q(true)] },
      { ID: 2, Name: "partial", Questions: [q(true), q(false)] },
      { ID: 3, Name: "open", Questions: [q(false)] },
    ]);
    expect(cards.map((c) => [c.id, c.state, c.subpage])).toEqual([
      [3, "open", "form"],
      [2, "partial", "form"],
      [1, "passed", "results"],
    ]);
  });

  it("reminder: due and past-due meters only while the setting allows it", () => {
    const today = Temporal.PlainDate.from("2026-11-25");
    const meter = (ID: number, NextCheckupDate: string, extra: Partial<Meter> = {}) =>
      ({
        ID,
        Name: `Счётчик ${ID}`,
        CustomName: null,
        Resource: "Холодная вода",
        FactoryNumber: String(ID),
        NextCheckupDate,
        IsDisabled: false,
        ExistVerificationRequest: false,
        ...extra,
      }) as Meter;
    const meters = [
      meter(1, "20.12.2026"),
      meter(2, "01.11.2026"),
      meter(3, "01.06.2027"),
      meter(4, "01.11.2026", { IsDisabled: true }),
      meter(5, "01.12.2026", { ExistVerificationRequest: true }),
    ];
    expect(verificationReminders(meters, today, true).map((r) => [r.id, r.expired])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(verificationReminders(meters, today, false)).toEqual([]);
  });
});
