import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { href, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { css, cx } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";
import type { ApiFailure } from "~/api/errors";

// The one error page: what every ErrorBoundary (root, the app layout, each section) and the unknown-path route
// render. Inside the app layout it fills the layout's <main>, so the header and the menu stay; `standalone`
// brings its own <main> where there is no shell to keep. It names itself in <title> (React puts it in <head>).

export type ErrorKind = "not_found" | "too_many" | "refused" | "failed";

/**
 * What the page says by the status it has when nothing more precise came with it: a request the portal does not
 * take (issue 15 item 4), whether its own guard, React Router (a POST to a page without an action) or an action
 * (a form without its fields) refused it.
 */
const REFUSED: Record<number, string> = {
  400: "errors.bad_form",
  405: "errors.method_not_allowed",
  413: "errors.too_large",
  415: "errors.unsupported_form",
};

/**
 * A thrown 404 is "no such page", a 429 "too many requests" (its failure says how long to wait), a refused
 * request (400, 405, 413, 415) "not accepted"; anything else (a failing loader, a render error) "could not be shown".
 */
export function errorKind(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return "failed";
  if (error.status === 404) return "not_found";
  if (error.status === 429) return "too_many";
  return error.status in REFUSED ? "refused" : "failed";
}

/** A loader may throw `data({ failure }, { status: 502 })`: its failure says what went wrong upstream. */
function failureOf(error: unknown): ApiFailure | null {
  if (!isRouteErrorResponse(error)) return null;
  const failure = (error.data as { failure?: ApiFailure } | null)?.failure;
  if (failure && typeof failure.key === "string") return failure;
  const refused = REFUSED[error.status];
  return refused ? { kind: "http", status: error.status, key: refused } : null;
}

const HEADINGS: Record<Exclude<ErrorKind, "not_found">, string> = {
  too_many: "errors.too_many_heading",
  refused: "errors.refused_heading",
  failed: "errors.page_heading",
};

export function ErrorPage({
  kind,
  failure = null,
  standalone = false,
}: {
  kind: ErrorKind;
  failure?: ApiFailure | null;
  standalone?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const notFound = kind === "not_found";
  const title = notFound ? t("not_found.title") : t(HEADINGS[kind]);
  const body = (
    <div className={card()}>
      <title>{title}</title>
      <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>
        {notFound ? t("not_found.page_does_not_exist") : title}
      </h1>
      {notFound ? null : (
        <p className={css({ mb: "2" })}>
          {failure ? (failure.text ?? t(failure.key, failure.params)) : t("errors.page_error")}
        </p>
      )}
      <p className={css({ display: "flex", gap: "4", flexWrap: "wrap" })}>
        {/* A plain link: the page is asked for again from the server (a GET), with or without JS. */}
        {notFound ? null : (
          <a href={pathname + search} className={linkCss}>
            {kind === "refused" ? t("errors.open_again") : t("errors.retry")}
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

/**
 * The same for a route outside every layout whose module has no component (logout, language): its
 * ErrorBoundary makes it a page route, so a refused request there gets this page, not React Router's bare JSON.
 */
export function StandaloneError() {
  return <RouteError error={useRouteError()} standalone />;
}
