// §9: the resources that have an icon and a colour (cold water, hot water, gas, bottled gas, electricity, solid
// fuel, wastewater, thermal energy); anything else has none. Told apart by the provider's resource name, in
// Russian as providers send it (English spellings too). The colours are the theme's resource tokens and the
// icons app/ui/ResourceIcon.tsx, both keyed by the kind.

export const RESOURCE_KINDS = [
  "coldWater",
  "hotWater",
  "gas",
  "bottledGas",
  "electricity",
  "solidFuel",
  "wastewater",
  "heat",
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

// In this order: hot water before heat ("теплоноситель ГВС"), bottled gas before gas.
const MATCHERS: Array<[RegExp, ResourceKind]> = [
  [/холодн|\bcold/i, "coldWater"],
  [/горяч|гвс|\bhot\b/i, "hotWater"],
  [/баллон|сжиж|bottled|\blpg\b|propane|пропан/i, "bottledGas"],
  [/газ|\bgas\b/i, "gas"],
  [/электр|electric/i, "electricity"],
  [/тв[её]рд|дров|уг[оа]л|solid|coal|firewood/i, "solidFuel"],
  [/водоотвед|сто[кч]|канализ|waste|sewage/i, "wastewater"],
  [/тепл|отоплен|heat/i, "heat"],
];

/** The resource's kind, or null for a resource §9 gives no icon. */
export function resourceKind(resource: string | null | undefined): ResourceKind | null {
  const name = resource?.trim() ?? "";
  return name ? (MATCHERS.find(([re]) => re.test(name))?.[1] ?? null) : null;
}
