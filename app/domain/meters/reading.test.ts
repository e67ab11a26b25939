import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { parseReading, readingFits, readingValues, sanitizeReading, sanitizeTyped, type ReadingField } from "./reading";

const readingErrors = (input: Partial<Record<ReadingField, string>>, previous: number[]) =>
  errorsOf(readingValues(input, previous));

describe("reading input (§5)", () => {
  it("keeps only digits, dot and comma; a comma becomes a dot", () => {
    expect(sanitizeReading("12,5")).toBe("12.5");
    expect(sanitizeReading("abc 1 2x3,4 кВт")).toBe("123.4");
    expect(sanitizeReading("-7e3")).toBe("73");
    expect(sanitizeReading("")).toBe("");
  });
  it("as typed, takes one point only (issue 31 item 14: «123.45.6» could be typed)", () => {
    expect(sanitizeTyped("123.45.6")).toBe("123.456");
    expect(sanitizeTyped("1,2,3")).toBe("1.23");
    expect(sanitizeTyped("12.")).toBe("12.");
    expect(sanitizeTyped(".5.")).toBe(".5");
    expect(sanitizeTyped("abc 1 2x3,4 кВт")).toBe("123.4");
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
    expect(readingErrors({ Value: "600", ValueT2: "200" }, [512, 238])).toEqual({
      ValueT2: "meters.new_value_cannot_be_less",
    });
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
    expect(readingValues({ Value: "   " }, [0])).toEqual({
      ok: false,
      issues: [{ field: "Value", key: "forms.field_required" }],
    });
  });
});

describe("reading digits (issue 14: at most 9 before the point and 3 after)", () => {
  it.each([
    "999999999",
    "999999999.999",
    "999999999,999",
    "0",
    "0,001",
    "000000000123456789",
    "0000000001.5",
    "1.",
    ".125",
  ])("takes %s", (raw) => {
    expect(readingFits(raw)).toBe(true);
    expect(readingErrors({ Value: raw }, [0])).toEqual({});
  });

  it.each(["1000000000", "9999999999", "1.0001", "1,2345", "1234567890.1", "99999999999999999999", "9".repeat(10_000)])(
    "refuses %s with the digits message",
    (raw) => {
      expect(readingFits(raw)).toBe(false);
      expect(readValuesIssues(raw)).toEqual([
        { field: "Value", key: "meters.reading_digits", params: { whole: 9, decimals: 3 } },
      ]);
    },
  );

  // What is typed is what the provider stores and the page shows: the number goes out as JSON and comes back
  // as a double (D1's REAL), and the page prints it with String(). 12 significant digits survive that exactly.
  it.each([
    ["999999999.999", "999999999.999"],
    ["123456789,123", "123456789.123"],
    ["000000001.5", "1.5"],
    ["0,001", "0.001"],
    ["100000000.100", "100000000.1"],
    ["987654321", "987654321"],
  ])("%s round-trips to %s", (raw, shown) => {
    const result = readingValues({ Value: raw }, [0]);
    expect(result.ok).toBe(true);
    const stored = JSON.parse(JSON.stringify({ Value: result.ok ? result.value[0] : null })) as { Value: number };
    expect(String(new Float64Array([stored.Value])[0])).toBe(shown);
  });
});

const readValuesIssues = (raw: string) => {
  const result = readingValues({ Value: raw }, [0]);
  return result.ok ? [] : result.issues;
};
