import { z } from "zod/mini";
import { phoneField } from "~/domain/auth/phone.schema";
import { limited, text } from "~/domain/forms/limited";

// Shared by the browser (conform's onValidate) and the action. Messages are i18n keys.
export const loginSchema = z.object({
  phone: phoneField({ required: "login.phone_required", incomplete: "login.phone_incomplete" }),
  password: limited("password", z.string({ error: "login.password_required" })),
  redirectTo: text("redirectTo"),
  // The login page's own hash (with JS), for the page after login (withFragment).
  redirectHash: text("technical"),
});
