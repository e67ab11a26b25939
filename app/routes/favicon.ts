import { token } from "styled-system/tokens";
import { settings } from "~/api/context.server";
import { upstreamFetcher } from "~/api/client.server";
import { cloudflareContext } from "~/context";
import { accessibleBrand, parseThemeColor } from "~/domain/config/color";
import { iconSource, MAX_ICON_BYTES } from "~/domain/config/icon";
import type { Route } from "./+types/favicon";

// /favicon.ico (issue 15 item 7): browsers ask for it on every site, so it never answers 404. The provider's
// icon (§3 siteIconFile, else appIconFile) when it is an image it serves; otherwise a house in the theme colour.

const ICON_TIMEOUT_MS = 3_000;

export async function loader({ context }: Route.LoaderArgs) {
  const config = await settings(context);
  const { env } = context.get(cloudflareContext);
  const upstream = upstreamFetcher(env);
  const source = iconSource(config.siteIconFile ?? config.appIconFile, upstream.baseUrl);
  const icon = source ? await providerIcon(source.url, source.viaUpstream ? upstream.fetch : fetch) : null;
  if (icon) return icon;
  const colour = parseThemeColor(config.color);
  return new Response(houseIcon(colour ? accessibleBrand(colour) : token("colors.palette.blue.600")), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });
}

/** The provider's image, or null for anything else (an error, a page, a huge file, no answer in time). */
async function providerIcon(url: string, get: (r: Request) => Promise<Response>): Promise<Response | null> {
  try {
    const answer = await get(new Request(url, { headers: { client: "web" }, signal: AbortSignal.timeout(ICON_TIMEOUT_MS) }));
    const type = answer.headers.get("content-type") ?? "";
    if (!answer.ok || !/^image\/[\w.+-]+/.test(type)) return null;
    const body = await answer.arrayBuffer();
    if (body.byteLength === 0 || body.byteLength > MAX_ICON_BYTES) return null;
    return new Response(body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" } });
  } catch {
    return null;
  }
}

/** A house on a rounded square; the colour is a #RRGGBB from parseThemeColor/accessibleBrand or the palette. */
function houseIcon(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/><path d="M16 6 5 15h3v11h6v-7h4v7h6V15h3z" fill="${token("colors.palette.white")}"/></svg>`;
}
