import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { css } from "styled-system/css";
import { badge, card, heading, link, page, text } from "styled-system/recipes";
import type { ContentItem } from "./content.server";

// One page for a news item and an announcement (§2.1): header, date, picture, the full text, the files, a way
// back. `html` went through safeHtml on the server (decision 0018): the only markup put into the page as is.

export const proseClass = css({
  display: "grid",
  gap: "3",
  "& ul": { listStyleType: "disc", pl: "6" },
  "& ol": { listStyleType: "decimal", pl: "6" },
  "& a": { color: "brand", textDecoration: "underline" },
  "& table": { borderCollapse: "collapse" },
  "& td, & th": { borderWidth: "1px", borderColor: "border", px: "2", py: "1" },
});

export function ContentPage({ item }: { item: ContentItem }) {
  const { t } = useTranslation("home");
  return (
    <article className={page({ width: "md" })}>
      <p>
        <Link to={href("/home")} className={link()}>
          {t("home.back")}
        </Link>
      </p>
      <header className={css({ display: "grid", gap: "2" })}>
        <h1 className={heading({ level: "page" })}>{item.header}</h1>
        <p className={text({ variant: "hint" })}>
          {item.emergency ? (
            <>
              <span className={badge({ tone: "danger", variant: "solid" })}>{t("home.emergency")}</span>{" "}
            </>
          ) : null}
          {t("home.created", { date: item.created })}
        </p>
      </header>
      <div className={card({ stack: true })}>
        {/* The picture illustrates the text, which says everything: no alternative text to add. */}
        {item.image ? (
          <img src={item.image} alt="" className={css({ maxW: "full", h: "auto", borderRadius: "md" })} />
        ) : null}
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: item.html }} />
      </div>
      {item.files.length > 0 ? (
        <section className={card({ stack: true })} aria-labelledby="files-heading">
          <h2 id="files-heading" className={heading()}>
            {t("home.files")}
          </h2>
          <ul className={css({ display: "grid", gap: "2" })}>
            {item.files.map((f) => (
              <li key={f.href}>
                {/* A document link without `download`: a failure shows its page instead of a broken file. */}
                <a href={f.href} className={link()}>
                  {f.name}
                </a>
                {f.description ? <span className={text({ variant: "hint" })}> — {f.description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
