/** The header's profile link: surname plus the first initial, "Иванов И." (§2.2). */
export function shortName(fio: string): string {
  const [surname, first] = fio.trim().split(/\s+/);
  if (!surname) return "";
  return first ? `${surname} ${first[0]!.toUpperCase()}.` : surname;
}
