// The portal's one e-mail rule (issue 14): profile, payment and feedback alike. §5 asks at least for an @ and
// a dot; the address goes to a payment receipt, whose mail server takes RFC 5321's dot-atoms only: no dot at the
// start or end of a part nor two in a row, domain labels that neither start nor end with a hyphen, and a top-level
// domain of letters (or an IDN's punycode). Letters of any script are kept: почта.рф is an address.

const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
const TOP = "(?:\\p{L}{2,}|xn--[a-z0-9-]+)";
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP}$`, "u");

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
