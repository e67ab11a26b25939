import { z } from "zod/mini";
import { phoneField } from "~/domain/auth/phone.schema";
import { limited, text } from "~/domain/forms/limited";
import type { Limit } from "~/domain/forms/limits";

const filled = (limit: Limit, key: string) =>
  limited(limit, z.string({ error: key })).check(z.trim(), z.minLength(1, { error: key }));

// The club's "leave a request" form (§2.3 Privilege club; the lead's fields are the portal's choice, §3): the
// offer it is about, a name and a phone to call back, an optional comment.
export const leadSchema = z.object({
  intent: text("technical"),
  once: text("technical"),
  offer: filled("technical", "club.choose_offer"),
  name: filled("name", "forms.field_required"),
  phone: phoneField({ required: "forms.field_required", incomplete: "forms.phone_incomplete" }),
  comment: text("leadComment"),
});
