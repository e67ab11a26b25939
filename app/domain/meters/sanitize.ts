// Apart from the reading rules (./reading.ts): the reading field cleans what is typed with this alone, and the
// rules load with the form's checks (decision 0019).

/** Only digits, dot and comma are kept as typed; a comma becomes a dot (§5). */
export function sanitizeReading(raw: string): string {
  return raw.replace(/[^\d.,]/g, "").replace(/,/g, ".");
}

/**
 * What the field keeps as it is typed with JS: sanitizeReading, and no second point (a reading has one, and
 * "123.45.6" is no number). Posted values are not cleaned this way: parseReading refuses them with a message.
 */
export function sanitizeTyped(raw: string): string {
  const clean = sanitizeReading(raw);
  const point = clean.indexOf(".");
  return point < 0 ? clean : clean.slice(0, point + 1) + clean.slice(point + 1).replaceAll(".", "");
}
