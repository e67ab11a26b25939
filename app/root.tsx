import { useEffect, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { css } from "styled-system/css";
import { heading, page } from "styled-system/recipes";
import type { Route } from "./+types/root";
import { accessibleBrand, parseThemeColor } from "./domain/config/color";
import { getLocale, i18nextMiddleware } from "./i18n/i18n.server";
import stylesHref from "./index.css?url";
import { crossSiteMiddleware, services, sessionMiddleware } from "./session/middleware.server";
import type { Notice } from "./session/notice";
import { NotFoundPage } from "./ui/NotFoundPage";
import { Notices } from "./ui/Notices";

export const middleware: Route.MiddlewareFunction[] = [crossSiteMiddleware, i18nextMiddleware, sessionMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export async function loader({ context }: Route.LoaderArgs) {
  const svc = services(context);
  // Read the flash before any await: a sibling loader may flash a new notice (a 401) for the next page, and
  // reading consumes it. The session middleware commits the change.
  const notices = (svc.session.get("notices") as Notice[] | undefined) ?? [];
  const config = await svc.config();
  const color = parseThemeColor(config.color);
  return data({
    locale: getLocale(context),
    brand: color ? accessibleBrand(color) : null,
    siteName: config.main_name ?? null,
    notices,
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const style = root?.brand ? ({ "--brand": root.brand } as CSSProperties) : undefined;
  return (
    <html lang={root?.locale ?? i18n.language ?? "ru"} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.brand ? <meta name="theme-color" content={root.brand} /> : null}
        <Meta />
        <Links />
      </head>
      <body className={css({ bg: "page", color: "text", minH: "100vh", fontFamily: "system-ui, sans-serif", lineHeight: "1.5" })}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Browser tests wait for this marker before clicking, so they never race hydration.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Notices notices={loaderData.notices} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className={page({ width: "sm", framed: true })}>
      <h1 className={heading({ level: "page" })}>{t("errors.title")}</h1>
      <p>{t("errors.page_error")}</p>
      <a href="/">{t("not_found.back_home")}</a>
    </main>
  );
}
