import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import {
  addAccountForm,
  addAccountOptions,
  addAccountRule,
  identWithPrefix,
  parseAmount,
  type AddAccountOptions,
  type AddAccountValues,
} from "./add-account";

const empty: AddAccountValues = {
  prefix: "",
  ident: "",
  houseId: "",
  premiseNumber: "",
  lastName: "",
  inn: "",
  billAmount: "",
  clientBaseID: "",
  pinCode: "",
};
const stage1Errors = (values: AddAccountValues, options: AddAccountOptions, premises: boolean) =>
  errorsOf(addAccountForm(values, options, 1, premises));
const stage2Errors = (pinCode: string) =>
  errorsOf(addAccountForm({ ...empty, ident: "2000001", pinCode }, { ...byIdent, pin: true }, 2, false));
const byIdent: AddAccountOptions = {
  mode: "Ident",
  prefixes: false,
  clientBase: false,
  billAmount: false,
  pin: false,
  pinLabel: null,
  lastName: true,
  inn: true,
};
const byAddress: AddAccountOptions = { ...byIdent, mode: "AddressAndLastName" };

describe("addAccountOptions", () => {
  it("reads the settings, defaulting to Ident without any prompts", () => {
    expect(addAccountOptions({}, 0)).toEqual(byIdent);
    const o = addAccountOptions(
      {
        accountSelectMode: "AddressAndLastName",
        AddAccountByIdentOptions: {
          promtClientBaseID: true,
          promtBillAmount: true,
          promtPinCodeL: true,
          pinCodeFieldName: " PIN-код ",
        },
      },
      2,
    );
    expect(o).toMatchObject({
      mode: "AddressAndLastName",
      prefixes: true,
      clientBase: true,
      billAmount: true,
      pin: true,
      pinLabel: "PIN-код",
    });
  });

  it("offers the tax number only for legal entities and the last name only for people", () => {
    expect(addAccountOptions({ allowedAccountTypes: [0, 1] }, 0)).toMatchObject({ lastName: true, inn: true });
    expect(addAccountOptions({ allowedAccountTypes: [0] }, 0)).toMatchObject({ lastName: true, inn: false });
    expect(addAccountOptions({ allowedAccountTypes: [1] }, 0)).toMatchObject({ lastName: false, inn: true });
    expect(addAccountOptions({ allowedAccountTypes: [] }, 0)).toMatchObject({ lastName: true, inn: true });
  });
});

describe("stage 1 (§5 Next rules)", () => {
  it("by number: needs the number, and the prefix when there are prefixes", () => {
    expect(stage1Errors(empty, byIdent, false)).toEqual({ ident: "accounts.ident_required" });
    expect(stage1Errors({ ...empty, ident: "  " }, byIdent, false)).toEqual({ ident: "accounts.ident_required" });
    expect(stage1Errors({ ...empty, ident: "2000001" }, byIdent, false)).toEqual({});
    const withPrefixes = { ...byIdent, prefixes: true };
    expect(stage1Errors({ ...empty, ident: "2000001" }, withPrefixes, false)).toEqual({
      prefix: "accounts.prefix_required",
    });
    expect(stage1Errors({ ...empty, ident: "2000001", prefix: "ЛС" }, withPrefixes, false)).toEqual({});
  });

  it("by address: a house, a premise when the house has premises, and a last name or tax number", () => {
    expect(stage1Errors(empty, byAddress, false)).toEqual({
      houseId: "accounts.house_required",
      lastName: "accounts.owner_required",
    });
    const house = { ...empty, houseId: "101", lastName: "Кузнецов" };
    expect(stage1Errors(house, byAddress, true)).toEqual({ premiseNumber: "accounts.premise_required" });
    expect(stage1Errors(house, byAddress, false)).toEqual({});
    expect(stage1Errors({ ...house, premiseNumber: "7" }, byAddress, true)).toEqual({});
    expect(stage1Errors({ ...house, lastName: "", inn: "7701234567" }, byAddress, false)).toEqual({});
    // Legal entities only: the missing owner is reported on the tax number, the only field shown.
    expect(stage1Errors({ ...house, lastName: "" }, { ...byAddress, lastName: false }, false)).toEqual({
      inn: "accounts.owner_required",
    });
  });

  it("needs a valid bill amount when the settings ask for it", () => {
    const opts = { ...byIdent, billAmount: true };
    const v = { ...empty, ident: "2000001" };
    expect(stage1Errors(v, opts, false)).toEqual({ billAmount: "accounts.bill_amount_required" });
    expect(stage1Errors({ ...v, billAmount: "abc" }, opts, false)).toEqual({ billAmount: "accounts.invalid_amount" });
    expect(stage1Errors({ ...v, billAmount: "1234,56" }, opts, false)).toEqual({});
  });
});

describe("the posted strings", () => {
  it("reads a field not posted as empty", () => {
    expect(errorsOf(addAccountForm({}, byIdent, 1, false))).toEqual({ ident: "accounts.ident_required" });
    expect(errorsOf(addAccountForm({}, { ...byAddress, billAmount: true }, 2, true))).toEqual({
      houseId: "accounts.house_required",
      lastName: "accounts.owner_required",
      billAmount: "accounts.bill_amount_required",
      pinCode: "forms.field_required",
    });
  });

  it("is the same rule as a closure over the stage and the house (the browser's and the schema's)", () => {
    const rule = addAccountRule(byAddress, 1, true);
    expect(errorsOf(rule({ houseId: "101", lastName: "Кузнецов" }))).toEqual({
      premiseNumber: "accounts.premise_required",
    });
    expect(rule({ houseId: "101", lastName: "Кузнецов", premiseNumber: "7" }).ok).toBe(true);
  });

  it("takes a client base only as a positive id", () => {
    const opts = { ...byIdent, clientBase: true };
    const base = (clientBaseID: string) => {
      const r = addAccountForm({ ident: "2000001", clientBaseID }, opts, 1, false);
      return r.ok ? r.value.clientBaseID : "refused";
    };
    expect(base("3")).toBe(3);
    expect(base("")).toBeNull();
    expect(base("abc")).toBeNull();
    expect(base("-1")).toBeNull();
  });
});

describe("stage 2", () => {
  it("needs the PIN code", () => {
    expect(stage2Errors("")).toEqual({ pinCode: "forms.field_required" });
    expect(stage2Errors(" ")).toEqual({ pinCode: "forms.field_required" });
    expect(stage2Errors("1111")).toEqual({});
  });
});

describe("the account to link", () => {
  it("by number: the number after its prefix, the prompts the settings ask for", () => {
    const opts = { ...byIdent, prefixes: true, pin: true, billAmount: true, clientBase: true };
    const values = {
      ...empty,
      prefix: "ЛС",
      ident: " 2000001 ",
      billAmount: "1234,5",
      clientBaseID: "3",
      pinCode: " 1111 ",
    };
    expect(addAccountForm(values, opts, 2, false)).toEqual({
      ok: true,
      value: { ident: "ЛС-2000001", pinCode: "1111", clientBaseID: 3, billAmount: 1234.5 },
    });
    expect(addAccountForm({ ...values, clientBaseID: "" }, byIdent, 1, false)).toEqual({
      ok: true,
      value: { ident: "ЛС-2000001", pinCode: null, clientBaseID: null, billAmount: null },
    });
  });

  it("by address: the house as a number, blank owner fields as none", () => {
    expect(
      addAccountForm(
        { ...empty, houseId: "101", premiseNumber: " 7 ", lastName: " Кузнецов ", inn: " " },
        byAddress,
        1,
        true,
      ),
    ).toEqual({
      ok: true,
      value: {
        houseId: 101,
        premiseNumber: "7",
        lastName: "Кузнецов",
        inn: null,
        pinCode: null,
        clientBaseID: null,
        billAmount: null,
      },
    });
    expect(stage1Errors({ ...empty, houseId: "дом", lastName: "Кузнецов" }, byAddress, false)).toEqual({
      houseId: "accounts.house_required",
    });
  });
});

describe("parseAmount", () => {
  it("takes positive sums with up to 2 decimals, comma or dot", () => {
    expect(parseAmount("1234.5")).toBe(1234.5);
    expect(parseAmount(" 10,25 ")).toBe(10.25);
    expect(parseAmount("0")).toBeNull();
    expect(parseAmount("1.234")).toBeNull();
    expect(parseAmount("-5")).toBeNull();
    expect(parseAmount("")).toBeNull();
  });
});

describe("identWithPrefix", () => {
  it("puts the chosen prefix before the number once", () => {
    expect(identWithPrefix("", " 2000001 ")).toBe("2000001");
    expect(identWithPrefix("ЛС", "2000001")).toBe("ЛС-2000001");
    expect(identWithPrefix("ЛС", "лс-2000001")).toBe("лс-2000001");
  });
});
