// Apart from the reading rules (./reading.ts): the reading field cleans what is typed with this alone, and the
// rules load with the form's checks (decision 0019).

/** Only digits, dot and comma are kept as typed; a comma becomes a dot (§5). */
export function sanitizeReading(raw: string): string {
  return raw.replace(/[^\d.,]/g, "").replace(/,/g, ".");
}
