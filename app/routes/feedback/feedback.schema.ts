import { z } from "zod/mini";
import { feedbackRule } from "~/domain/support/feedback";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { HONEYPOT } from "./honeypot";

// §5 Support: each field within its limit, then the form's rule (app/domain/support/feedback.ts), which the
// browser runs too. The honeypot is read by the action before the rule.
export const feedbackSchema = z.pipe(
  z.object({
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    description: text("longText"),
    [HONEYPOT]: text("technical"),
  }),
  rule(feedbackRule),
);
