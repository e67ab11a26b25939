// The portal's one e-mail rule (issue 14): profile, payment and feedback alike. §5 asks at least for an @ and
// a dot; "a standard email format" is something@host.tld with no spaces and one @, which the provider checks too.

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
