// Adding a personal account: spec §3 Account form, §4 Add account modal, §5 Add account, §6 allowedAccountTypes.
import type { MobileAppSettings } from "../types";
import { checked, type Checked, type FieldIssue } from "../forms/checked";

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

/** The form's fields as posted (none: not on the form, or empty); the PIN comes at stage 2. */
export interface AddAccountInput {
  prefix?: string;
  ident?: string;
  houseId?: string;
  premiseNumber?: string;
  lastName?: string;
  inn?: string;
  billAmount?: string;
  clientBaseID?: string;
  pinCode?: string;
}

/** Every field as a string, empty for none: what the form carries into the PIN stage and shows again. */
export type AddAccountValues = Required<AddAccountInput>;

type AddAccountField = keyof AddAccountInput;

/** What every add-account call sends besides the account: the prompts the settings ask for, else null. */
interface AccountPrompts {
  pinCode: string | null;
  clientBaseID: number | null;
  billAmount: number | null;
}

/** The account to link, as /User/AddAccountByIdent or /User/AddAccountByAddress take it. */
export type AddAccountRequest = AccountPrompts &
  ({ ident: string } | { houseId: number; premiseNumber: string | null; lastName: string | null; inn: string | null });

const blank = (v: string | undefined) => !v?.trim();
/** A provider's id picked from a list: a positive integer, else none (a crafted post). */
const idOf = (v: string | undefined) => (/^[1-9]\d{0,9}$/.test(v?.trim() ?? "") ? Number(v) : null);
const orNull = (v: string | undefined) => v?.trim() || null;

/** §5 Amounts: a positive sum with at most 2 decimals; a comma counts as the decimal point. */
export function parseAmount(value: string): number | null {
  const v = value.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** The form's rule at a stage, for the house chosen (whether it has premises): the same function on both sides. */
export const addAccountRule =
  (options: AddAccountOptions, stage: 1 | 2, houseHasPremises: boolean) => (input: AddAccountInput) =>
    addAccountForm(input, options, stage, houseHasPremises);

/**
 * The form at a stage, issues as i18n keys. §5: Next is disabled when there is neither an account number nor
 * (a last name or tax number, with a house and — if the house has premises — a premise); or a required bill
 * amount is empty; or prefixes exist and none is chosen. In stage 2 the PIN code is required.
 */
export function addAccountForm(
  values: AddAccountInput,
  options: AddAccountOptions,
  stage: 1 | 2,
  houseHasPremises: boolean,
): Checked<AddAccountRequest, AddAccountField> {
  const issues: FieldIssue<AddAccountField>[] = [];
  const houseId = Number(values.houseId);
  if (options.mode === "Ident") {
    if (options.prefixes && blank(values.prefix)) issues.push({ field: "prefix", key: "accounts.prefix_required" });
    if (blank(values.ident)) issues.push({ field: "ident", key: "accounts.ident_required" });
  } else {
    if (!Number.isInteger(houseId) || houseId <= 0) issues.push({ field: "houseId", key: "accounts.house_required" });
    else if (houseHasPremises && blank(values.premiseNumber))
      issues.push({ field: "premiseNumber", key: "accounts.premise_required" });
    if (blank(values.lastName) && blank(values.inn))
      issues.push({ field: options.lastName ? "lastName" : "inn", key: "accounts.owner_required" });
  }
  const billAmount = options.billAmount ? parseAmount(values.billAmount ?? "") : null;
  if (options.billAmount && billAmount === null) {
    issues.push({
      field: "billAmount",
      key: blank(values.billAmount) ? "accounts.bill_amount_required" : "accounts.invalid_amount",
    });
  }
  if (stage === 2 && blank(values.pinCode)) issues.push({ field: "pinCode", key: "forms.field_required" });
  return checked(issues, () => {
    const prompts: AccountPrompts = {
      pinCode: options.pin ? (values.pinCode?.trim() ?? "") : null,
      clientBaseID: options.clientBase ? idOf(values.clientBaseID) : null,
      billAmount,
    };
    if (options.mode === "Ident")
      return { ...prompts, ident: identWithPrefix(values.prefix ?? "", values.ident ?? "") };
    return {
      ...prompts,
      houseId,
      premiseNumber: orNull(values.premiseNumber),
      lastName: orNull(values.lastName),
      inn: orNull(values.inn),
    };
  });
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
