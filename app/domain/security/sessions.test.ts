import { describe, expect, it } from "vitest";
import { keepEndingUntil, sessionEnded, type Endings } from "./sessions";

const none: Endings = { before: null, ended: new Set() };

describe("sessionEnded", () => {
  it("a session nobody ended lives", () => {
    expect(sessionEnded({ sid: "a", since: 1_000 }, none)).toBe(false);
  });

  it("a session ended by its logout is ended, another of the same resident is not", () => {
    const endings: Endings = { before: null, ended: new Set(["a"]) };
    expect(sessionEnded({ sid: "a", since: 1_000 }, endings)).toBe(true);
    expect(sessionEnded({ sid: "b", since: 1_000 }, endings)).toBe(false);
  });

  it("signing out everywhere ends the sign-ins before it, not one made at or after it", () => {
    const endings: Endings = { before: 5_000, ended: new Set() };
    expect(sessionEnded({ sid: "a", since: 4_999 }, endings)).toBe(true);
    expect(sessionEnded({ sid: "b", since: 5_000 }, endings)).toBe(false);
    expect(sessionEnded({ sid: "c", since: 6_000 }, endings)).toBe(false);
  });
});

describe("keepEndingUntil", () => {
  it("keeps an ending as long as the session could live", () => {
    expect(keepEndingUntil(1_000, 30 * 24 * 3600_000)).toBe(1_000 + 30 * 24 * 3600_000);
  });
});
