// The longest text each form field takes, in characters as typed (issue 14). A field over its limit is refused
// by the portal on that field, in the resident's language, with the input kept (./limited.ts), before any rule
// or provider call sees it; nothing of unbounded size reaches the provider, the session or a message.
//
// Lengths count UTF-16 code units (String.length, as zod and the provider count): a Cyrillic or Latin letter is
// one, an emoji two. No HTML maxlength: the browser would silently cut a paste instead of telling the resident.

export const LIMITS = {
  // People and contacts.
  /** A person's full name (registration, profile, feedback): the longest real names are far below 150. */
  name: 150,
  /** An e-mail address (profile, payment, feedback): RFC 5321's longest deliverable address. */
  email: 254,
  /** A phone as typed: "+7 (900) 000-00-01" is 17, so 32 leaves room for spaces and dashes of any spelling. */
  phone: 32,
  /** A password or its confirmation: long passphrases fit; hashing a megabyte does not help anyone. */
  password: 128,
  /** The registration code as typed: 4 digits (§9) with spaces a resident may put between them. */
  code: 8,
  /** A birth date as typed: DD.MM.YYYY (§5). */
  birthDate: 10,

  // Texts the provider stores: its own limit is 4000 (the reference upstream refuses longer, in Russian only).
  /** A request description, a chat message, a reopen reason, a close comment, a feedback description. */
  longText: 4000,
  /** A poll's open answer: the provider's CustomAnswer takes at most 2000 (openapi PollResultAnswer). */
  pollAnswer: 2000,
  /** A privilege club lead's comment: the provider takes at most 2000 (upstream leads.ts, MAX_COMMENT). */
  leadComment: 2000,

  // Add account (§3 Account form): the provider's identifiers, with room for its formats.
  /** A personal account number, with a prefix typed in ("ЛС-2000001"). */
  ident: 30,
  /** An owner's last name. */
  lastName: 100,
  /** A tax number: 10 digits for an organisation, 12 for a person. */
  inn: 12,
  /** A premise number ("12А", "104/2"). */
  premise: 10,
  /** A PIN code of the provider's. */
  pinCode: 10,
  /** The provider's ids picked from a list: house, client base, account prefix. */
  providerId: 20,

  // Numbers as typed; their own rules (app/domain/payment/amount.ts, app/domain/meters/reading.ts) say more.
  /** A sum or a fine, and a bill amount: 12 digits of rubles, a comma and 2 of kopecks. */
  amount: 15,
  /** A meter reading: 9 digits, a point and 3 decimals are 13; leading zeros as a meter's dial shows them fit. */
  reading: 20,

  // Fields the page fills itself (intents, ids, choices, flags): no person types them, so a post over the
  // limit is crafted or broken and is refused without a message of its own.
  /** A hidden or chosen value: an intent, an id, a flag, a payment system, an invoice's uid. */
  technical: 64,
  /** The path to return to after login (a page with its query). */
  redirectTo: 512,
} as const;

export type Limit = keyof typeof LIMITS;
