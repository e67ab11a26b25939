import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { birthDateIssue, type CalendarDay } from "./birth-date";
import { normalizePhone } from "./phone";

// Registration rules of spec §5 (steps 1–3), §4 Registration and §9: 4-digit code, 60 s resend lock (the birth
// date's rules are in ./birth-date). Messages are i18n keys of `registration` (plus login.phone_incomplete).

export const CODE_LENGTH = 4;
export const RESEND_LOCK_SECONDS = 60;

/** Not in the spec (issue 15): a code may be checked for 10 minutes after it was sent, then a new one is needed. */
export const CODE_TTL_SECONDS = 600;
/** Not in the spec, which asks only "non-empty and equal" (issue 15, docs/decisions/0017): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

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
  /** The last code sent: its channel and when (epoch ms); it expires CODE_TTL_SECONDS after. */
  channel?: Channel;
  sentAt?: number;
  /** When the last robot call or SMS went out: the resend lock counts from here. */
  lockedFrom?: number;
  /** The code, once the provider confirmed it (RegisterByPhone needs it). */
  code?: string;
}

/** Not in the spec: an abandoned wizard starts again at step 1 (with its details) after half an hour. */
export const WIZARD_TTL_SECONDS = 1800;

/** The step a resident is on now: a code older than the wizard's lifetime sends them back to step 1. */
export function currentStep(state: RegistrationState | null, now: number): 1 | 2 | 3 {
  if (!state) return 1;
  if (state.step > 1 && (state.sentAt === undefined || now - state.sentAt >= WIZARD_TTL_SECONDS * 1000)) return 1;
  return state.step;
}

export interface DetailsInput {
  phone?: string;
  fio?: string;
  birthday?: string;
  /** "on" when ticked. */
  consent?: string;
}

export interface Details {
  /** 11 digits starting with 7, as the provider expects. */
  phone: string;
  fio: string;
  /** DD.MM.YYYY, only when the settings require a birth date. */
  birthday?: string;
}

export type DetailsField = keyof DetailsInput;

/** What step 1's rule needs besides the post: the settings' birth-date switch and today (in Moscow). */
export interface DetailsOptions {
  requireBirthDate: boolean;
  today: CalendarDay;
}

const filled = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

/**
 * §5 step 1: fio, phone and (when required) the birth date filled, else 'fill all fields' on each empty one;
 * then the phone and date formats; consent required. All issues are reported at once.
 */
export function detailsRule({ requireBirthDate, today }: DetailsOptions) {
  return (input: DetailsInput): Checked<Details, DetailsField> => {
    const issues: FieldIssue<DetailsField>[] = [];
    const required: DetailsField[] = requireBirthDate ? ["phone", "fio", "birthday"] : ["phone", "fio"];
    for (const field of required) {
      if (!filled(input[field])) issues.push({ field, key: "registration.fill_all_fields" });
    }
    const phone = filled(input.phone) ? normalizePhone(input.phone) : null;
    if (filled(input.phone) && !phone) issues.push({ field: "phone", key: "login.phone_incomplete" });
    const fio = filled(input.fio) ? input.fio.trim().replace(/\s+/g, " ") : "";
    const birthday = requireBirthDate && filled(input.birthday) ? input.birthday.trim() : undefined;
    const dateIssue = birthday ? birthDateIssue(birthday, today) : null;
    if (dateIssue) issues.push({ field: "birthday", key: dateIssue });
    if (input.consent !== "on") issues.push({ field: "consent", key: "registration.consent_required" });
    return checked(issues, () => ({ phone: phone ?? "", fio, ...(birthday ? { birthday } : {}) }));
  };
}

/** Step 2: the code is exactly 4 digits (spaces a resident may type are ignored). */
export function normalizeCode(value: string): string | null {
  const code = value.replace(/\s/g, "");
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null;
}

/** Step 2's rule (§5, §9): the code, 4 digits. */
export function codeRule(input: { code?: string }): Checked<{ code: string }, "code"> {
  const code = normalizeCode(input.code ?? "");
  return code
    ? { ok: true, value: { code } }
    : { ok: false, issues: [{ field: "code", key: "registration.code_format" }] };
}

/**
 * Step 3's rule: password and confirmation filled and equal (§5), the password at least 8 characters long
 * (issue 15). Each field's own message: an empty one is asked for, a short password said so, a confirmation
 * that differs marked.
 */
export function passwordRule(input: {
  password?: string;
  confirm?: string;
}): Checked<{ password: string }, "password" | "confirm"> {
  const { password = "", confirm = "" } = input;
  const issues: FieldIssue<"password" | "confirm">[] = [];
  if (!password) issues.push({ field: "password", key: "registration.password_required" });
  else if (!passwordLongEnough(password))
    issues.push({ field: "password", key: "registration.password_too_short", params: { min: PASSWORD_MIN_LENGTH } });
  if (!confirm) issues.push({ field: "confirm", key: "registration.confirm_required" });
  else if (password && confirm !== password) issues.push({ field: "confirm", key: "registration.passwords_differ" });
  return checked(issues, () => ({ password }));
}

/** Whole seconds left of the resend lock that started at `sentAt` (epoch ms); 0 when a resend is allowed. */
export function resendSecondsLeft(lockedFrom: number | undefined, now: number): number {
  if (lockedFrom === undefined) return 0;
  return Math.max(0, Math.ceil((lockedFrom + RESEND_LOCK_SECONDS * 1000 - now) / 1000));
}

/** Step 2: a code sent at `sentAt` (epoch ms) can no longer be checked at `now`; the resident asks for a new one. */
export function codeExpired(sentAt: number | undefined, now: number): boolean {
  return sentAt === undefined || now - sentAt >= CODE_TTL_SECONDS * 1000;
}

/**
 * Back at step 1 and on again with the same phone while its last code can still be checked: that code stands and
 * no new one is sent, so going back and forth spends none of the phone's sends (issue 31 item 8); step 2 offers
 * a robot call or an SMS if it did not arrive.
 */
export function keepsSentCode(
  previous: Pick<RegistrationState, "phone" | "sentAt"> | null,
  phone: string,
  now: number,
): boolean {
  return previous?.phone === phone && !codeExpired(previous.sentAt, now);
}

/** Step 3: long enough, counted as every length of the portal is (app/domain/forms/limits.ts). */
export function passwordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
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
