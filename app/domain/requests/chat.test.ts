import { describe, expect, it } from "vitest";
import { appendMessages, groupByDate, isFileMessage, mergeRequests, splitAdded } from "./chat";

const m = (ID: number, Added: string, FileID = 0) => ({
  ID,
  AuthorName: "A",
  Added,
  Text: `t${ID}`,
  FileID,
  IsSelf: false,
});

describe("date grouping", () => {
  it("splits Added at the space", () => {
    expect(splitAdded("14.03.2026 09:05")).toEqual({ date: "14.03.2026", time: "09:05" });
    expect(splitAdded("14.03.2026")).toEqual({ date: "14.03.2026", time: "" });
  });

  it("groups consecutive messages by date, keeping order and times", () => {
    const groups = groupByDate([m(1, "13.03.2026 10:00"), m(2, "13.03.2026 11:30"), m(3, "14.03.2026 09:00")]);
    expect(groups.map((g) => g.date)).toEqual(["13.03.2026", "14.03.2026"]);
    expect(groups[0]!.messages.map((x) => [x.ID, x.time])).toEqual([
      [1, "10:00"],
      [2, "11:30"],
    ]);
    expect(groups[1]!.messages.map((x) => x.ID)).toEqual([3]);
  });

  it("is empty for no messages", () => expect(groupByDate([])).toEqual([]));

  it("treats FileID above 0 as a file", () => {
    expect(isFileMessage({ FileID: 3 })).toBe(true);
    expect(isFileMessage({ FileID: 0 })).toBe(false);
  });
});

describe("updates", () => {
  it("appends only new messages", () => {
    const a = [m(1, "13.03.2026 10:00")];
    expect(appendMessages(a, [m(1, "13.03.2026 10:00"), m(2, "13.03.2026 10:05")]).map((x) => x.ID)).toEqual([1, 2]);
    expect(appendMessages(a, [])).toBe(a);
  });

  it("replaces changed requests and puts new ones first", () => {
    const list = [
      { ID: 2, s: 1 },
      { ID: 1, s: 1 },
    ];
    expect(
      mergeRequests(list, [
        { ID: 1, s: 5 },
        { ID: 3, s: 1 },
      ]),
    ).toEqual([
      { ID: 3, s: 1 },
      { ID: 2, s: 1 },
      { ID: 1, s: 5 },
    ]);
  });
});
