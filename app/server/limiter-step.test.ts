import { describe, expect, it } from "vitest";
import type { Rule } from "../domain/security/limits";
import { applyStep } from "./limiter-step";
import { memoryStore } from "./limiter-memory";

const t0 = 1_000_000_000_000;
const rules: Rule[] = [
  { kind: "window", log: "send", limit: 2, windowSeconds: 600 },
  { kind: "window", log: "send", limit: 3, windowSeconds: 86_400 },
];

describe("applyStep", () => {
  it("records while the rules allow, then refuses without recording", () => {
    const store = memoryStore();
    expect(applyStep(store, { rules, record: ["send"] }, t0, t0)).toMatchObject({
      decision: { allowed: true },
      recorded: [1],
    });
    expect(applyStep(store, { rules, record: ["send"] }, t0, t0)).toMatchObject({
      decision: { allowed: true },
      recorded: [2],
    });
    expect(applyStep(store, { rules, record: ["send"] }, t0, t0)).toEqual({
      decision: { allowed: false, retryAfter: 600, log: "send" },
      recorded: [],
      keepUntil: 0,
    });
    expect(store.rows).toHaveLength(2);
  });

  it("keeps an event as long as the longest rule reading its log, a day when none does", () => {
    const store = memoryStore();
    expect(applyStep(store, { rules, record: ["send"] }, t0 + 5000, t0).keepUntil).toBe(t0 + 86_400_000);
    expect(applyStep(store, { rules: [], record: ["other"] }, t0, t0).keepUntil).toBe(t0 + 86_400_000);
    const short: Rule[] = [{ kind: "window", log: "lookup", limit: 9, windowSeconds: 600 }];
    expect(applyStep(store, { rules: short, record: ["lookup"] }, t0, t0).keepUntil).toBe(t0 + 600_000);
  });

  it("takes back refunded events and empties cleared logs before it checks", () => {
    const store = memoryStore();
    const first = applyStep(store, { rules, record: ["send"] }, t0, t0).recorded;
    applyStep(store, { rules, record: ["send"] }, t0, t0);
    expect(applyStep(store, { refund: first, rules, record: ["send"] }, t0, t0).decision).toEqual({ allowed: true });
    applyStep(store, { rules: [], record: ["other"] }, t0, t0);
    applyStep(store, { clear: ["send"] }, t0, t0);
    expect(store.rows.map((r) => r.log)).toEqual(["other"]);
  });

  it("records regardless of the rules with check: false (a miss is a fact)", () => {
    const store = memoryStore();
    const full: Rule[] = [{ kind: "window", log: "miss", limit: 1, windowSeconds: 3600 }];
    applyStep(store, { rules: full, record: ["miss"] }, t0, t0);
    expect(applyStep(store, { rules: full, record: ["miss"], check: false }, t0, t0).recorded).toEqual([2]);
  });
});
