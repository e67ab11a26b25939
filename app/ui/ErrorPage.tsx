import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { href, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { css, cx } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";
import type { ApiFailure } from "~/api/errors";

// The one error page: what every ErrorBoundary (root, the app layout, each section) and the unknown-path route
// render. Inside the app layout it fills the layout's <main>, so the header and the menu stay; `standalone`
// brings its own <main> where there is no shell to keep. It names itself in <title> (React puts it in <head>).

export type ErrorKind = "not_found" | "too_many" | "failed";

/**
 * A thrown 404 is "no such page", a 429 "too many requests" (its failure says how long to wait); anything else
 * (a failing loader, a render error) is "could not be shown".
 */
export function errorKind(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return "failed";
  return error.status === 404 ? "not_found" : error.status === 429 ? "too_many" : "failed";
}

/** A loader may throw `data({ failure }, { status: 502 })`: its failure says what went wrong upstream. */
function failureOf(error: unknown): ApiFailure | null {
  if (!isRouteErrorResponse(error)) return null;
  const failure = (error.data as { failure?: ApiFailure } | null)?.failure;
  return failure && typeof failure.key === "string" ? failure : null;
}

export function ErrorPage({ kind, failure = null, standalone = false }: { kind: ErrorKind; failure?: ApiFailure | null; standalone?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const notFound = kind === "not_found";
  const title = notFound ? t("not_found.title") : kind === "too_many" ? t("errors.too_many_heading") : t("errors.page_heading");
  const body = (
    <div className={card()}>
      <title>{title}</title>
      <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{notFound ? t("not_found.page_does_not_exist") : title}</h1>
      {notFound ? null : <p className={css({ mb: "2" })}>{failure ? (failure.text ?? t(failure.key, failure.params)) : t("errors.page_error")}</p>}
      <p className={css({ display: "flex", gap: "4", flexWrap: "wrap" })}>
        {/* A plain link: the page is asked for again from the server, with or without JS. */}
        {notFound ? null : (
          <a href={pathname + search} className={linkCss}>
            {t("errors.retry")}
          </a>
        )}
        <Link to={href("/home")} className={linkCss}>
          {t("not_found.back_home")}
        </Link>
      </p>
    </div>
  );
  return standalone ? <Standalone>{body}</Standalone> : body;
}

const linkCss = link();

function Standalone({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={page({ width: "sm", framed: true })}>
      {children}
    </main>
  );
}

/** The error page for what a boundary caught; errors that are not a thrown response are logged too. */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage kind={errorKind(error)} failure={failureOf(error)} standalone={standalone} />;
}

/**
 * The ErrorBoundary of a screen inside the app layout: `export { SectionError as ErrorBoundary } from
 * "~/ui/ErrorPage"`. It reads the error itself: React Router hands props only to an ErrorBoundary declared in
 * the route module, not to a re-exported one.
 */
export function SectionError() {
  return <RouteError error={useRouteError()} />;
}
