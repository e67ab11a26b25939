import type { FieldIssue } from "../forms/checked";

// Phone rules of spec §5 Login and §9: +7 and 10 digits, masked as +7 (###) ### ## ##; only digits are sent.

/** The 10 national digits of a Russian mobile number written in any common spelling, or null. */
export function nationalDigits(input: string): string | null {
  const digits = input.replace(/\D/g, "");
  // With an explicit "+", the first digit is the country code, so "+7 (900) 000 00 0" is incomplete.
  if (input.trim().startsWith("+")) return digits.length === 11 && digits[0] === "7" ? digits.slice(1) : null;
  if (digits.length === 10) return digits;
  if (digits.length === 11 && (digits[0] === "7" || digits[0] === "8")) return digits.slice(1);
  return null;
}

/** What the provider expects: 11 digits starting with 7, or null when the input is not a full number. */
export function normalizePhone(input: string): string | null {
  const national = nationalDigits(input);
  return national ? `7${national}` : null;
}

/**
 * Formats what a resident is typing into the mask +7 (###) ### ## ##, one keystroke at a time or pasted whole.
 * A value starting with "+" carries its country code first (the mask itself, or "+7 900…"). Otherwise a leading
 * 8 or 7 is the country code, as Russians write it ("8 900…", "7900…"), unless exactly 10 digits were given
 * (a national number, as the server reads it too); once taken, the mask shows "+7 (" so the next digit starts
 * the national number instead of becoming part of it.
 */
export function formatPhoneMask(input: string): string {
  let digits = input.replace(/\D/g, "");
  let prefixTyped = false;
  if (input.trim().startsWith("+")) {
    if (digits[0] === "7") digits = digits.slice(1);
  } else if ((digits[0] === "7" || digits[0] === "8") && digits.length !== 10) {
    digits = digits.slice(1);
    prefixTyped = true;
  }
  digits = digits.slice(0, 10);
  // "+7 (" after a typed 8 or 7; "" after Backspace from "+7 (", so the field can be emptied.
  if (!digits) return prefixTyped ? "+7 (" : "";
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `+7 (${parts[0]}`;
  // The bracket closes with the fourth digit: closed at three, Backspace on ")" would only bring it back.
  if (digits.length > 3) out += ")";
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += ` ${parts[2]}`;
  if (parts[3]) out += ` ${parts[3]}`;
  return out;
}

/** §2.3: a `phone` query parameter of exactly 10 digits prefills the form. */
export function phoneFromQuery(value: string | null): string | null {
  return value && /^\d{10}$/.test(value) ? value : null;
}

/**
 * A phone field read by a form's rule: the provider's 11 digits, or the field's issue (its own words for an empty
 * and for an incomplete number, each form has them).
 */
export function readPhone<F extends string>(
  field: F,
  value: string | undefined,
  messages: { required: string; incomplete: string },
): { phone: string } | { issue: FieldIssue<F> } {
  if (!value?.trim()) return { issue: { field, key: messages.required } };
  const phone = normalizePhone(value);
  return phone ? { phone } : { issue: { field, key: messages.incomplete } };
}
