import { formatPhoneMask, normalizePhone, readPhone } from "../auth/phone";
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { isEmail } from "../forms/email";
import { attachmentProblem } from "../requests/files";

// §5 Support: the support chat's and the contact form's rules, on the posted strings (and the chosen file). The
// schemas of app/routes/support/*.schema.ts end in these; the browser runs the same functions without zod.

/** §5: the no-login chat's phone is required ('Поле не может быть пустым') and has at least 11 digits. */
const PHONE_REQUIRED = "support.phone_required";
const PHONE_SHORT = "support.phone_short";
/** The longest international number (E.164): more is no phone. */
const MOST_DIGITS = 15;

export interface SupportPhoneInput {
  phone?: string;
}

/**
 * The visitor's phone (§5, §9: at least 11 digits). A Russian number in any spelling becomes the provider's 7 and
 * 10 digits (10 national digits get their 7, as the login's do); any other of 11 to 15 digits is sent as its
 * digits. An empty field is 'Поле не может быть пустым'; a half-typed number is told it is short, not empty
 * (issue 31 item 16).
 */
export function supportPhoneRule(input: SupportPhoneInput): Checked<{ phone: string }, "phone"> {
  const value = input.phone ?? "";
  const digits = value.replace(/\D/g, "");
  if (!digits) return checked([{ field: "phone", key: PHONE_REQUIRED }], () => ({ phone: "" }));
  const russian = normalizePhone(value);
  if (russian) return checked([], () => ({ phone: russian }));
  const fits = digits.length >= 11 && digits.length <= MOST_DIGITS;
  return checked(fits ? [] : [{ field: "phone", key: PHONE_SHORT }], () => ({ phone: digits }));
}

/**
 * Typing help with JS for the visitor's phone: a number begun with "+" and a country code other than 7 keeps its
 * digits, up to 15 (the rule takes 11 to 15); any other is masked as a Russian one, +7 (###) ### ## ##, which
 * holds 10 national digits only (issue 31 item 16: a foreign number could not be typed with JS).
 */
export function formatSupportPhoneMask(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (!input.trim().startsWith("+") || digits.startsWith("7")) return formatPhoneMask(input);
  return `+${digits.slice(0, MOST_DIGITS)}`;
}

/** The phone a chat was started with (the provider's digits), as the page names it: Russian ones masked. */
export function shownSupportPhone(digits: string): string {
  return digits.length === 11 && digits.startsWith("7") ? formatPhoneMask(digits) : `+${digits}`;
}

export interface SupportMessageInput {
  text?: string;
  file?: File;
}

/**
 * A message to the operator: a text, or a file alone ('Напишите вопрос оператору' when neither); the file follows
 * the requests' attachment rules (type, 10 MB, a name), in the support chat's own words.
 */
export function supportMessageRule(
  input: SupportMessageInput,
): Checked<{ text: string; file: File | null }, "text" | "file"> {
  const text = input.text?.trim() ?? "";
  const file = input.file ?? null;
  const problem = file ? attachmentProblem(file) : null;
  const issues: FieldIssue<"text" | "file">[] =
    !text && !file
      ? [{ field: "text", key: "support.message_required" }]
      : problem
        ? [{ field: "file", key: `support.${problem}` }]
        : [];
  return checked(issues, () => ({ text, file }));
}

/** An empty message: with JS the chat opens the message-required dialog instead of posting (§2.3 Modals, §5). */
export const isEmptyMessage = (input: SupportMessageInput): boolean => !input.text?.trim() && !input.file;

const CONTACT_REQUIRED = "support.contact_required";

export interface ContactInput {
  phone?: string;
  mail?: string;
  text?: string;
  /** The page the form was opened on (§3 info), filled by the form itself. */
  from?: string;
}

export interface Contact {
  phone: string;
  mail: string;
  text: string;
  from: string | undefined;
}

/** The contact form is valid only with a full phone (+7 (###) ### ## ##), an e-mail and a text (§5 Support). */
export function contactRule(input: ContactInput): Checked<Contact, "phone" | "mail" | "text"> {
  const issues: FieldIssue<"phone" | "mail" | "text">[] = [];
  const phone = readPhone("phone", input.phone, { required: CONTACT_REQUIRED, incomplete: "forms.phone_incomplete" });
  if ("issue" in phone) issues.push(phone.issue);
  const mail = input.mail?.trim() ?? "";
  if (!mail) issues.push({ field: "mail", key: CONTACT_REQUIRED });
  else if (!isEmail(mail)) issues.push({ field: "mail", key: "forms.wrong_format" });
  const text = input.text?.trim() ?? "";
  if (!text) issues.push({ field: "text", key: CONTACT_REQUIRED });
  return checked(issues, () => ({ phone: "phone" in phone ? phone.phone : "", mail, text, from: input.from }));
}
