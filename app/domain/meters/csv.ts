import type { Reading } from "./consumption";

// CSV export of a meter's history (beyond the spec): RFC 4180 quoting, a BOM and ";" so spreadsheet programs
// with a Russian locale open it in columns.

const SEP = ";";

function cell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Numbers with a decimal comma, as Russian spreadsheets expect. */
const num = (n: number | null) => (n === null ? "" : String(n).replace(".", ","));

export function historyCsv(
  readings: Reading[],
  header: { period: string; tariffs: string[]; kind: string; accepted: string },
  yes: string,
  no: string,
): string {
  const rows = [[header.period, ...header.tariffs, header.kind, header.accepted]];
  for (const r of [...readings].reverse()) {
    rows.push([r.label, ...header.tariffs.map((_, t) => num(r.values[t] ?? null)), r.kind, r.accepted ? yes : no]);
  }
  return `\uFEFF${rows.map((row) => row.map(cell).join(SEP)).join("\r\n")}\r\n`;
}
