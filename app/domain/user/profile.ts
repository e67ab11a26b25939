// Profile rules of spec §5 Profile: what the form may save and which message each field gets.

/** "A standard email format": something@host.tld, no spaces, one @ (the provider's own check is the same). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export interface ProfileFields {
  fio: string;
  email: string;
  onlyElectronicBills: boolean;
}

export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

/**
 * Errors by field, as i18n keys: fio is required (field_required); an email, if given, must be an email
 * (wrong_format); electronic bills only need an email (fill_field, placed on the email field where the
 * resident fixes it). An empty result means the profile may be saved.
 */
export function profileErrors({ fio, email, onlyElectronicBills }: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  if (fio.trim() === "") errors.fio = "forms.field_required";
  if (email.trim() !== "" && !isEmail(email)) errors.email = "forms.wrong_format";
  else if (onlyElectronicBills && email.trim() === "") errors.email = "profile.fill_email";
  return errors;
}

export type EmailNotice = "profile.email_saved" | "profile.email_not_saved" | null;

/**
 * The two email notices of §8 after a successful save: a new or changed address is 'saved'; an address the
 * resident erased 'will not be saved' (the provider keeps none). An unchanged address says nothing.
 */
export function emailNotice(before: string | null | undefined, after: string): EmailNotice {
  const was = (before ?? "").trim();
  const now = after.trim();
  if (now === was) return null;
  return now ? "profile.email_saved" : "profile.email_not_saved";
}
