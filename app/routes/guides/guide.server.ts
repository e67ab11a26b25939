import { allowSources } from "~/server/security-headers.server";
import { cloudflareContext } from "~/context";
import type { CspSource } from "~/domain/security/headers";
import type { Context } from "~/server/context.server";

export type GuideName = "ag" | "triniti";

const SETTING = { ag: "GUIDE_AG_URL", triniti: "GUIDE_TRINITI_URL" } as const;

/**
 * Where an access guide lives (§2.1 /ag, /triniti): its deployment setting, else the reference upstream's demo
 * page when the portal runs on it; null when neither (or the setting is not an http(s) URL). The page's CSP
 * opens frame-src for that origin only.
 */
export function guideSource(context: Context, request: Request, name: GuideName): string | null {
  const { env } = context.get(cloudflareContext);
  const origin = new URL(request.url).origin;
  const setting = env[SETTING[name]]?.trim();
  const raw = setting || (env.UPSTREAM_BASE_URL ? "" : `/__upstream/demo/guide/${name}`);
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    allowSources(context, "frame-src", url.origin === origin ? "'self'" : (url.origin as CspSource));
    return url.href;
  } catch {
    return null;
  }
}
