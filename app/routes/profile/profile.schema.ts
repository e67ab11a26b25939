import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { profileRule } from "~/domain/user/profile";

// Each field within its limit (a ticked box posts "on"), then the §5 Profile rule (app/domain/user/profile.ts)
// over the whole form, which the browser runs too: every message at once, and the action gets trimmed values.
export const profileSchema = z.pipe(
  z.object({
    fio: text("name"),
    email: text("email"),
    onlyElectronicBills: text("technical"),
    dontSavePassword: text("technical"),
    dontShowRetiredDevices: text("technical"),
  }),
  rule(profileRule),
);
