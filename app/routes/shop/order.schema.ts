import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { checkoutRule, orderRule, type CheckoutContext, type OrderContext } from "~/domain/shop/order";

// §5 Cart: the cart's "confirm order" step and the confirmation page's order post, each around its rule
// (app/domain/shop/order.ts) over what the page knows: the cart's cost, the accounts, the subtypes.

export function checkoutSchema(context: CheckoutContext) {
  return z.pipe(z.object({ intent: text("technical"), ident: text("technical") }), rule(checkoutRule(context)));
}

export function orderSchema(context: OrderContext) {
  return z.pipe(
    z.object({
      intent: text("technical"),
      once: text("technical"),
      ident: text("technical"),
      subtype: text("technical"),
    }),
    rule(orderRule(context)),
  );
}
