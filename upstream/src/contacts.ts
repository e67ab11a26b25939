// Phone numbers and e-mail addresses as the provider accepts them, shared by every area.

/** Digits only; the portal sends 11 digits starting with 7 (§5 Login). */
export function normalizePhone(value: unknown): string {
  return String(value ?? "").replace(/\D/g, "");
}

export function isValidPhone(phone: string): boolean {
  return /^7\d{10}$/.test(phone);
}

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** A phone typed by hand in a lead form: 11 digits starting with 7, with the 8… and 10-digit forms accepted. */
export function lenientPhone(input: unknown): string | null {
  if (typeof input !== "string" && typeof input !== "number") return null;
  let digits = String(input).replace(/\D/g, "");
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits[0] === "8") digits = `7${digits.slice(1)}`;
  return /^7\d{10}$/.test(digits) ? digits : null;
}
