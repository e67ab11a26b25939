import { token } from "styled-system/tokens";
import { settings } from "~/server/context.server";
import { configuredIcon } from "~/server/icon.server";
import { accessibleBrand, parseThemeColor } from "~/domain/config/color";
import type { Route } from "./+types/favicon";

// /favicon.ico (issue 15 item 7): browsers ask for it on every site, so it never answers 404. The provider's
// icon (§3 siteIconFile, else appIconFile) when it is an image it serves; otherwise a house in the theme colour.

export async function loader({ context }: Route.LoaderArgs) {
  const config = await settings(context);
  const icon = await configuredIcon(context, config.siteIconFile ?? config.appIconFile);
  if (icon) return icon;
  const colour = parseThemeColor(config.color);
  return new Response(houseIcon(colour ? accessibleBrand(colour) : token("colors.palette.blue.600")), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });
}

/** A house on a rounded square; the colour is a #RRGGBB from parseThemeColor/accessibleBrand or the palette. */
function houseIcon(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/><path d="M16 6 5 15h3v11h6v-7h4v7h6V15h3z" fill="${token("colors.palette.white")}"/></svg>`;
}
