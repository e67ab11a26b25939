import { z } from "zod/mini";
import { profileErrors } from "~/domain/user/profile";

// The fields are lax on their own; the §5 Profile rules (app/domain/user/profile.ts) run once over the whole
// form, so every message shows at the same time and the browser and the server say exactly the same.
export const profileSchema = z
  .object({
    fio: z.optional(z.string()),
    email: z.optional(z.string()),
    onlyElectronicBills: z.optional(z.boolean()),
    dontSavePassword: z.optional(z.boolean()),
    dontShowRetiredDevices: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      const errors = profileErrors({
        fio: value.fio ?? "",
        email: value.email ?? "",
        onlyElectronicBills: value.onlyElectronicBills ?? false,
      });
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: "custom", message, path: [field], input: value });
      }
    }),
  );
