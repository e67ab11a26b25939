import { z } from "zod/mini";
import { phoneField } from "~/domain/auth/phone.schema";
import { text } from "~/domain/forms/limited";

// §5 Support: the no-login chat's phone is required and has at least 11 digits ('Поле не может быть пустым').
export const supportPhoneSchema = z.object({
  intent: text("technical"),
  phone: phoneField({ required: "support.phone_required", incomplete: "support.phone_required" }),
});
