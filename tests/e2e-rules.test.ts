import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The browser suite's rules for staying cheap (decision 0013, "Update: CI time"), checked on the source so a new
// spec that breaks one fails here, in the unit phase, before it costs minutes of CI. A vitest test beside the
// Playwright ones (tests/e2e holds only Playwright's).

const DIR = new URL("./e2e/", import.meta.url).pathname;
const files = readdirSync(DIR, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ name: f, lines: readFileSync(join(DIR, f), "utf8").split("\n") }));

const comment = /^\s*(\/\/|\/?\*)/;

/** `file:line  text` of every line of code (not a comment) matching `pattern`. */
const offending = (pattern: RegExp) =>
  files.flatMap(({ name, lines }) =>
    lines.flatMap((line, i) => (!comment.test(line) && pattern.test(line) ? [`${name}:${i + 1}  ${line.trim()}`] : [])),
  );

describe("browser tests stay cheap", () => {
  it("reads the specs", () => {
    expect(files.filter((f) => f.name.endsWith(".spec.ts")).length).toBeGreaterThan(20);
  });

  it("a test of one project is tagged (JS_ONLY, NOJS_ONLY, ONCE), never skipped on the project after its fixtures ran", () => {
    expect(offending(/test\.(skip|fixme)\([^)]*(jsEnabled|project\.name|javaScriptEnabled|\bjs\b)/)).toEqual([]);
    expect(offending(/test\.beforeEach\([^)]*\)\s*=>\s*test\.skip/)).toEqual([]);
  });

  it("no fixed waits and no raised timeouts: page.clock for the app's timers, waits for what the page shows", () => {
    expect(offending(/\bwaitForTimeout\(|\btest\.slow\(|\btest\.setTimeout\(|\bsetTimeout\(/)).toEqual([]);
  });
});
