import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { parseReading, readingValues, sanitizeReading, type ReadingField } from "./reading";

const readingErrors = (input: Partial<Record<ReadingField, string>>, previous: number[]) => errorsOf(readingValues(input, previous));

describe("reading input (§5)", () => {
  it("keeps only digits, dot and comma; a comma becomes a dot", () => {
    expect(sanitizeReading("12,5")).toBe("12.5");
    expect(sanitizeReading("abc 1 2x3,4 кВт")).toBe("123.4");
    expect(sanitizeReading("-7e3")).toBe("73");
    expect(sanitizeReading("")).toBe("");
  });
  it("reads one number with at most one decimal separator", () => {
    expect(parseReading("12,5")).toBe(12.5);
    expect(parseReading(" 0 ")).toBe(0);
    expect(parseReading("7.")).toBe(7);
    expect(parseReading(".5")).toBe(0.5);
    expect(parseReading("1.2.3")).toBeNull();
    expect(parseReading("")).toBeNull();
    expect(parseReading("абв")).toBeNull();
    expect(parseReading("1a2")).toBeNull();
    expect(parseReading("-5")).toBeNull();
  });
});

describe("reading errors", () => {
  it("refuses a value below the previous one of its tariff, at the edge too", () => {
    expect(readingErrors({ Value: "9.999" }, [10])).toEqual({ Value: "meters.new_value_cannot_be_less" });
    expect(readingErrors({ Value: "10" }, [10])).toEqual({});
    expect(readingErrors({ Value: "10,001" }, [10])).toEqual({});
  });
  it("checks each tariff on its own field", () => {
    expect(readingErrors({ Value: "600", ValueT2: "200" }, [512, 238])).toEqual({ ValueT2: "meters.new_value_cannot_be_less" });
    expect(readingErrors({ Value: "", ValueT2: "1.2.3", ValueT3: "5" }, [0, 0, 0])).toEqual({
      Value: "forms.field_required",
      ValueT2: "forms.wrong_format",
    });
  });
  it("ignores fields beyond the meter's tariff count", () => {
    expect(readingErrors({ Value: "1", ValueT2: "abc" }, [0])).toEqual({});
  });
});

describe("reading values", () => {
  it("one number per tariff, with a comma or a dot, the previous value allowed", () => {
    expect(readingValues({ Value: "600,5", ValueT2: " 238 " }, [512, 238])).toEqual({ ok: true, value: [600.5, 238] });
    expect(readingValues({ Value: "10.001", ValueT2: "abc" }, [10])).toEqual({ ok: true, value: [10.001] });
  });
  it("an empty field is required, not zero", () => {
    expect(readingValues({}, [0])).toEqual({ ok: false, issues: [{ field: "Value", key: "forms.field_required" }] });
    expect(readingValues({ Value: "   " }, [0])).toEqual({ ok: false, issues: [{ field: "Value", key: "forms.field_required" }] });
  });
});
