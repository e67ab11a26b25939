import { describe, expect, it } from "vitest";
import { answered, changedSince, valuesOf } from "./form-values";

function data(entries: [string, string | File][]) {
  const out = new FormData();
  for (const [name, value] of entries) out.append(name, value);
  return out;
}

describe("valuesOf", () => {
  it("drops empty strings and unchosen files, keeps repeated names as a list", () => {
    const empty = new File([], "");
    expect(
      valuesOf(
        data([
          ["a", ""],
          ["b", "x"],
          ["c", "1"],
          ["c", "2"],
          ["f", empty],
        ]),
      ),
    ).toEqual({
      a: undefined,
      b: "x",
      c: ["1", "2"],
      f: undefined,
    });
  });
});

describe("changedSince", () => {
  it("names the fields typed into while the post was on its way, and only those", () => {
    const posted = valuesOf(
      data([
        ["phone", "+7 (900) 123 45 67"],
        ["mail", ""],
        ["text", "Текст"],
      ]),
    );
    const now = valuesOf(
      data([
        ["phone", "+7 (900) 123 45 67"],
        ["mail", "a@b.ru"],
        ["text", ""],
      ]),
    );
    expect(changedSince(posted, now)).toEqual(["mail", "text"]);
  });

  it("finds nothing when the form holds what it sent", () => {
    const posted = valuesOf(
      data([
        ["c", "1"],
        ["c", "2"],
        ["x", "y"],
      ]),
    );
    expect(changedSince(posted, { ...posted })).toEqual([]);
  });

  it("counts a box ticked or unticked since (a name present on one side only)", () => {
    expect(changedSince({ agree: "on" }, {})).toEqual(["agree"]);
    expect(changedSince({}, { agree: "on" })).toEqual(["agree"]);
  });

  it("never compares chosen files", () => {
    const file = new File(["x"], "a.png");
    expect(changedSince({ photo: file }, { photo: new File(["yy"], "b.png") })).toEqual([]);
  });
});

describe("answered", () => {
  it("reads the values the server kept, empty strings as absent", () => {
    expect(answered({ status: "error", initialValue: { a: "", b: "x", c: ["1", "2"] } })).toEqual({
      a: undefined,
      b: "x",
      c: ["1", "2"],
    });
    expect(answered(undefined)).toBeNull();
  });
});
