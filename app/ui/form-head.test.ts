import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every form of useForm renders ErrorSummary first (ARCHITECTURE.md, "A form"): besides the refusal it posts the
// form's id, by which a post the session ended under keeps its text through the new sign-in (decision 0027). A
// form without it would lose its draft without a word: checked on the sources.

const ROUTES = new URL("../routes/", import.meta.url).pathname;
const sources = readdirSync(ROUTES, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".tsx"))
  .map((f) => ({ name: f, text: readFileSync(join(ROUTES, f), "utf8") }));

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe("every form of useForm posts its id", () => {
  it("finds the forms", () => {
    expect(sources.filter((s) => /\buseForm\(/.test(s.text)).length).toBeGreaterThan(15);
  });

  it("renders ErrorSummary as often as it calls useForm", () => {
    const short = sources
      .filter((s) => count(s.text, /<ErrorSummary form=/g) < count(s.text, /\buseForm\(/g))
      .map((s) => s.name);
    expect(short).toEqual([]);
  });
});
