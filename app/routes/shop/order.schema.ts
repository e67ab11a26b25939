import { z } from "zod/mini";
import { limited, text } from "~/domain/forms/limited";

// §5 Cart: an account must be chosen ('please_select_personal_account'). The cart's "confirm" step and the
// confirmation page's order post both need it; the subtype only when the order's request type has subtypes.

const chosen = (key: string) =>
  limited("technical", z.string({ error: key })).check(z.trim(), z.minLength(1, { error: key }));

export const checkoutSchema = z.object({
  intent: text("technical"),
  ident: chosen("shop.please_select_personal_account"),
});

export function orderSchema(needsSubtype: boolean) {
  return z.object({
    intent: text("technical"),
    once: text("technical"),
    ident: chosen("shop.please_select_personal_account"),
    subtype: needsSubtype ? chosen("shop.choose_subtype") : text("technical"),
  });
}
