import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { iconSource, MAX_ICON_BYTES } from "~/domain/config/icon";
import { upstreamFetcher } from "../api/client.server";

// The provider's icons (§3 siteIconFile, appIconFile) fetched for /favicon.ico and /app-icon.png.

const ICON_TIMEOUT_MS = 3_000;

/** The provider's icon a setting names (§3 siteIconFile, appIconFile; also the app icon), or null. */
export async function configuredIcon(
  context: Readonly<RouterContextProvider>,
  setting: unknown,
): Promise<Response | null> {
  const upstream = upstreamFetcher(context.get(cloudflareContext).env);
  const source = iconSource(setting, upstream.baseUrl);
  return source ? providerIcon(source.url, source.viaUpstream ? upstream.fetch : fetch) : null;
}

/** The provider's image, or null for anything else (an error, a page, a huge file, no answer in time). */
async function providerIcon(url: string, get: (r: Request) => Promise<Response>): Promise<Response | null> {
  try {
    const answer = await get(
      new Request(url, { headers: { client: "web" }, signal: AbortSignal.timeout(ICON_TIMEOUT_MS) }),
    );
    const type = answer.headers.get("content-type") ?? "";
    if (!answer.ok || !/^image\/[\w.+-]+/.test(type)) return null;
    const body = await answer.arrayBuffer();
    if (body.byteLength === 0 || body.byteLength > MAX_ICON_BYTES) return null;
    return new Response(body, {
      headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" },
    });
  } catch {
    return null;
  }
}
