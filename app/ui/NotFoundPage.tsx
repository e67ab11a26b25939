import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";

/** §2.1: any unknown path shows page_does_not_exist with a link back to the account home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className={page({ width: "sm", framed: true })}>
      <div className={card()}>
        <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{t("not_found.page_does_not_exist")}</h1>
        <Link to="/home" className={link()}>
          {t("not_found.back_home")}
        </Link>
      </div>
    </main>
  );
}
