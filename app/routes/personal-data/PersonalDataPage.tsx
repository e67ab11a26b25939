import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { card } from "styled-system/recipes";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import type { PersonalDataText } from "./personal-data.server";
import { PersonalDataBody } from "./PersonalDataText";

/** /policy and /agreement: public pages (no login), the no-JS form of the modals on registration step 1. */
export function PersonalDataPage({ data }: { data: PersonalDataText }) {
  const { t } = useTranslation("personal_data");
  return (
    <main id="main" className={css({ maxW: "3xl", mx: "auto", p: { base: "4", md: "8" }, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4" })}>
      <header className={css({ display: "flex", justifyContent: "space-between", gap: "4", flexWrap: "wrap", alignItems: "center" })}>
        <Link to={data.back} className={css({ color: "brand", textDecoration: "underline" })}>
          {t("personal_data.back")}
        </Link>
        <LanguageSwitch />
      </header>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{data.title}</h1>
      <article className={card()}>
        <PersonalDataBody text={data.text} notice={data.notice} />
      </article>
    </main>
  );
}
