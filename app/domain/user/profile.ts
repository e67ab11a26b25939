// Profile rules of spec §5 Profile: what the form may save and which message each field gets.
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { isEmail } from "../forms/email";

/** The form as posted: a ticked box is "on", an unticked one absent. */
export interface ProfileInput {
  fio?: string;
  email?: string;
  onlyElectronicBills?: string;
  dontSavePassword?: string;
  dontShowRetiredDevices?: string;
}

/** The form as the action saves it: trimmed texts, no e-mail as null. */
export interface ProfileValues {
  fio: string;
  email: string | null;
  onlyElectronicBills: boolean;
  dontSavePassword: boolean;
  dontShowRetiredDevices: boolean;
}

/**
 * §5 Profile, issues as i18n keys: fio is required (field_required); an email, if given, must be an email
 * (wrong_format); electronic bills only need an email (fill_email, placed on the email field where the
 * resident fixes it).
 */
export function profileRule(input: ProfileInput): Checked<ProfileValues, "fio" | "email"> {
  const fio = input.fio?.trim() ?? "";
  const email = input.email?.trim() ?? "";
  const onlyElectronicBills = input.onlyElectronicBills === "on";
  const issues: FieldIssue<"fio" | "email">[] = [];
  if (fio === "") issues.push({ field: "fio", key: "forms.field_required" });
  if (email !== "" && !isEmail(email)) issues.push({ field: "email", key: "forms.wrong_format" });
  else if (onlyElectronicBills && email === "") issues.push({ field: "email", key: "profile.fill_email" });
  return checked(issues, () => ({
    fio,
    email: email || null,
    onlyElectronicBills,
    dontSavePassword: input.dontSavePassword === "on",
    dontShowRetiredDevices: input.dontShowRetiredDevices === "on",
  }));
}

export type EmailNotice = "profile.email_saved" | "profile.email_not_saved" | null;

/**
 * The two email notices of §8 after a successful save: a new or changed address is 'saved'; an address the
 * resident erased 'will not be saved' (the provider keeps none). An unchanged address says nothing.
 */
export function emailNotice(before: string | null | undefined, after: string | null): EmailNotice {
  const was = (before ?? "").trim();
  const now = (after ?? "").trim();
  if (now === was) return null;
  return now ? "profile.email_saved" : "profile.email_not_saved";
}
