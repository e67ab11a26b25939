import { Carousel } from "@ark-ui/react/carousel";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button, heading } from "styled-system/recipes";
import type { SlideId } from "~/domain/navigation/menu";

const AUTOPLAY_MS = 5000;

/** The intro carousel with JS (§9: autoplay 5 s, at most 6 slides); loaded lazily by IntroSlides. */
export default function IntroCarousel({ slides }: { slides: SlideId[] }) {
  const { t } = useTranslation("auth_layout");
  return (
    <Carousel.Root slideCount={slides.length} autoplay={{ delay: AUTOPLAY_MS }} loop>
      <Carousel.ItemGroup className={css({ borderRadius: "lg" })}>
        {slides.map((id, index) => (
          <Carousel.Item
            key={id}
            index={index}
            aria-label={t("auth_layout.slide_of", { n: index + 1, total: slides.length })}
            className={css({
              p: "6",
              bg: "brand",
              color: "brandFg",
              minH: "40",
              display: "grid",
              alignContent: "center",
              gap: "2",
            })}
          >
            <h2 className={heading({ level: "title" })}>{t(`auth_layout.slides.${id}.title`)}</h2>
            <p>{t(`auth_layout.slides.${id}.text`)}</p>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control
        className={css({ display: "flex", gap: "2", alignItems: "center", justifyContent: "center", mt: "3" })}
      >
        <Carousel.PrevTrigger
          className={button({ variant: "secondary", size: "sm" })}
          aria-label={t("auth_layout.prev_slide")}
        >
          ‹
        </Carousel.PrevTrigger>
        <Carousel.IndicatorGroup className={css({ display: "flex", gap: "0" })}>
          {slides.map((id, index) => (
            <Carousel.Indicator
              key={id}
              index={index}
              aria-label={t("auth_layout.slide_of", { n: index + 1, total: slides.length })}
              // A 24 px target (WCAG 2.5.8, Lighthouse's target-size) around a 12 px dot.
              className={css({
                w: "6",
                h: "6",
                display: "grid",
                placeItems: "center",
                cursor: "pointer",
                _before: { content: '""', w: "3", h: "3", borderRadius: "full", bg: "border" },
                "&[data-current]::before": { bg: "brand" },
              })}
            />
          ))}
        </Carousel.IndicatorGroup>
        <Carousel.NextTrigger
          className={button({ variant: "secondary", size: "sm" })}
          aria-label={t("auth_layout.next_slide")}
        >
          ›
        </Carousel.NextTrigger>
      </Carousel.Control>
    </Carousel.Root>
  );
}
