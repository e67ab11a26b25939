import { describe, expect, it } from "vitest";
import { meetingsOfTab, ossFileId, tabOf } from "./list";
import { ownAnswer, questionResult, resultKind } from "./result";

describe("tabs", () => {
  const meetings = [
    { ID: 11, Status: "Не опубликовано" },
    { ID: 13, Status: "Идет голосование" },
    { ID: 15, Status: "Завершено 17.11.2026" },
    { ID: 16, Status: "Активно, голосование начнётся 02.12.2026 10:00" },
  ];
  it("splits by the 'Завершено' prefix, keeping the provider's order", () => {
    expect(meetingsOfTab(meetings, "active").map((m) => m.ID)).toEqual([11, 13, 16]);
    expect(meetingsOfTab(meetings, "completed").map((m) => m.ID)).toEqual([15]);
  });
  it("reads anything but 'completed' as the active tab", () => {
    expect(tabOf("completed")).toBe("completed");
    expect(tabOf(null)).toBe("active");
    expect(tabOf("x")).toBe("active");
  });
});

describe("ossFileId", () => {
  it("takes the provider's file links", () => {
    expect(ossFileId("/OSS/File/8")).toBe("8");
    expect(ossFileId("OSS/File/12")).toBe("12");
  });
  it("refuses anything else", () => {
    for (const link of [
      null,
      "",
      "/OSS/File/",
      "/OSS/File/1/../2",
      "https://evil.example/OSS/File/1",
      "/OSS/File/1234567890",
    ]) {
      expect(ossFileId(link)).toBeNull();
    }
  });
});

describe("results", () => {
  it("is common with a protocol file, personal otherwise", () => {
    expect(resultKind({ HasProtocolFile: true })).toBe("common");
    expect(resultKind({ HasProtocolFile: false })).toBe("personal");
  });
  it("gives counts and shares adding up to 100", () => {
    expect(questionResult({ CountWhyVoiteYes: 69, CountWhyVoiteNo: 9, CountWhyVoiteUnknow: 7 })).toEqual([
      { code: "0", count: 69, percent: 81 },
      { code: "1", count: 9, percent: 11 },
      { code: "2", count: 7, percent: 8 },
    ]);
  });
  it("gives zeros without answers", () => {
    expect(
      questionResult({ CountWhyVoiteYes: 0, CountWhyVoiteNo: 0, CountWhyVoiteUnknow: 0 }).map((r) => r.percent),
    ).toEqual([0, 0, 0]);
  });
  it("reads the resident's own answer", () => {
    expect(ownAnswer({ Answer: "2" })).toBe("2");
    expect(ownAnswer({ Answer: null })).toBeNull();
    expect(ownAnswer({ Answer: "7" })).toBeNull();
  });
});
