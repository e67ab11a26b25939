import { z } from "zod/mini";
import { rule } from "~/domain/forms/rule";
import { payForm, type PayFormOptions } from "~/domain/payment/pay-form";

const fields = z.object({
  sum: z.optional(z.string()),
  sumFine: z.optional(z.string()),
  paymentSystem: z.optional(z.string()),
  payInsurance: z.optional(z.boolean()),
  allowCardSaving: z.optional(z.boolean()),
  email: z.optional(z.string()),
});

/**
 * The payment form: lax fields, then the §5 rules (app/domain/payment/pay-form.ts) turn them into kopecks and a
 * trimmed e-mail, the same in the browser and on the server.
 */
export function paySchema(opts: PayFormOptions) {
  return z.pipe(fields, rule((input: z.output<typeof fields>) => payForm(input, opts)));
}

/** The commission's query (the form with JS, as typed so far): the amounts count, the e-mail does not. */
export function quoteSchema(opts: PayFormOptions) {
  return paySchema({ ...opts, needsEmail: false });
}
