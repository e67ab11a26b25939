import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { card, heading, link, page, pageHeader } from "styled-system/recipes";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import type { PersonalDataText } from "./personal-data.server";
import { PersonalDataBody } from "./PersonalDataText";

/** /policy and /agreement: public pages (no login), the no-JS form of the modals on registration step 1. */
export function PersonalDataPage({ data }: { data: PersonalDataText }) {
  const { t } = useTranslation("personal_data");
  return (
    <main id="main" className={page({ width: "md", framed: true })}>
      <header className={pageHeader()}>
        <Link to={data.back} className={link()}>
          {t("personal_data.back")}
        </Link>
        <LanguageSwitch />
      </header>
      <h1 className={heading({ level: "page" })}>{data.title}</h1>
      <article className={card()}>
        <PersonalDataBody text={data.text} notice={data.notice} title={data.title} />
      </article>
    </main>
  );
}
