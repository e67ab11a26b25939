import { describe, expect, it } from "vitest";
import { byState, pollState } from "./state";

const poll = (...done: boolean[]) => ({ Questions: done.map((IsCompleteByUser) => ({ IsCompleteByUser })) });

describe("pollState", () => {
  it.each([
    [[true, true, true], "passed"],
    [[true], "passed"],
    [[true, false, false], "partial"],
    [[false, true], "partial"],
    [[false, false], "open"],
    [[false], "open"],
    [[], "passed"],
  ] as const)("%j → %s", (done, state) => expect(pollState(poll(...done))).toBe(state));
});

describe("byState", () => {
  it("puts unpassed polls first and keeps the provider's order within a state", () => {
    const polls = [
      { id: 1, ...poll(true) },
      { id: 2, ...poll(false) },
      { id: 3, ...poll(true, false) },
      { id: 4, ...poll(false, false) },
      { id: 5, ...poll(true, true) },
    ];
    expect(byState(polls).map((p) => p.id)).toEqual([2, 4, 3, 1, 5]);
  });
});
