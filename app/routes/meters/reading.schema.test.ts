import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { readingSchema } from "./reading.schema";

const parse = (entries: Record<string, string>, previous: number[]) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return parseWithZod(data, { schema: readingSchema(previous) });
};

describe("readingSchema", () => {
  it("gives one number per tariff, the confirmation and the address filter", () => {
    const s = parse(
      { intent: "save", MeterId: "7", Value: "600,5", ValueT2: "238", confirmed: "1", address: "1000001" },
      [512, 238],
    );
    expect(s.status === "success" && s.value).toEqual({ readings: [600.5, 238], confirmed: true, address: "1000001" });
    const plain = parse({ MeterId: "7", Value: "10" }, [10]);
    expect(plain.status === "success" && plain.value).toEqual({ readings: [10], confirmed: false, address: null });
  });

  it("refuses a value below the previous one, an empty one and a malformed one, each on its field", () => {
    expect(parse({ Value: "511.99", ValueT2: "", ValueT3: "1.2.3" }, [512, 238, 0]).reply().error).toEqual({
      Value: ["meters.new_value_cannot_be_less"],
      ValueT2: ["forms.field_required"],
      ValueT3: ["forms.wrong_format"],
    });
  });

  it("refuses an overlong value as too long and a too precise one by its digits, with the value kept out of the message", () => {
    expect(
      parse({ Value: "9".repeat(10_000), ValueT2: "1234567890", ValueT3: "1.2345" }, [0, 0, 0]).reply().error,
    ).toEqual({
      Value: ["forms.too_long?max=20"],
    });
    expect(
      parse({ Value: "99999999999999999999", ValueT2: "1234567890", ValueT3: "1.2345" }, [0, 0, 0]).reply().error,
    ).toEqual({
      Value: ["meters.reading_digits?whole=9&decimals=3"],
      ValueT2: ["meters.reading_digits?whole=9&decimals=3"],
      ValueT3: ["meters.reading_digits?whole=9&decimals=3"],
    });
  });
});
