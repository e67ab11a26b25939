import { z } from "zod/mini";
import { leadRule } from "~/domain/club/lead";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";

// The club's lead form: each field within its limit, then the rule the browser runs too.
const fields = z.object({
  intent: text("technical"),
  once: text("technical"),
  offer: text("technical"),
  name: text("name"),
  phone: text("phone"),
  comment: text("leadComment"),
});

export const leadSchema = z.pipe(fields, rule(leadRule));
