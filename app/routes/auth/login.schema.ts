import { z } from "zod/mini";
import { normalizePhone } from "~/domain/auth/phone";

export const loginSchema = z.object({
  phone: z.pipe(
    z.string({ error: "login.phone_required" }),
    z.transform((value: string, ctx) => {
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.issues.push({ code: "custom", message: "login.phone_incomplete", input: value });
        return z.NEVER;
      }
      return phone;
    }),
  ),
  password: z.string({ error: "login.password_required" }),
  redirectTo: z.optional(z.string()),
});
