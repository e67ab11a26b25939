import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { AddAccountOptions } from "~/domain/accounts/add-account";
import { addAccountSchema } from "./add.schema";

const byIdent: AddAccountOptions = {
  mode: "Ident",
  prefixes: true,
  clientBase: true,
  billAmount: true,
  pin: true,
  pinLabel: null,
  lastName: true,
  inn: true,
};
const parse = (entries: Record<string, string>, options: AddAccountOptions, stage: 1 | 2) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return parseWithZod(data, { schema: addAccountSchema(options, stage, false) });
};

describe("addAccountSchema", () => {
  it("gives the account as the provider takes it: prefixed number, numbers for the amount and base", () => {
    const s = parse(
      { intent: "submit", prefix: "ЛС", ident: "2000001", billAmount: "1234,56", clientBaseID: "2", pinCode: "1111" },
      byIdent,
      2,
    );
    expect(s.status === "success" && s.value).toEqual({
      ident: "ЛС-2000001",
      pinCode: "1111",
      clientBaseID: 2,
      billAmount: 1234.56,
    });
  });

  it("reports stage 1 on its fields, and the PIN only at stage 2", () => {
    expect(parse({ ident: "2000001", billAmount: "12,345" }, byIdent, 1).reply().error).toEqual({
      prefix: ["accounts.prefix_required"],
      billAmount: ["accounts.invalid_amount"],
    });
    expect(parse({ prefix: "ЛС", ident: "2000001", billAmount: "1" }, byIdent, 2).reply().error).toEqual({
      pinCode: ["forms.field_required"],
    });
  });
});
