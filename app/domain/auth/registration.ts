import { Temporal } from "temporal-polyfill";
import { isMaskComplete, normalizePhone } from "./phone";

// Registration rules of spec §5 (steps 1–3), §4 Registration and §9: 4-digit code, 60 s resend lock, birth
// year from 1900. Messages are i18n keys of the `registration` namespace (plus login.phone_incomplete).

export const BIRTH_YEAR_MIN = 1900;
export const CODE_LENGTH = 4;
export const RESEND_LOCK_SECONDS = 60;
/** Not in the spec: the fio is kept in the session cookie until step 3, so it must stay short. */
export const FIO_MAX_LENGTH = 200;

/**
 * Abuse limits of the portal (issue 4): code requests cost money and 4 digits are guessable. Every send
 * (flash call, robot call, SMS) counts, per phone and per client; wrong codes count per code.
 */
export const REGISTRATION_LIMITS = {
  sendsPerPhone: { limit: 3, windowSeconds: 600 },
  sendsPerClient: { limit: 3, windowSeconds: 600 },
  wrongCodesPerCode: { limit: 5, windowSeconds: 600 },
} as const;

export type Channel = "flash" | "call" | "sms";

/**
 * The wizard's progress, kept server-side in the signed session (never in form fields a resident could alter
 * to skip the code): step 3 is reachable only after the provider said the code is correct.
 */
export interface RegistrationState {
  step: 1 | 2 | 3;
  phone: string;
  fio: string;
  birthday?: string;
  /** The last code sent: its channel and when (epoch ms); the wrong-code limit counts per code. */
  channel?: Channel;
  sentAt?: number;
  /** When the last robot call or SMS went out: the resend lock counts from here. */
  lockedFrom?: number;
  /** The code, once the provider confirmed it (RegisterByPhone needs it). */
  code?: string;
}

export interface DetailsInput {
  phone?: string;
  fio?: string;
  birthday?: string;
  consent?: string | boolean;
}

export interface Details {
  /** 11 digits starting with 7, as the provider expects. */
  phone: string;
  fio: string;
  /** DD.MM.YYYY, only when the settings require a birth date. */
  birthday?: string;
}

export type DetailsField = keyof DetailsInput;
export interface Issue {
  field: DetailsField;
  key: string;
}

/** The day limits the message can name (§5: "the message adds the limit"). */
export type MonthLength = 28 | 29 | 30 | 31;

/**
 * §5 step 1 birth date: exactly DD.MM.YYYY; year 1900..current; month 1..12; day 1..the month's length.
 * A date later than today is refused too (the provider would refuse it only at step 3, after the code).
 */
export function birthDateIssue(value: string, today: Temporal.PlainDate): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (value.length !== 10 || !m) return "registration.date_of_birth_incorrect";
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < BIRTH_YEAR_MIN || year > today.year) return "registration.birth_year_range";
  if (month < 1 || month > 12) return "registration.birth_month_range";
  const max = Temporal.PlainYearMonth.from({ year, month }).daysInMonth as MonthLength;
  if (day < 1 || day > max) return `registration.birth_day_range_${max}`;
  if (Temporal.PlainDate.compare(Temporal.PlainDate.from({ year, month, day }), today) > 0) return "registration.birth_date_future";
  return null;
}

const filled = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";
const consentGiven = (value: DetailsInput["consent"]) => value === true || value === "on" || value === "true";

/**
 * §5 step 1: fio, phone and (when required) the birth date filled, else 'fill all fields' on each empty one;
 * then the phone and date formats; consent required. All issues are reported at once.
 */
export function validateDetails(
  input: DetailsInput,
  { requireBirthDate, today }: { requireBirthDate: boolean; today: Temporal.PlainDate },
): { ok: true; value: Details } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const required: DetailsField[] = requireBirthDate ? ["phone", "fio", "birthday"] : ["phone", "fio"];
  for (const field of required) {
    if (!filled(input[field] as string | undefined)) issues.push({ field, key: "registration.fill_all_fields" });
  }
  const phone = filled(input.phone) ? normalizePhone(input.phone) : null;
  if (filled(input.phone) && !phone) issues.push({ field: "phone", key: "login.phone_incomplete" });
  const fio = filled(input.fio) ? input.fio.trim().replace(/\s+/g, " ") : "";
  if (fio.length > FIO_MAX_LENGTH) issues.push({ field: "fio", key: "registration.fio_too_long" });
  const birthday = requireBirthDate && filled(input.birthday) ? input.birthday.trim() : undefined;
  const dateIssue = birthday ? birthDateIssue(birthday, today) : null;
  if (dateIssue) issues.push({ field: "birthday", key: dateIssue });
  if (!consentGiven(input.consent)) issues.push({ field: "consent", key: "registration.consent_required" });
  if (issues.length > 0 || !phone) return { ok: false, issues };
  return { ok: true, value: birthday ? { phone, fio, birthday } : { phone, fio } };
}

/** §5: with JS, Next stays disabled while fio is empty, the phone mask incomplete or consent absent. */
export function detailsReady({ fio, maskedPhone, consent }: { fio: string; maskedPhone: string; consent: boolean }): boolean {
  return fio.trim() !== "" && isMaskComplete(maskedPhone) && consent;
}

/** Step 2: the code is exactly 4 digits (spaces a resident may type are ignored). */
export function normalizeCode(value: string): string | null {
  const code = value.replace(/\s/g, "");
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null;
}

/** Whole seconds left of the resend lock that started at `sentAt` (epoch ms); 0 when a resend is allowed. */
export function resendSecondsLeft(lockedFrom: number | undefined, now: number): number {
  if (lockedFrom === undefined) return 0;
  return Math.max(0, Math.ceil((lockedFrom + RESEND_LOCK_SECONDS * 1000 - now) / 1000));
}

/** A flash call does not start the lock (§4): the resident may ask for a robot call or an SMS right after it. */
export function startsResendLock(channel: Channel): boolean {
  return channel !== "flash";
}

/** Typing help with JS: digits become DD.MM.YYYY as they are typed ("0103" → "01.03", "01031990" → "01.03.1990"). */
export function formatBirthDateMask(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  let out = parts.join(".");
  if ((digits.length === 2 || digits.length === 4) && input.endsWith(".")) out += ".";
  return out;
}

/** A wait in a message: seconds up to a minute, whole minutes (rounded up) beyond. */
export function waitParams(seconds: number): { unit: "seconds" | "minutes"; n: number } {
  return seconds <= 60 ? { unit: "seconds", n: Math.max(1, Math.ceil(seconds)) } : { unit: "minutes", n: Math.ceil(seconds / 60) };
}
