import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { contactRule } from "~/domain/support/forms";

// The contact-support form (§5 Support): each field within its limit, then the rule the browser runs too.
const fields = z.object({
  phone: text("phone"),
  mail: text("email"),
  text: text("longText"),
  // The page the form was opened on (§3 info: page URL and user agent); the form fills it itself.
  from: text("redirectTo"),
});

export const contactSchema = z.pipe(fields, rule(contactRule));
