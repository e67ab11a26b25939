import { Carousel } from "@ark-ui/react/carousel";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import type { SlideId } from "~/domain/navigation/menu";
import { useHydrated } from "./hooks";

const AUTOPLAY_MS = 5000;

/**
 * The login/register intro (§2.3, §9: autoplay 5 s, at most 6 slides). Without JS the slides are a
 * scroll-snap strip a resident can scroll through; the controls and autoplay come with JS.
 */
export function IntroCarousel({ slides }: { slides: SlideId[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (slides.length === 0) return null;
  return (
    <section aria-label={t("auth_layout.intro")} className={css({ w: "full" })}>
      <Carousel.Root slideCount={slides.length} autoplay={hydrated ? { delay: AUTOPLAY_MS } : false} loop>
        <Carousel.ItemGroup className={css({ borderRadius: "lg" })}>
          {slides.map((id, index) => (
            <Carousel.Item
              key={id}
              index={index}
              aria-label={t("auth_layout.slide_of", { n: index + 1, total: slides.length })}
              // Before hydration nothing scrolls the strip, so no slide may be hidden from screen readers.
              {...(hydrated ? {} : { "aria-hidden": false })}
              className={css({ p: "6", bg: "brand", color: "brandFg", minH: "40", display: "grid", alignContent: "center", gap: "2" })}
            >
              <h2 className={css({ fontSize: "xl", fontWeight: "bold" })}>{t(`auth_layout.slides.${id}.title`)}</h2>
              <p>{t(`auth_layout.slides.${id}.text`)}</p>
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        {hydrated ? (
          <Carousel.Control className={css({ display: "flex", gap: "2", alignItems: "center", justifyContent: "center", mt: "3" })}>
            <Carousel.PrevTrigger className={button({ variant: "secondary", size: "sm" })} aria-label={t("auth_layout.prev_slide")}>
              ‹
            </Carousel.PrevTrigger>
            <Carousel.IndicatorGroup className={css({ display: "flex", gap: "1" })}>
              {slides.map((id, index) => (
                <Carousel.Indicator
                  key={id}
                  index={index}
                  aria-label={t("auth_layout.slide_of", { n: index + 1, total: slides.length })}
                  className={css({ w: "3", h: "3", borderRadius: "full", bg: "border", "&[data-current]": { bg: "brand" } })}
                />
              ))}
            </Carousel.IndicatorGroup>
            <Carousel.NextTrigger className={button({ variant: "secondary", size: "sm" })} aria-label={t("auth_layout.next_slide")}>
              ›
            </Carousel.NextTrigger>
          </Carousel.Control>
        ) : null}
      </Carousel.Root>
    </section>
  );
}
