import { z } from "zod/mini";
import { limited, text } from "~/domain/forms/limited";

// §5: invoice payment requires a chosen invoice.
export const invoiceSchema = z.object({
  invoiceUid: limited("technical", z.string({ error: "payment.choose_invoice" })).check(
    z.minLength(1, { error: "payment.choose_invoice" }),
  ),
  paymentSystem: text("technical"),
});
