import { z } from "zod/mini";
import { addAccountForm, type AddAccountOptions, type AddAccountValues } from "~/domain/accounts/add-account";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";

const fields = z.object({
  prefix: text("providerId"),
  ident: text("ident"),
  houseId: text("providerId"),
  premiseNumber: text("premise"),
  lastName: text("lastName"),
  inn: text("inn"),
  billAmount: text("amount"),
  clientBaseID: text("providerId"),
  pinCode: text("pinCode"),
});

/** The form's strings, empty for untouched fields (to show again, or to carry into the PIN stage). */
export function valuesOf(value: Partial<Record<keyof AddAccountValues, unknown>>): AddAccountValues {
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    prefix: str(value.prefix),
    ident: str(value.ident),
    houseId: str(value.houseId),
    premiseNumber: str(value.premiseNumber),
    lastName: str(value.lastName),
    inn: str(value.inn),
    billAmount: str(value.billAmount),
    clientBaseID: str(value.clientBaseID),
    pinCode: str(value.pinCode),
  };
}

/** The form's fields as posted. */
export type AddAccountFields = z.input<typeof fields>;

/** Any values, no rules: for choosing a house, where only the premises change. */
export const laxSchema = fields;

/**
 * The add-account form at a stage. The §5 rules live in app/domain/accounts; they run once over the form so
 * the browser and the server report the same fields, and the action gets the account as the provider takes it.
 */
export function addAccountSchema(options: AddAccountOptions, stage: 1 | 2, houseHasPremises: boolean) {
  return z.pipe(
    fields,
    rule((value: z.output<typeof fields>) => addAccountForm(valuesOf(value), options, stage, houseHasPremises)),
  );
}
