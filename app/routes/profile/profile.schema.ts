import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { profileForm } from "~/domain/user/profile";

const fields = z.object({
  fio: text("name"),
  email: text("email"),
  onlyElectronicBills: z.optional(z.boolean()),
  dontSavePassword: z.optional(z.boolean()),
  dontShowRetiredDevices: z.optional(z.boolean()),
});

// Lax fields, then the §5 Profile rules (app/domain/user/profile.ts) over the whole form: every message shows at
// the same time, the browser and the server say exactly the same, and the action gets trimmed values.
export const profileSchema = z.pipe(fields, rule(profileForm));
