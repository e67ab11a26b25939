import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { paySchema, quoteSchema } from "./pay.schema";

const ONE = { payAll: false, separatedFine: true, needsEmail: false };
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};
const parse = (entries: Record<string, string>, opts = ONE) => parseWithZod(form(entries), { schema: paySchema(opts) });

describe("paySchema: the posted strings become kopecks", () => {
  it("a comma or a dot, spaces, kopecks rounded only for the fine", () => {
    const s = parse({ sum: "1 234,5", sumFine: "0.005", paymentSystem: "sberbank", payInsurance: "on" });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({
      sum: 123450,
      fine: 1,
      email: null,
      payInsurance: true,
      allowCardSaving: false,
      paymentSystem: "sberbank",
    });
  });

  it("puts each message on its field, as conform shows them", () => {
    expect(parse({ sum: "1,234", sumFine: "x" }).reply().error).toEqual({
      sum: ["payment.invalid_amount"],
      sumFine: ["payment.invalid_fine"],
    });
    expect(parse({}).reply().error).toEqual({ sum: ["payment.invalid_amount"] });
    expect(parse({ sum: "1000000000" }).reply().error).toEqual({ sum: ["payment.invalid_amount"] });
    expect(parse({ sum: "100", email: "a@b" }, { ...ONE, needsEmail: true }).reply().error).toEqual({
      email: ["payment.wrong_email"],
    });
  });

  it("the quote ignores the e-mail: it only needs the amounts", () => {
    const s = parseWithZod(new URLSearchParams({ target: "1", sum: "10", sumFine: "", payInsurance: "" }), {
      schema: quoteSchema({ ...ONE, needsEmail: true }),
    });
    expect(s.status === "success" && s.value).toMatchObject({ sum: 1000, fine: 0, payInsurance: false, email: null });
  });
});
