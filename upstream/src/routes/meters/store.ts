import { IN_LIST, inList } from "../../db/in-list";
import { Temporal } from "temporal-polyfill";
import { dmy } from "../../dates";

// Records of the meters area and their mapping to the provider's answers (spec §3 Meter, Meter value).

/** Meter value Kind: how a reading was obtained. */
export const RESIDENT_KIND = "Передано через личный кабинет";
export const AUTO_KIND = "Автоматически (телеметрия)";

export interface MeterRow {
  id: number;
  unique_num: string;
  account_id: number;
  resource: string;
  name: string;
  custom_name: string | null;
  factory_number: string;
  last_checkup_date: string | null;
  next_checkup_date: string | null;
  recheck_interval: number | null;
  tariff_count: number;
  tariff1_name: string | null;
  tariff2_name: string | null;
  tariff3_name: string | null;
  start_value: number;
  start_value2: number | null;
  start_value3: number | null;
  auto_value_getting_only: number;
  auto_value_getting_comment: string | null;
  is_disabled: number;
  values_can_add: number;
  period_message: string | null;
  allow_verification_request: number;
  ident: string;
  address: string;
  /** The open verification order (its request is not closed), if any. */
  open_request_id: number | null;
  open_request_number: string | null;
}

export interface ValueRow {
  meter_id: number;
  period: string;
  kind: string;
  value: number;
  value2: number | null;
  value3: number | null;
  is_accepted: number;
}

const METER_SELECT = `SELECT m.*, a.ident, a.address, r.id AS open_request_id, r.number AS open_request_number
  FROM meters m
  JOIN accounts a ON a.id = m.account_id
  JOIN user_accounts ua ON ua.account_id = a.id AND ua.user_id = ?
  LEFT JOIN requests r ON r.id = m.verification_request_id AND r.is_closed = 0`;

/** The user's meters (only those of accounts linked to the user), in the provider's display order. */
export async function userMeters(db: D1Database, userId: number): Promise<MeterRow[]> {
  const rows = await db.prepare(`${METER_SELECT} ORDER BY a.ident, m.sort_order, m.id`).bind(userId).all<MeterRow>();
  return rows.results;
}

/** One of the user's meters by ID or UniqueNum; null when unknown or not the user's (indistinguishable). */
export async function userMeter(
  db: D1Database,
  userId: number,
  by: { id?: number; uniqueNum?: string },
): Promise<MeterRow | null> {
  if (by.id !== undefined) {
    return db.prepare(`${METER_SELECT} WHERE m.id = ?`).bind(userId, by.id).first<MeterRow>();
  }
  return db
    .prepare(`${METER_SELECT} WHERE m.unique_num = ?`)
    .bind(userId, by.uniqueNum ?? "")
    .first<MeterRow>();
}

export async function meterValues(db: D1Database, meterIds: number[]): Promise<ValueRow[]> {
  if (meterIds.length === 0) return [];
  const rows = await db
    .prepare(`SELECT * FROM meter_values WHERE meter_id IN ${IN_LIST} ORDER BY period DESC`)
    .bind(inList(meterIds))
    .all<ValueRow>();
  return rows.results;
}

/** The accounting period a day belongs to, as stored (YYYY-MM-01). */
export function periodOf(day: Temporal.PlainDate): string {
  return day.with({ day: 1 }).toString();
}

const isoDate = (s: string | null) => (s ? Temporal.PlainDate.from(s) : null);

export function isOverdue(m: MeterRow, today: Temporal.PlainDate): boolean {
  const next = isoDate(m.next_checkup_date);
  return next !== null && Temporal.PlainDate.compare(next, today) < 0;
}

/**
 * Why a reading cannot be entered (or changed, or deleted) now: the PeriodMessage the portal shows and the
 * Error the provider answers. Null when entry is open (spec §5 Meter reading).
 */
export function entryBlock(m: MeterRow, today: Temporal.PlainDate): string | null {
  if (m.is_disabled) return "Прибор учёта выведен из эксплуатации, показания по нему не принимаются.";
  if (m.auto_value_getting_only) {
    return (
      m.auto_value_getting_comment ??
      "Показания по этому прибору учёта снимаются автоматически, передавать их не нужно."
    );
  }
  if (isOverdue(m, today)) {
    return `Истёк срок поверки прибора учёта (${dmy(m.next_checkup_date!)}). Показания не принимаются до проведения поверки.`;
  }
  if (!m.values_can_add) return m.period_message ?? "Приём показаний за текущий период закрыт.";
  return null;
}

/** The readings the next one is checked against: the latest before the current period, else the start values. */
export function previousValues(m: MeterRow, values: ValueRow[], today: Temporal.PlainDate): (number | null)[] {
  const current = periodOf(today);
  const previous = values
    .filter((v) => v.meter_id === m.id && v.period < current)
    .sort((a, b) => (a.period < b.period ? 1 : -1))[0];
  const start = [m.start_value, m.start_value2, m.start_value3];
  const last = previous ? [previous.value, previous.value2, previous.value3] : start;
  return [0, 1, 2].map((t) => (t < m.tariff_count ? (last[t] ?? start[t] ?? 0) : null));
}

export function toMeterValue(v: ValueRow, tariffs: number, today: Temporal.PlainDate) {
  const t2 = tariffs >= 2 ? v.value2 : null;
  const t3 = tariffs >= 3 ? v.value3 : null;
  return {
    Kind: v.kind,
    Period: dmy(v.period),
    Value: v.value,
    ValueT2: t2,
    ValueT3: t3,
    // The spec names both spellings; sending both suits a portal that reads either.
    Value2: t2,
    Value3: t3,
    IsCurrentPeriod: v.period === periodOf(today),
    IsAccepted: !!v.is_accepted,
  };
}

/** How many readings GET /Meters/List carries per meter: a year of history plus the current period. */
export const LIST_VALUES = 13;

export function toMeter(m: MeterRow, values: ValueRow[], today: Temporal.PlainDate) {
  const own = values.filter((v) => v.meter_id === m.id);
  const [check1, check2, check3] = previousValues(m, own, today);
  return {
    ID: m.id,
    UniqueNum: m.unique_num,
    Resource: m.resource,
    Name: m.name,
    CustomName: m.custom_name,
    FactoryNumber: m.factory_number,
    LastCheckupDate: m.last_checkup_date ? dmy(m.last_checkup_date) : null,
    NextCheckupDate: m.next_checkup_date ? dmy(m.next_checkup_date) : null,
    RecheckInterval: m.recheck_interval,
    TariffNumberInt: m.tariff_count,
    Tariff1Name: m.tariff1_name,
    Tariff2Name: m.tariff_count >= 2 ? m.tariff2_name : null,
    Tariff3Name: m.tariff_count >= 3 ? m.tariff3_name : null,
    CheckValue: check1 ?? m.start_value,
    CheckValueT2: check2 ?? null,
    CheckValueT3: check3 ?? null,
    StartValue: m.start_value,
    StartValue2: m.tariff_count >= 2 ? m.start_value2 : null,
    StartValue3: m.tariff_count >= 3 ? m.start_value3 : null,
    AutoValueGettingOnly: !!m.auto_value_getting_only,
    AutoValueGettingComment: m.auto_value_getting_comment,
    IsDisabled: !!m.is_disabled,
    ValuesCanAdd: !!m.values_can_add,
    PeriodMessage: entryBlock(m, today),
    AllowMeterVerificationRequest: !!m.allow_verification_request,
    ExistVerificationRequest: m.open_request_id !== null,
    Ident: m.ident,
    Address: m.address,
    Values: own.slice(0, LIST_VALUES).map((v) => toMeterValue(v, m.tariff_count, today)),
  };
}
