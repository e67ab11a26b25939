import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { invoiceForm } from "~/domain/payment/invoice-form";

// The action's parser: each field within its limit, then §5's rule (app/domain/payment/invoice-form.ts).
const fields = z.object({
  invoiceUid: text("technical"),
  paymentSystem: text("technical"),
});

export const invoiceSchema = z.pipe(fields, rule(invoiceForm));
