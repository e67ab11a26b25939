import { z } from "zod/mini";
import { phoneField } from "~/domain/auth/phone.schema";
import { isEmail } from "~/domain/forms/email";
import { limited, text } from "~/domain/forms/limited";

const REQUIRED = "support.contact_required";

// §5 Support: the contact form is valid only with phone, email and text (phone masked +7 (###) ### ## ##).
export const contactSchema = z.object({
  phone: phoneField({ required: REQUIRED, incomplete: "forms.phone_incomplete" }),
  mail: limited("email", z.string({ error: REQUIRED })).check(
    z.trim(),
    z.refine((v) => isEmail(v), { error: "forms.wrong_format" }),
  ),
  text: limited("longText", z.string({ error: REQUIRED })).check(z.trim(), z.minLength(1, { error: REQUIRED })),
  // The page the form was opened on (§3 info: page URL and user agent); the form fills it itself.
  from: text("redirectTo"),
});
