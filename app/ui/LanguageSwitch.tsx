import { useLocation, href } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { LANGUAGES } from "~/i18n/config";

/**
 * A plain form post (no client routing): the server sets the language cookie and redirects back, and the
 * full reload brings the other language's texts, with or without JS.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <form
      method="post"
      action={href("/language")}
      className={css({ display: "flex", gap: "1" })}
      aria-label={t("language.switch_to")}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          aria-pressed={i18n.language === lng}
          className={button({ variant: i18n.language === lng ? "secondary" : "ghost", size: "sm" })}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </form>
  );
}
