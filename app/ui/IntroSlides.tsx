import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading } from "styled-system/recipes";
import type { SlideId } from "~/domain/navigation/menu";
import { enhance } from "./enhance";

// The carousel is a comfort: its code loads only after hydration, keeping it out of the login page's budget.
const IntroCarousel = enhance(() => import("./IntroCarousel"));

/**
 * The login/register intro (§2.3). Without JS (and until the carousel arrives) the slides are a plain list
 * anyone can read; with JS they become the autoplaying carousel.
 */
export function IntroSlides({ slides }: { slides: SlideId[] }) {
  const { t } = useTranslation("auth_layout");
  if (slides.length === 0) return null;
  const list = (
    <ul
      className={css({
        display: "grid",
        gap: "3",
        gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
      })}
    >
      {slides.map((id) => (
        <li key={id} className={css({ p: "4", bg: "brand", color: "brandFg", borderRadius: "lg" })}>
          <h2 className={heading()}>{t(`auth_layout.slides.${id}.title`)}</h2>
          <p>{t(`auth_layout.slides.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={t("auth_layout.intro")} className={css({ w: "full", minW: "0" })}>
      <IntroCarousel slides={slides} fallback={list} />
    </section>
  );
}
