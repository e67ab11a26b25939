import { redirect } from "react-router";
import { settings } from "~/server/context.server";
import { configuredIcon } from "~/server/icon.server";
import type { Route } from "./+types/app-icon";

/** The built-in icon (public/icons), a house in the portal's default colour, when the provider gives none. */
export const DEFAULT_ICON = "/icons/icon-512.png";

/**
 * /app-icon.png: the app's logo (the mobile app page, apple-touch-icon, the manifest): the provider's
 * appIconFile, else siteIconFile (§3), else the built-in icon.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const config = await settings(context);
  const icon = await configuredIcon(context, config.appIconFile ?? config.siteIconFile);
  if (icon) return icon;
  throw redirect(DEFAULT_ICON, { headers: { "Cache-Control": "public, max-age=3600" } });
}
