import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading, link, text } from "styled-system/recipes";

/** An access guide in a frame, with its title and a link for browsers that block frames. */
export function GuidePage({ title, src }: { title: string; src: string | null }) {
  const { t } = useTranslation("support");
  return (
    <main
      id="main"
      aria-labelledby="guide-heading"
      className={css({ display: "grid", gridTemplateRows: "auto auto 1fr", minH: "100vh", p: "4", gap: "3" })}
    >
      <h1 id="guide-heading" className={heading({ level: "title" })}>
        {title}
      </h1>
      {src ? (
        <>
          <p className={text({ variant: "hint" })}>
            {t("support.guide_fallback")}{" "}
            <a href={src} className={link()} rel="noopener noreferrer" target="_blank">
              {t("support.guide_open")}
            </a>
          </p>
          <iframe
            src={src}
            title={title}
            className={css({ w: "full", minH: "80vh", borderWidth: "1px", borderColor: "border" })}
          />
        </>
      ) : (
        <p>{t("support.guide_missing")}</p>
      )}
    </main>
  );
}
