import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { css, cx } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";
import type { DownloadFailed as Failed } from "~/server/download.server";

// The one page of a failed download (app/api/download.server.ts), under the download's own URL: inside the app
// layout it fills the layout's <main>, so the header and the menu stay; `standalone` (the request chat by code,
// in the empty layout) brings its own <main>. It names itself in <title>, as the error page does.

export function DownloadFailed({ failed, standalone = false }: { failed: Failed; standalone?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const title = failed.status === 404 ? t("errors.download_missing_heading") : t("errors.download_failed_heading");
  const body = (
    <div className={card()}>
      <title>{title}</title>
      <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{title}</h1>
      <p className={css({ mb: "2" })}>{failed.said.text ?? t(failed.said.key)}</p>
      <p className={css({ display: "flex", gap: "4", flexWrap: "wrap" })}>
        {/* A plain link: the file is asked for again as a document, with or without JS. */}
        {failed.retry ? (
          <a href={pathname + search} className={linkCss}>
            {t("errors.retry")}
          </a>
        ) : null}
        <Link to={failed.back} className={linkCss}>
          {t("errors.download_back")}
        </Link>
      </p>
    </div>
  );
  if (!standalone) return body;
  return (
    <main id="main" className={page({ width: "sm", framed: true })}>
      {body}
    </main>
  );
}

const linkCss = link();

/** A download route's `shouldRevalidate`: its page is never refreshed in place (its data request is no file). */
export const keepDownloadPage = () => false;
