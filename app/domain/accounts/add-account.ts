// Adding a personal account: spec §3 Account form, §4 Add account modal, §5 Add account, §6 allowedAccountTypes.
import type { MobileAppSettings } from "../../api/types";

export type AccountSelectMode = "Ident" | "AddressAndLastName";

/** What the add-account form asks for, from the settings and the provider's prefix list. */
export interface AddAccountOptions {
  mode: AccountSelectMode;
  /** The provider has account prefixes: one must be chosen (§5). */
  prefixes: boolean;
  /** AddAccountByIdentOptions.promtClientBaseID: a client-base select (optional). */
  clientBase: boolean;
  /** AddAccountByIdentOptions.promtBillAmount: the amount of a recent bill, required. */
  billAmount: boolean;
  /** AddAccountByIdentOptions.promtPinCodeL: a second stage asks for the PIN code. */
  pin: boolean;
  /** The PIN field's label (pinCodeFieldName), or null for the portal's own. */
  pinLabel: string | null;
  /** Address mode: the owner is named by last name (individuals)… */
  lastName: boolean;
  /** …and/or by tax number (legal entities, account type 1 of allowedAccountTypes). */
  inn: boolean;
}

const LEGAL_ENTITY = 1;

/**
 * The form's options. allowedAccountTypes limits who may link by address: the tax number identifies a legal
 * entity (type 1), the last name a person (any other type). Without the setting both are offered.
 */
export function addAccountOptions(config: MobileAppSettings, prefixCount: number): AddAccountOptions {
  const opts = config.AddAccountByIdentOptions ?? {};
  const types = config.allowedAccountTypes;
  const anyType = !types || types.length === 0;
  return {
    mode: config.accountSelectMode === "AddressAndLastName" ? "AddressAndLastName" : "Ident",
    prefixes: prefixCount > 0,
    clientBase: opts.promtClientBaseID === true,
    billAmount: opts.promtBillAmount === true,
    pin: opts.promtPinCodeL === true,
    pinLabel: opts.pinCodeFieldName?.trim() || null,
    lastName: anyType || types.some((t) => t !== LEGAL_ENTITY),
    inn: anyType || types.includes(LEGAL_ENTITY),
  };
}

/** Stage 1 of the form as typed (empty strings for untouched fields). */
export interface Stage1Values {
  prefix: string;
  ident: string;
  houseId: string;
  premiseNumber: string;
  lastName: string;
  inn: string;
  billAmount: string;
  clientBaseID: string;
}

export type Stage1Field = keyof Stage1Values;
export type Stage1Errors = Partial<Record<Stage1Field, string>>;

const blank = (v: string) => v.trim() === "";

/** §5 Amounts: a positive sum with at most 2 decimals; a comma counts as the decimal point. */
export function parseAmount(value: string): number | null {
  const v = value.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/**
 * Why stage 1 cannot go on, by field (i18n keys); empty when Next may be pressed. §5: Next is disabled when
 * there is neither an account number nor (a last name or tax number, with a house and — if the house has
 * premises — a premise); or a required bill amount is empty; or prefixes exist and none is chosen.
 */
export function stage1Errors(values: Stage1Values, options: AddAccountOptions, houseHasPremises: boolean): Stage1Errors {
  const errors: Stage1Errors = {};
  if (options.mode === "Ident") {
    if (options.prefixes && blank(values.prefix)) errors.prefix = "accounts.prefix_required";
    if (blank(values.ident)) errors.ident = "accounts.ident_required";
  } else {
    if (blank(values.houseId)) errors.houseId = "accounts.house_required";
    else if (houseHasPremises && blank(values.premiseNumber)) errors.premiseNumber = "accounts.premise_required";
    if (blank(values.lastName) && blank(values.inn)) errors[options.lastName ? "lastName" : "inn"] = "accounts.owner_required";
  }
  if (options.billAmount) {
    if (blank(values.billAmount)) errors.billAmount = "accounts.bill_amount_required";
    else if (parseAmount(values.billAmount) === null) errors.billAmount = "accounts.invalid_amount";
  }
  return errors;
}

/** §5: in stage 2 Next (send) is disabled while the PIN code is empty. */
export function stage2Errors(pinCode: string): { pinCode?: string } {
  return blank(pinCode) ? { pinCode: "forms.field_required" } : {};
}

/**
 * The account number as the provider expects it: after the chosen prefix ("ЛС-2000001"), as the contract's
 * /User/AddAccountByIdent describes; a number the resident already typed with that prefix is left alone.
 */
export function identWithPrefix(prefix: string, ident: string): string {
  const p = prefix.trim();
  const n = ident.trim();
  if (!p || n.toUpperCase().startsWith(p.toUpperCase())) return n;
  return `${p}-${n}`;
}
