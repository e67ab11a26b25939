import { token } from "styled-system/tokens";

// §9: resources with an icon colour (cold water, hot water, gas, bottled gas, electricity, solid fuel,
// wastewater, thermal energy); anything else has none. Matched on the provider's resource name. The colours
// are the theme's resource tokens (app/theme/tokens.ts).
const COLORS = [
  [/холодн/i, "colors.resource.coldWater"],
  [/горяч|гвс/i, "colors.resource.hotWater"],
  [/баллон|сжиж/i, "colors.resource.bottledGas"],
  [/газ/i, "colors.resource.gas"],
  [/электр/i, "colors.resource.electricity"],
  [/тверд|твёрд|дров|уголь/i, "colors.resource.solidFuel"],
  [/водоотвед|стоки|канализ/i, "colors.resource.wastewater"],
  [/тепл|отоплен/i, "colors.resource.heat"],
] as const;

/** The resource's colour as a CSS value (a theme variable), usable in `fill` or `style`. */
export function resourceColor(resource: string): string | null {
  const name = COLORS.find(([re]) => re.test(resource))?.[1];
  return name ? token.var(name) : null;
}
