import { z } from "zod/mini";
import { payFormErrors, type PayFormOptions } from "~/domain/payment/pay-form";

// Lax fields; the §5 rules (app/domain/payment/pay-form.ts) run once over the form, in the browser and on
// the server alike.
export function paySchema(opts: PayFormOptions) {
  return z
    .object({
      sum: z.optional(z.string()),
      sumFine: z.optional(z.string()),
      paymentSystem: z.optional(z.string()),
      payInsurance: z.optional(z.boolean()),
      allowCardSaving: z.optional(z.boolean()),
      email: z.optional(z.string()),
    })
    .check(
      z.superRefine((value, ctx) => {
        for (const [field, message] of Object.entries(payFormErrors(value, opts))) {
          ctx.addIssue({ code: "custom", message, path: [field], input: value });
        }
      }),
    );
}
