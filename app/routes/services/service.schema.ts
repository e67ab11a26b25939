import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { serviceOrderRule } from "~/domain/shop/order";

// A service without a shop is ordered as a request of its type (§2.3 Our services): the account it is for
// (§5: 'please_select_personal_account' when none) and what the resident wants to add.
export function serviceOrderSchema(context: { idents: readonly string[] }) {
  return z.pipe(
    z.object({
      intent: text("technical"),
      once: text("technical"),
      ident: text("technical"),
      comment: text("longText"),
    }),
    rule(serviceOrderRule(context)),
  );
}
