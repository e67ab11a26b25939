import { z } from "zod/mini";

// §5: invoice payment requires a chosen invoice.
export const invoiceSchema = z.object({
  invoiceUid: z.string({ error: "payment.choose_invoice" }).check(z.minLength(1, { error: "payment.choose_invoice" })),
  paymentSystem: z.optional(z.string()),
});
