import { type Temporal } from "temporal-polyfill";
import type { Schemas } from "../types";
import { parseDate } from "../dates/format";

// Spec §3 Meter, §4 Meter, §5 Meter reading, §6, §9: when a reading may be entered, when a verification may be
// ordered, what the form says. Meter dates arrive as DD.MM.YYYY (§9) and are compared as Temporal dates.

export type Meter = Schemas["Meter"];
export type MeterValue = Schemas["MeterValue"];

/** §9: a verification can be ordered at most 30 days before the next checkup (or any time after it). */
export const VERIFICATION_WINDOW_DAYS = 30;
export const MAX_TARIFFS = 3;

/** The number of tariffs, 1 to 3 (§9); anything else the provider sends is brought into that range. */
export function tariffCount(m: Pick<Meter, "TariffNumberInt">): 1 | 2 | 3 {
  const n = Math.trunc(Number(m.TariffNumberInt));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX_TARIFFS) as 1 | 2 | 3;
}

/** The tariffs' names, one per tariff; null where the provider names none. */
export function tariffNames(
  m: Pick<Meter, "TariffNumberInt" | "Tariff1Name" | "Tariff2Name" | "Tariff3Name">,
): (string | null)[] {
  return [m.Tariff1Name, m.Tariff2Name, m.Tariff3Name].slice(0, tariffCount(m)).map((n) => n?.trim() || null);
}

/** The previous reading per tariff (CheckValue…), the floor for a new one. */
export function previousValues(
  m: Pick<Meter, "TariffNumberInt" | "CheckValue" | "CheckValueT2" | "CheckValueT3">,
): number[] {
  return [m.CheckValue, m.CheckValueT2, m.CheckValueT3].slice(0, tariffCount(m)).map((v) => v ?? 0);
}

export function nextCheckup(m: Pick<Meter, "NextCheckupDate">): Temporal.PlainDate | null {
  return m.NextCheckupDate ? parseDate(m.NextCheckupDate) : null;
}

/** Days from today to the next checkup: negative when it has passed; null when unknown. */
export function daysToCheckup(m: Pick<Meter, "NextCheckupDate">, today: Temporal.PlainDate): number | null {
  const next = nextCheckup(m);
  return next ? today.until(next, { largestUnit: "days" }).days : null;
}

/** §4: expired when the next checkup date is before today. */
export function isExpired(m: Pick<Meter, "NextCheckupDate">, today: Temporal.PlainDate): boolean {
  const days = daysToCheckup(m, today);
  return days !== null && days < 0;
}

type EntryFields = Pick<Meter, "AutoValueGettingOnly" | "IsDisabled" | "NextCheckupDate" | "ValuesCanAdd">;

/** §5: entry only when the meter is not automatic, not retired, its next checkup is in the future, and ValuesCanAdd. */
export function canEnterReading(m: EntryFields, today: Temporal.PlainDate): boolean {
  const days = daysToCheckup(m, today);
  return !m.AutoValueGettingOnly && !m.IsDisabled && days !== null && days > 0 && m.ValuesCanAdd;
}

export type EntryBlock = { text: string } | { key: string };

/**
 * What is shown instead of the form: the provider's PeriodMessage (AutoValueGettingComment for automatic
 * meters), else the portal's own reason.
 */
export function entryBlock(
  m: EntryFields & Pick<Meter, "PeriodMessage" | "AutoValueGettingComment">,
  today: Temporal.PlainDate,
): EntryBlock | null {
  if (canEnterReading(m, today)) return null;
  if (m.AutoValueGettingOnly)
    return m.AutoValueGettingComment?.trim() ? { text: m.AutoValueGettingComment } : { key: "meters.entry_auto" };
  if (m.PeriodMessage?.trim()) return { text: m.PeriodMessage };
  if (m.IsDisabled) return { key: "meters.entry_retired" };
  if (!m.ValuesCanAdd) return { key: "meters.entry_closed" };
  return { key: "meters.entry_checkup" };
}

/** The reading of the current period, which can still be changed or deleted (§4). */
export function currentReading(m: Pick<Meter, "Values">): MeterValue | null {
  return m.Values.find((v) => v.IsCurrentPeriod) ?? null;
}

/** §4: the first reading of a period says 'submit readings', a later one 'change readings'. */
export function submitLabel(m: Pick<Meter, "Values">): "meters.submit_readings" | "meters.change_readings" {
  return currentReading(m) ? "meters.change_readings" : "meters.submit_readings";
}

/** Next checkup at most 30 days ahead, or past: the window in which a verification is due (§5, §9). */
export function isVerificationDue(m: Pick<Meter, "NextCheckupDate">, today: Temporal.PlainDate): boolean {
  const days = daysToCheckup(m, today);
  return days !== null && days <= VERIFICATION_WINDOW_DAYS;
}

/**
 * §5, §6: a verification order is offered when the meter allows it, its next checkup is within 30 days or past,
 * the service exists (settings allowMeterVerificationRequest) and no verification request is open. Retired
 * meters need none.
 */
export function canOrderVerification(
  m: Pick<Meter, "AllowMeterVerificationRequest" | "ExistVerificationRequest" | "IsDisabled" | "NextCheckupDate">,
  today: Temporal.PlainDate,
  serviceAvailable: boolean,
): boolean {
  return (
    serviceAvailable &&
    m.AllowMeterVerificationRequest &&
    !m.ExistVerificationRequest &&
    !m.IsDisabled &&
    isVerificationDue(m, today)
  );
}

/**
 * The Home reminder (§2.3 Home, "if allowed by config"): meters whose verification is due and not yet ordered;
 * retired meters never count.
 */
export function metersDueForVerification<
  M extends Pick<Meter, "IsDisabled" | "NextCheckupDate" | "ExistVerificationRequest">,
>(meters: M[], today: Temporal.PlainDate, serviceAvailable: boolean): M[] {
  if (!serviceAvailable) return [];
  return meters.filter((m) => !m.IsDisabled && !m.ExistVerificationRequest && isVerificationDue(m, today));
}

/** §6 dontShowRetiredDevices: retired meters are hidden when the resident chose so. */
export function visibleMeters<M extends Pick<Meter, "IsDisabled">>(meters: M[], dontShowRetired: boolean): M[] {
  return dontShowRetired ? meters.filter((m) => !m.IsDisabled) : meters;
}

/** A meter value's tariff values (the provider may spell them Value2/Value3 or ValueT2/ValueT3, §3). */
export function valuesOf(v: MeterValue, tariffs: number): (number | null)[] {
  return [v.Value, v.ValueT2 ?? v.Value2 ?? null, v.ValueT3 ?? v.Value3 ?? null].slice(0, tariffs);
}
