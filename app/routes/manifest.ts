import { settings } from "~/server/context.server";
import { accessibleBrand, parseThemeColor } from "~/domain/config/color";
import { iconSource } from "~/domain/config/icon";
import { upstreamFetcher } from "~/api/client.server";
import { cloudflareContext } from "~/context";
import { getLocale } from "~/i18n/i18n.server";
import { translator } from "~/server/middleware.server";
import type { Route } from "./+types/manifest";

/**
 * /manifest.webmanifest (issue 19 item 5): the portal as an installable web app — the name from main_name, the
 * theme colour from color, the provider's icon when it has one and the built-in icons always (browsers need
 * known sizes to install).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const config = await settings(context);
  const colour = parseThemeColor(config.color);
  const name = config.main_name?.trim() || translator(context)("app.name");
  const provider = iconSource(
    config.appIconFile ?? config.siteIconFile,
    upstreamFetcher(context.get(cloudflareContext).env).baseUrl,
  );
  const manifest = {
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    lang: getLocale(context),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: colour ? accessibleBrand(colour) : "#1F6FB2",
    icons: [
      ...(provider ? [{ src: "/app-icon.png", sizes: "any", purpose: "any" }] : []),
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
