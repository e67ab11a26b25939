import { describe, expect, it } from "vitest";
import { meetingFileIds, meetingsOfTab, ossFileId, tabOf } from "./list";
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

describe("a meeting's files", () => {
  it("are the ones its pages link to: protocol, final document, questions' files, voting blanks", () => {
    const ids = meetingFileIds({
      HasProtocolFile: true,
      ProtocolFileLink: "/OSS/File/5",
      FinalDocumentFileLink: "OSS/File/6",
      Questions: [
        { HasFile: true, FileLink: "/OSS/File/7" },
        { HasFile: false, FileLink: "/OSS/File/8" },
      ],
      Accounts: [{ HasVoitingBlankFile: true, VoitingBlankFileLink: "/OSS/File/9" }],
    });
    expect([...ids].sort()).toEqual(["5", "6", "7", "9"]);
  });

  it("leave out a protocol not flagged, links of other shapes and missing parts", () => {
    expect(meetingFileIds({ HasProtocolFile: false, ProtocolFileLink: "/OSS/File/5" }).size).toBe(0);
    expect(meetingFileIds({ FinalDocumentFileLink: "https://example.ru/OSS/File/5" }).size).toBe(0);
    expect(meetingFileIds({ Questions: null, Accounts: null }).size).toBe(0);
  });
});
