import { z } from "zod/mini";
import { addAccountRule, type AddAccountOptions } from "~/domain/accounts/add-account";
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

/** Any values within their limits, no rules: for choosing a house or stepping back, where nothing is sent. */
export const laxSchema = fields;

/**
 * The add-account form at a stage: each field within its limit, then the §5 rules of app/domain/accounts (the
 * browser runs the same closure, without zod); the action gets the account as the provider takes it.
 */
export function addAccountSchema(options: AddAccountOptions, stage: 1 | 2, houseHasPremises: boolean) {
  return z.pipe(fields, rule(addAccountRule(options, stage, houseHasPremises)));
}
