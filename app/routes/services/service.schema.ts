import { z } from "zod/mini";
import { limited, text } from "~/domain/forms/limited";

// A service without a shop is ordered as a request of its type (§2.3 Our services): the account it is for
// (§5: 'please_select_personal_account' when none) and what the resident wants to add.
export const serviceOrderSchema = z.object({
  intent: text("technical"),
  once: text("technical"),
  ident: limited("technical", z.string({ error: "shop.please_select_personal_account" })).check(
    z.trim(),
    z.minLength(1, { error: "shop.please_select_personal_account" }),
  ),
  comment: text("longText"),
});
