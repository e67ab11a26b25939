import { z } from "zod/mini";
import { phoneField } from "~/domain/auth/phone.schema";
import { isEmail } from "~/domain/forms/email";
import { limited, text } from "~/domain/forms/limited";
import type { Limit } from "~/domain/forms/limits";
import { HONEYPOT } from "./honeypot";

const filled = (limit: Limit) =>
  limited(limit, z.string({ error: "forms.field_required" })).check(
    z.trim(),
    z.minLength(1, { error: "forms.field_required" }),
  );

// §5 Support: name, phone, email and description all filled; the phone a whole number, the email an email.
export const feedbackSchema = z.object({
  name: filled("name"),
  email: limited("email", z.string({ error: "forms.field_required" })).check(
    z.trim(),
    z.refine((v) => isEmail(v), { error: "forms.wrong_format" }),
  ),
  phone: phoneField({ required: "forms.field_required", incomplete: "forms.phone_incomplete" }),
  description: filled("longText"),
  [HONEYPOT]: text("technical"),
});
