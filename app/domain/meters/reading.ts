// Spec §5 Meter reading: what a reading field accepts and when a reading is refused.
import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { sanitizeReading, sanitizeTyped } from "./sanitize";

export { sanitizeReading, sanitizeTyped };

/**
 * A field as a number: digits with at most one dot or comma; null when empty or not a number. Other characters
 * are refused rather than dropped: without JS nothing cleaned them while typing.
 */
export function parseReading(raw: string): number | null {
  if (/[^\d.,\s]/.test(raw)) return null;
  const s = sanitizeReading(raw.trim());
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return Number(s);
}

/**
 * Not in the spec (issue 14): the most digits a reading has before and after the point. 9 + 3 is 12 significant
 * digits, which a double carries exactly: the number sent as JSON, stored by the provider and shown again is the
 * one typed (20 nines came back as 100000000000000000000). Leading zeros, as a meter's dial shows them, do not count.
 */
export const READING_DIGITS = { whole: 9, decimals: 3 } as const;

/** Whether a reading (one number, as parseReading takes it) has no more digits than READING_DIGITS. */
export function readingFits(raw: string): boolean {
  const [whole = "", decimals = ""] = sanitizeReading(raw.trim()).split(".");
  return whole.replace(/^0+/, "").length <= READING_DIGITS.whole && decimals.length <= READING_DIGITS.decimals;
}

export const READING_FIELDS = ["Value", "ValueT2", "ValueT3"] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

/**
 * A reading, per field as named in the save payload: every tariff needs a number of at most READING_DIGITS, and
 * none may be below the previous value of its tariff ('Новое значение не может быть меньше предыдущего'). The
 * value: one number per tariff; fields beyond the meter's tariffs are ignored.
 */
export function readingValues(
  input: Partial<Record<ReadingField, string>>,
  previous: number[],
): Checked<number[], ReadingField> {
  const issues: FieldIssue<ReadingField>[] = [];
  const values = previous.map((floor, t) => {
    const field = READING_FIELDS[t]!;
    const raw = input[field] ?? "";
    const n = parseReading(raw);
    if (raw.trim() === "") issues.push({ field, key: "forms.field_required" });
    else if (n === null) issues.push({ field, key: "forms.wrong_format" });
    else if (!readingFits(raw)) issues.push({ field, key: "meters.reading_digits", params: READING_DIGITS });
    else if (n < floor) issues.push({ field, key: "meters.new_value_cannot_be_less" });
    return n ?? 0;
  });
  return checked(issues, () => values);
}
