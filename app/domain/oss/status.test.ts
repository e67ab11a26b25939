import { describe, expect, it } from "vitest";
import {
  allows,
  isCompletedStatus,
  ossPhase,
  resultRedirect,
  statusButtons,
  voteRedirect,
  type OssAction,
  type OssPhase,
} from "./status";

// Every status of §4 (and an unknown one) × every action, with and without a counted vote.
const STATUSES: Array<[string, boolean, OssPhase]> = [
  ["Не опубликовано", false, "unpublished"],
  ["Не опубликовано", true, "unpublished"],
  ["Активно, голосование начнётся 01.12.2026 10:00", false, "notice"],
  ["Активно", true, "notice"],
  ["Идет голосование", false, "voting"],
  ["Идет голосование", true, "counted"],
  ["Завершено 20.11.2026", false, "completed"],
  ["Завершено 20.11.2026", true, "completed"],
  ["Отменено", false, "unpublished"],
  ["", false, "unpublished"],
];

const EXPECTED: Record<OssPhase, Record<OssAction, boolean>> = {
  unpublished: { info: true, vote: false, result: false },
  notice: { info: true, vote: false, result: false },
  voting: { info: true, vote: true, result: false },
  counted: { info: true, vote: false, result: true },
  completed: { info: true, vote: false, result: true },
};

describe("ossPhase × action", () => {
  for (const [Status, IsComplete, phase] of STATUSES) {
    const meeting = { Status, IsComplete };
    it(`'${Status}' ${IsComplete ? "complete" : "not complete"} is ${phase}`, () =>
      expect(ossPhase(meeting)).toBe(phase));
    for (const action of ["info", "vote", "result"] as const) {
      it(`'${Status}' (${IsComplete}) ${EXPECTED[phase][action] ? "allows" : "refuses"} ${action}`, () =>
        expect(allows(meeting, action)).toBe(EXPECTED[phase][action]));
    }
  }

  it("reads a missing status as unpublished", () => {
    expect(ossPhase({ Status: null, IsComplete: false })).toBe("unpublished");
    expect(ossPhase({ Status: undefined, IsComplete: true })).toBe("unpublished");
  });
});

describe("where a refused page goes", () => {
  const cases: Array<[OssPhase, string, boolean, ReturnType<typeof voteRedirect>, ReturnType<typeof resultRedirect>]> =
    [
      ["unpublished", "Не опубликовано", false, "info", "info"],
      ["notice", "Активно, голосование начнётся 01.12.2026 10:00", false, "info", "info"],
      ["voting", "Идет голосование", false, null, "vote"],
      ["counted", "Идет голосование", true, "list", null],
      ["completed", "Завершено 20.11.2026", false, "list", null],
      ["completed", "Завершено 20.11.2026", true, "list", null],
    ];
  for (const [phase, Status, IsComplete, vote, result] of cases) {
    it(`${phase} (${IsComplete}): vote → ${vote ?? "stays"}, result → ${result ?? "stays"}`, () => {
      expect(voteRedirect({ Status, IsComplete })).toBe(vote);
      expect(resultRedirect({ Status, IsComplete })).toBe(result);
    });
  }
});

describe("the info page's buttons", () => {
  it("offers participate only while voting and results once counted or completed", () => {
    expect(statusButtons({ Status: "Не опубликовано", IsComplete: false })).toEqual({
      participate: false,
      results: false,
    });
    expect(statusButtons({ Status: "Активно, голосование начнётся 01.12.2026 10:00", IsComplete: false })).toEqual({
      participate: false,
      results: false,
    });
    expect(statusButtons({ Status: "Идет голосование", IsComplete: false })).toEqual({
      participate: true,
      results: false,
    });
    expect(statusButtons({ Status: "Идет голосование", IsComplete: true })).toEqual({
      participate: false,
      results: true,
    });
    expect(statusButtons({ Status: "Завершено 20.11.2026", IsComplete: false })).toEqual({
      participate: false,
      results: true,
    });
  });
});

describe("isCompletedStatus", () => {
  it("is the 'Завершено' prefix only", () => {
    expect(isCompletedStatus("Завершено 20.11.2026")).toBe(true);
    expect(isCompletedStatus(" Завершено")).toBe(true);
    expect(isCompletedStatus("Не завершено")).toBe(false);
    expect(isCompletedStatus("Идет голосование")).toBe(false);
    expect(isCompletedStatus(null)).toBe(false);
  });
});
