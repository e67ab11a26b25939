import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Links, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { css } from "styled-system/css";
import type { Route } from "./+types/root";
import { accessibleBrand, parseThemeColor } from "./domain/config/color";
import { getLocale, i18nextMiddleware } from "./i18n/i18n.server";
import { apiMiddleware, sessionContext, settings } from "./server/context.server";
import { crossSiteMiddleware, requestGuard, sessionMiddleware } from "./server/middleware.server";
import { takeDraft } from "./server/drafts.server";
import { RouteError } from "./ui/ErrorPage";
import { useDocumentParts } from "./ui/document";
import { descriptionKey, scriptsOff } from "./ui/no-scripts";
import { NoticesChannel } from "./ui/Notices";
import { PageTitle } from "./ui/PageTitle";
import { MobileBanner } from "./ui/MobileBanner";
import { bannerFor } from "./routes/mobile/banner.server";
import { rememberScripts } from "./session/scripts-hint";

export const middleware: Route.MiddlewareFunction[] = [
  crossSiteMiddleware,
  i18nextMiddleware,
  ...requestGuard,
  sessionMiddleware,
  apiMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Read the flash before any await: a sibling loader may flash a new notice (a 401) for the next page, and
  // reading consumes it. The session middleware commits the change.
  const session = context.get(sessionContext);
  const notices = session.takeNotices();
  const [config, draft] = await Promise.all([settings(context), takeDraft(context, request, session)]);
  const color = parseThemeColor(config.color);
  return data({
    locale: getLocale(context),
    brand: color ? accessibleBrand(color) : null,
    siteName: config.main_name ?? null,
    notices: draft ? [...notices, draft.notice] : notices,
    // A form's text kept through a new sign-in (issue 32 item 9): the form of that id shows it (useForm).
    draft: draft ? { form: draft.form, values: draft.values } : null,
    // One per page load: the creating forms send it back (<OnceField/>), so a double submit runs once.
    formToken: crypto.randomUUID(),
    // The install banner's store on a phone (§4), or null.
    banner: await bannerFor(request, config),
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { t, i18n } = useTranslation();
  const { nonce, styles } = useDocumentParts();
  const matches = useMatches();
  const scripts = !scriptsOff(matches);
  // Per page from its handle (in its own namespace, loaded with it), with the provider's name (§3 main_name).
  const description = t(descriptionKey(matches) ?? "app.meta_description", { site: root?.siteName ?? t("app.name") });
  return (
    <html lang={root?.locale ?? i18n.language ?? "ru"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The stylesheet in the document (decision 0028). A precedence makes it React's resource, written
            first in the head, which the browser's render (no text: only the server has it) finds by its href
            and leaves as it is. */}
        <style href="portal" precedence="default" nonce={nonce}>
          {styles ?? ""}
        </style>
        <meta name="description" content={description} />
        <link rel="icon" href="/favicon.ico" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/app-icon.png" />
        {root?.brand ? <meta name="theme-color" content={root.brand} /> : null}
        {/* A nonced element, not a style attribute: the CSP allows no inline style attributes. The brand is a
            #RRGGBB colour (accessibleBrand), so nothing else can reach the stylesheet. */}
        {root?.brand ? (
          // The browser hides a nonce from the DOM once the page has loaded, so hydration would call it a mismatch.
          <style nonce={nonce} suppressHydrationWarning>{`:root{--brand:${root.brand}}`}</style>
        ) : null}
        <PageTitle />
        <Links />
      </head>
      <body
        className={css({
          bg: "page",
          color: "text",
          minH: "100vh",
          fontFamily: "system-ui, sans-serif",
          lineHeight: "1.5",
        })}
      >
        {children}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Browser tests wait for this marker before clicking, so they never race hydration.
    document.documentElement.dataset.hydrated = "true";
    rememberScripts();
  }, []);
  // The flashed notices (loaderData.notices) join every route's in the one region the channel renders.
  return (
    <NoticesChannel>
      <Outlet />
      <MobileBanner store={loaderData.banner} />
    </NoticesChannel>
  );
}

/** Errors no layout caught (the root loader's own, pages outside the app layout): no shell to keep. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} standalone />;
}
