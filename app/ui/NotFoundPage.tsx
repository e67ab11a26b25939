import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { card } from "styled-system/recipes";

/** §2.1: any unknown path shows page_does_not_exist with a link back to the account home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className={css({ maxW: "xl", mx: "auto", p: { base: "4", md: "8" } })}>
      <div className={card()}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "2" })}>{t("not_found.page_does_not_exist")}</h1>
        <Link to="/home" className={css({ color: "brand", textDecoration: "underline" })}>
          {t("not_found.back_home")}
        </Link>
      </div>
    </main>
  );
}
