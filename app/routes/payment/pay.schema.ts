import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { payForm, type PayFormOptions } from "~/domain/payment/pay-form";

const fields = z.object({
  sum: text("amount"),
  sumFine: text("amount"),
  paymentSystem: text("technical"),
  payInsurance: text("technical"),
  allowCardSaving: text("technical"),
  email: text("email"),
});

/**
 * The payment form: each field within its limit, then the §5 rules (app/domain/payment/pay-form.ts) turn them
 * into kopecks and a trimmed e-mail; the browser runs the same rule, without zod.
 */
export function paySchema(opts: PayFormOptions) {
  return z.pipe(
    fields,
    rule((input: z.output<typeof fields>) => payForm(input, opts)),
  );
}

/** The commission's query (the form with JS, as typed so far): the amounts count, the e-mail does not. */
export function quoteSchema(opts: PayFormOptions) {
  return paySchema({ ...opts, needsEmail: false });
}
