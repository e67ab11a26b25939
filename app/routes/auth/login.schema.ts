import { z } from "zod";
import { normalizePhone } from "~/domain/auth/phone";

// Shared by the browser (conform's onValidate) and the action. Messages are i18n keys.
// conform turns empty inputs into undefined, so "required" is the missing-value error.
export const loginSchema = z.object({
  phone: z
    .string({ error: "login.phone_required" })
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "login.phone_incomplete" });
        return z.NEVER;
      }
      return phone;
    }),
  password: z.string({ error: "login.password_required" }),
  redirectTo: z.string().optional(),
});

export type LoginForm = z.infer<typeof loginSchema>;
