import { describe, expect, it } from "vitest";
import type { ApiFailure } from "./errors";
import { mapLoaded } from "./loaded";

const failure: ApiFailure = { kind: "http", status: 500, key: "errors.upstream_unavailable" };

describe("mapLoaded", () => {
  it("turns the data into what the screen shows", () => {
    expect(mapLoaded({ ok: true, data: [3, 1, 2] }, (xs) => xs.length)).toEqual({ ok: true, data: 3 });
  });

  it("keeps a failure a failure, never an empty list, and does not call the mapping", () => {
    let called = false;
    const mapped = mapLoaded<number[], number[]>({ ok: false, failure }, (xs) => ((called = true), xs));
    expect(mapped).toEqual({ ok: false, failure });
    expect(called).toBe(false);
  });
});
