// §9: resources with an icon colour (cold water, hot water, gas, bottled gas, electricity, solid fuel,
// wastewater, thermal energy); anything else has none. Matched on the provider's resource name.
const COLORS: Array<[RegExp, string]> = [
  [/холодн/i, "#2B7BD6"],
  [/горяч|гвс/i, "#D64545"],
  [/баллон|сжиж/i, "#B7791F"],
  [/газ/i, "#D69E2E"],
  [/электр/i, "#C9A300"],
  [/тверд|твёрд|дров|уголь/i, "#7B5E3B"],
  [/водоотвед|стоки|канализ/i, "#4A6B5D"],
  [/тепл|отоплен/i, "#E0662B"],
];

export function resourceColor(resource: string): string | null {
  return COLORS.find(([re]) => re.test(resource))?.[1] ?? null;
}
