import { z } from "zod/mini";
import { stage1Errors, stage2Errors, type AddAccountOptions, type Stage1Values } from "~/domain/accounts/add-account";

const text = () => z.optional(z.string());

const fields = {
  prefix: text(),
  ident: text(),
  houseId: text(),
  premiseNumber: text(),
  lastName: text(),
  inn: text(),
  billAmount: text(),
  clientBaseID: text(),
  pinCode: text(),
};

export type AddAccountValues = Stage1Values & { pinCode: string };

export function valuesOf(value: Partial<Record<keyof AddAccountValues, string | undefined>>): AddAccountValues {
  return {
    prefix: value.prefix ?? "",
    ident: value.ident ?? "",
    houseId: value.houseId ?? "",
    premiseNumber: value.premiseNumber ?? "",
    lastName: value.lastName ?? "",
    inn: value.inn ?? "",
    billAmount: value.billAmount ?? "",
    clientBaseID: value.clientBaseID ?? "",
    pinCode: value.pinCode ?? "",
  };
}

/** Any values, no rules: for choosing a house, where only the premises change. */
export const laxSchema = z.object(fields);

/**
 * The add-account form at a stage. The §5 rules live in app/domain/accounts; they run once over the form so
 * the browser and the server report the same fields.
 */
export function addAccountSchema(options: AddAccountOptions, stage: 1 | 2, houseHasPremises: boolean) {
  return z.object(fields).check(
    z.superRefine((value, ctx) => {
      const v = valuesOf(value);
      const errors = { ...stage1Errors(v, options, houseHasPremises), ...(stage === 2 ? stage2Errors(v.pinCode) : {}) };
      for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", message, path: [field], input: value });
    }),
  );
}
