import { describe, expect, it } from "vitest";
import { backoffWait, combine, decide, retention, waitFor, waitParams, type LoggedEvent, type Rule } from "./limits";
import { POLICY } from "./policy";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const t0 = 1_000_000_000_000;

const window = (limit: number, windowSeconds: number): Rule => ({ kind: "window", log: "x", limit, windowSeconds });
const backoff = (free: number, firstWaitSeconds: number, maxWaitSeconds: number, memorySeconds = 86_400): Rule => ({
  kind: "backoff",
  log: "x",
  free,
  firstWaitSeconds,
  maxWaitSeconds,
  memorySeconds,
});

describe("window (sliding window log)", () => {
  it("allows up to the limit inside the window", () => {
    expect(waitFor(window(3, 600), [], t0)).toBe(0);
    expect(waitFor(window(3, 600), [t0 - 2 * MIN, t0 - MIN], t0)).toBe(0);
  });

  it("refuses the event past the limit, with the wait until the oldest leaves the window", () => {
    expect(waitFor(window(3, 600), [t0 - 4 * MIN, t0 - 2 * MIN, t0 - MIN], t0)).toBe(6 * 60);
  });

  it("forgets events exactly one window old", () => {
    expect(waitFor(window(3, 600), [t0 - 10 * MIN, t0 - 2 * MIN, t0 - MIN], t0)).toBe(0);
  });

  it("rounds the wait up and never answers 0 s for a refusal", () => {
    expect(waitFor(window(3, 600), [t0 - 10 * MIN + 1, t0 - MIN, t0], t0)).toBe(1);
    expect(waitFor(window(1, 600), [t0 - 599_500], t0)).toBe(1);
  });

  it("counts from the oldest event that still matters when there are more than the limit", () => {
    // After a limit was lowered, older extra events must not lengthen the wait.
    expect(waitFor(window(2, 600), [t0 - 9 * MIN, t0 - 5 * MIN, t0 - MIN], t0)).toBe(5 * 60);
  });

  it("sorts unsorted logs and ignores events from the future of a moved clock", () => {
    expect(waitFor(window(2, 600), [t0 - MIN, t0 - 3 * MIN], t0)).toBe(7 * 60);
    expect(waitFor(window(1, 600), [t0 + MIN], t0)).toBe(0);
  });
});

describe("back-off", () => {
  it("doubles from the first wait after the free events, up to the cap", () => {
    const rule = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 3600 };
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20].map((n) => backoffWait(rule, n))).toEqual([
      0, 0, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it("waits after the newest event, and lets the next one through once the wait has passed", () => {
    const rule = backoff(3, 60, 86_400);
    const three = [t0 - 10 * MIN, t0 - 5 * MIN, t0 - 20 * SEC];
    expect(waitFor(rule, three.slice(0, 2), t0)).toBe(0);
    expect(waitFor(rule, three, t0)).toBe(40);
    expect(waitFor(rule, three, t0 + 40 * SEC)).toBe(0);
    expect(waitFor(rule, [...three, t0 + 40 * SEC], t0 + 41 * SEC)).toBe(119);
  });

  it("forgets events older than its memory", () => {
    // A wait longer than the memory shows it: the event is forgotten before its wait is over.
    const rule = backoff(1, 7200, 7200, 3600);
    expect(waitFor(rule, [t0 - HOUR], t0)).toBe(0);
    expect(waitFor(rule, [t0 - 30 * MIN], t0)).toBe(5400);
  });
});

describe("decide and combine", () => {
  const events = (log: string, ...ats: number[]): LoggedEvent[] => ats.map((at) => ({ log, at }));

  it("reads each rule's own log, and answers the longest wait with the log that caused it", () => {
    const rules: Rule[] = [
      { kind: "window", log: "send", limit: 1, windowSeconds: 600 },
      { kind: "window", log: "code_wrong", limit: 1, windowSeconds: 3600 },
    ];
    expect(decide(rules, events("other", t0 - MIN), t0)).toEqual({ allowed: true });
    expect(decide(rules, events("send", t0 - MIN), t0)).toEqual({ allowed: false, retryAfter: 540, log: "send" });
    expect(decide(rules, [...events("send", t0 - MIN), ...events("code_wrong", t0 - MIN)], t0)).toEqual({
      allowed: false,
      retryAfter: 3540,
      log: "code_wrong",
    });
  });

  it("combines subjects: refused if any refuses, with the longest wait", () => {
    expect(combine([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
    expect(
      combine([
        { allowed: false, retryAfter: 30, log: "a" },
        { allowed: true },
        { allowed: false, retryAfter: 90, log: "b" },
      ]),
    ).toEqual({ allowed: false, retryAfter: 90, log: "b" });
    expect(combine([])).toEqual({ allowed: true });
  });
});

describe("waitParams", () => {
  it("states waits in seconds up to a minute, whole minutes up to an hour, whole hours beyond", () => {
    const table: Array<[number, ReturnType<typeof waitParams>]> = [
      [0.2, { unit: "seconds", n: 1 }],
      [45, { unit: "seconds", n: 45 }],
      [60, { unit: "seconds", n: 60 }],
      [61, { unit: "minutes", n: 2 }],
      [600, { unit: "minutes", n: 10 }],
      [3600, { unit: "minutes", n: 60 }],
      [3601, { unit: "hours", n: 2 }],
      [86_400, { unit: "hours", n: 24 }],
    ];
    for (const [seconds, expected] of table) expect(waitParams(seconds), String(seconds)).toEqual(expected);
  });
});

/**
 * The abuse arithmetic of docs/decisions/0017: an attacker who tries again the moment the rules allow, for a
 * day, 30 days and a year. The record's table quotes these counts; a change of POLICY that changes them fails
 * here until the record says the new ones.
 */
function greedy(rules: readonly Rule[], log: string, days: number): number {
  const keep = Math.max(...rules.map(retention)) * SEC;
  let events: LoggedEvent[] = [];
  let count = 0;
  const end = t0 + days * DAY;
  let at = t0;
  for (;;) {
    const decision = decide(rules, events, at);
    if (!decision.allowed) at += decision.retryAfter * SEC;
    else if (at >= end) return count;
    else {
      count++;
      // What the Durable Object's alarm does: events no rule reads any more are gone.
      events = [...events.filter((e) => e.at > at - keep), { log, at }];
    }
  }
}

describe("what the policy allows an attacker (docs/decisions/0017)", () => {
  const table: Array<[keyof typeof POLICY, string, [day: number, month: number, year: number]]> = [
    ["wrongCodesPerPhone", "code_wrong", [5, 40, 375]],
    ["sendsPerPhone", "send", [5, 150, 1825]],
    ["loginPerPhone", "login_fail", [34, 730, 8770]],
    ["loginPerClient", "login_fail", [119, 2903, 35063]],
    ["lookupsPerClient", "miss", [30, 900, 10950]],
  ];
  for (const [name, log, counts] of table) {
    it(`${name}: ${counts.join(" / ")} per day / 30 days / year`, () => {
      expect([1, 30, 365].map((days) => greedy(POLICY[name], log, days))).toEqual(counts);
    });
  }

  it("creation per resident: 20 requests an hour, 60 messages in 10 minutes (480 and 8 640 a day)", () => {
    expect(greedy(POLICY.requestsPerResident, "request", 1 / 24)).toBe(20);
    expect(greedy(POLICY.messagesPerResident, "message", 10 / (24 * 60))).toBe(60);
    expect(greedy(POLICY.lookupsPerClient, "lookup", 10 / (24 * 60))).toBe(120);
  });

  it("contact-support appeals per client: 5 an hour, 20 a day, 600 in 30 days", () => {
    expect(greedy(POLICY.appealsPerClient, "appeal", 1 / 24)).toBe(5);
    expect([1, 30].map((days) => greedy(POLICY.appealsPerClient, "appeal", days))).toEqual([20, 600]);
  });

  it("a 4-digit code: odds of a guess per day, 30 days and year", () => {
    const odds = [5, 40, 375].map((n) => 1 - (1 - 1 / 10_000) ** n);
    expect(odds.map((p) => Number((p * 100).toFixed(2)))).toEqual([0.05, 0.4, 3.68]);
  });

  it("the victim of code sends gets at most 5 calls or SMS a day, 3 within 10 minutes", () => {
    expect(greedy(POLICY.sendsPerPhone, "send", 1)).toBe(5);
    expect(greedy(POLICY.sendsPerPhone, "send", 10 / (24 * 60))).toBe(3);
  });
});
