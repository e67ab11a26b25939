import { parseDate } from "../dates/format";
import { isNextMonth, monthLabel, monthOf } from "../dates/month";
import { valuesOf, type MeterValue } from "./meter";

// Beyond the spec: monthly consumption from the reading history (for the chart) and the abnormal-reading
// warning — a value implying far more than the meter's usual month asks for confirmation, never blocks.

/** More than this many times the median month is abnormal. */
export const ABNORMAL_FACTOR = 3;
/** Fewer months of history than this say too little about "usual". */
export const MIN_MONTHS_FOR_WARNING = 3;

export interface Reading {
  /** YYYY-MM-DD of the period's first day. */
  period: string;
  label: string;
  values: (number | null)[];
  kind: string;
  accepted: boolean;
  current: boolean;
}

/** The history oldest first, with periods as ISO dates; unparsable periods are skipped. */
export function readingsOf(values: MeterValue[], tariffs: number): Reading[] {
  return values
    .map((v) => ({ v, date: parseDate(v.Period) }))
    .filter((x) => x.date !== null)
    .map(({ v, date }) => ({
      period: date!.toString(),
      label: v.Period,
      values: valuesOf(v, tariffs),
      kind: v.Kind,
      accepted: v.IsAccepted,
      current: v.IsCurrentPeriod,
    }))
    .sort((a, b) => a.period.localeCompare(b.period));
}

export interface MonthUse {
  period: string;
  /** MM.YYYY */
  label: string;
  /** Consumption per tariff; null when the month before is missing or the counter went back (replacement). */
  use: (number | null)[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Consumption per month: the difference to the reading of the month before, per tariff. */
export function monthlyConsumption(readings: Reading[]): MonthUse[] {
  const out: MonthUse[] = [];
  for (let i = 1; i < readings.length; i++) {
    const prev = readings[i - 1]!;
    const cur = readings[i]!;
    const [before, month] = [monthOf(prev.period), monthOf(cur.period)];
    if (!before || !month || !isNextMonth(before, month)) continue;
    out.push({
      period: cur.period,
      label: monthLabel(month),
      use: cur.values.map((v, t) => {
        const p = prev.values[t];
        return v === null || p === null || p === undefined || v < p ? null : round(v - p);
      }),
    });
  }
  return out;
}

export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The tariffs (0-based) whose new value implies a month above ABNORMAL_FACTOR × the median of the meter's
 * past months. Months of the current period are not "usual" (they may be the reading being replaced).
 */
export function abnormalTariffs(
  newValues: (number | null)[],
  previous: number[],
  history: MonthUse[],
  currentPeriod?: string,
): number[] {
  const current = currentPeriod ? monthOf(currentPeriod) : null;
  const past = current ? history.filter((m) => !monthOf(m.period)?.equals(current)) : history;
  const out: number[] = [];
  previous.forEach((floor, t) => {
    const value = newValues[t];
    if (value === null || value === undefined) return;
    const usual = past.map((m) => m.use[t]).filter((u): u is number => u !== null && u !== undefined);
    if (usual.length < MIN_MONTHS_FOR_WARNING) return;
    const mid = median(usual);
    if (mid === null || mid <= 0) return;
    if (value - floor > ABNORMAL_FACTOR * mid) out.push(t);
  });
  return out;
}
