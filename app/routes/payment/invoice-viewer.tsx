import { allowSources } from "~/server/security-headers.server";
import { cloudflareContext } from "~/context";
import type { CspSource } from "~/domain/security/headers";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import type { Route } from "./+types/invoice-viewer";

export const handle: RouteHandle = { i18n: ["payment"], scripts: false };

/** Where the provider's invoice page lives: INVOICE_PAGE_URL with {token}, else the reference upstream's demo page. */
function invoicePageUrl(env: Env, token: string, origin: string): URL | null {
  const template = env.INVOICE_PAGE_URL?.trim() || (env.UPSTREAM_BASE_URL ? "" : "/__upstream/demo/invoice/{token}");
  if (!template || !token) return null;
  try {
    const url = new URL(template.replace("{token}", encodeURIComponent(token)), origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const page = invoicePageUrl(context.get(cloudflareContext).env, params.token, origin);
  // §8 Missing invoice token: logged, nothing shown.
  if (!page) console.warn("payment-invoice: no invoice page for this token");
  // Only this page embeds a frame, and only the provider's invoice page (everywhere else frame-src is 'none').
  if (page) allowSources(context, "frame-src", page.origin === origin ? "'self'" : (page.origin as CspSource));
  return { title: translator(context)("payment.invoice_title"), src: page?.href ?? null };
}

/** The payment-invoice viewer (§2.1): the provider's invoice page for the token in the route, in a frame. */
export default function InvoiceViewer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("payment");
  return (
    // Named: the provider's page in the frame may have a main landmark of its own.
    <main
      id="main"
      aria-labelledby="invoice-heading"
      className={css({ display: "grid", gridTemplateRows: "auto 1fr", minH: "100vh", p: "4", gap: "3" })}
    >
      <h1 id="invoice-heading" className={heading({ level: "title" })}>
        {t("payment.invoice_title")}
      </h1>
      {loaderData.src ? (
        <iframe
          src={loaderData.src}
          title={t("payment.invoice_frame")}
          className={css({ w: "full", minH: "80vh", borderWidth: "1px", borderColor: "border" })}
        />
      ) : null}
    </main>
  );
}
