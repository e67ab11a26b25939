import { describe, expect, it } from "vitest";
import { combine, decide } from "./rate-window";

const MIN = 60_000;
const t0 = 1_000_000_000_000;

describe("decide (sliding window log)", () => {
  it("allows up to the limit inside the window", () => {
    expect(decide([], t0, 3, 600).decision).toEqual({ allowed: true });
    expect(decide([t0 - 2 * MIN, t0 - MIN], t0, 3, 600).decision).toEqual({ allowed: true });
  });

  it("refuses the hit past the limit, with the wait until the oldest leaves the window", () => {
    const hits = [t0 - 4 * MIN, t0 - 2 * MIN, t0 - MIN];
    expect(decide(hits, t0, 3, 600).decision).toEqual({ allowed: false, retryAfter: 6 * 60 });
  });

  it("forgets hits exactly one window old", () => {
    const hits = [t0 - 10 * MIN, t0 - 2 * MIN, t0 - MIN];
    const { decision, live } = decide(hits, t0, 3, 600);
    expect(decision).toEqual({ allowed: true });
    expect(live).toEqual([t0 - 2 * MIN, t0 - MIN]);
  });

  it("rounds the wait up and never answers 0 s", () => {
    const hits = [t0 - 10 * MIN + 1, t0 - MIN, t0];
    expect(decide(hits, t0, 3, 600).decision).toEqual({ allowed: false, retryAfter: 1 });
    expect(decide([t0 - 599_500], t0, 1, 600).decision).toEqual({ allowed: false, retryAfter: 1 });
  });

  it("counts from the oldest hit that still matters when there are more hits than the limit", () => {
    // After a limit was lowered, older extra hits must not lengthen the wait.
    const hits = [t0 - 9 * MIN, t0 - 5 * MIN, t0 - MIN];
    expect(decide(hits, t0, 2, 600).decision).toEqual({ allowed: false, retryAfter: 5 * 60 });
  });

  it("sorts unsorted logs", () => {
    expect(decide([t0 - MIN, t0 - 3 * MIN], t0, 2, 600).decision).toEqual({ allowed: false, retryAfter: 7 * 60 });
  });

  it("five wrong codes per code: the sixth attempt waits", () => {
    const hits = [1, 2, 3, 4, 5].map((i) => t0 - i * 1000);
    expect(decide(hits.slice(1), t0, 5, 600).decision).toEqual({ allowed: true });
    expect(decide(hits, t0, 5, 600).decision).toEqual({ allowed: false, retryAfter: 595 });
  });
});

describe("combine", () => {
  it("allows only when every limit allows and reports the longest wait", () => {
    expect(combine([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
    expect(combine([{ allowed: false, retryAfter: 30 }, { allowed: true }, { allowed: false, retryAfter: 90 }])).toEqual({
      allowed: false,
      retryAfter: 90,
    });
    expect(combine([])).toEqual({ allowed: true });
  });
});
