import { useEffect, useRef, useState, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { button, heading, jsOnly } from "styled-system/recipes";
import type { SlideId } from "~/domain/navigation/menu";

// The login/register intro (§2.3; §9: autoplay 5 s, at most 6 slides). One markup for the server and the
// browser: a CSS scroll-snap row of slides with a dot link to each (without JS the row scrolls by swipe, keys or
// the dots). With JS a small effect advances it every 5 s, with a visible pause/play button; it holds while the
// pointer is over it or the focus is inside, and does not start under prefers-reduced-motion (WCAG 2.2.2).
// Not Ark's carousel rendered directly: it cost 13.7 KiB brotli on /login, over the 120 KiB budget.

const AUTOPLAY_MS = 5000;
const slideId = (id: SlideId) => `intro-${id}`;

export function IntroSlides({ slides }: { slides: SlideId[] }) {
  const { t } = useTranslation("auth_layout");
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The resident's pause (or their reduced-motion setting); hovering and focus only hold it for a while.
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = slides.length;
  const playing = !stopped && !hovered && !focused && total > 1;

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const check = () => {
      if (reduce.matches) setStopped(true);
    };
    check();
    reduce.addEventListener("change", check);
    return () => reduce.removeEventListener("change", check);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      const el = track.current;
      if (el) el.scrollTo({ left: ((current + 1) % total) * el.clientWidth });
    }, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, current, total]);

  if (total === 0) return null;

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const next = (index + total) % total;
    // The row's CSS scroll-behavior makes it smooth, except under reduced motion.
    el.scrollTo({ left: next * el.clientWidth });
    setCurrent(next);
  };
  const label = (n: number) => t("auth_layout.slide_of", { n, total });
  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-label={t("auth_layout.intro")}
      aria-roledescription={t("auth_layout.carousel")}
      className={css({ w: "full", minW: "0", display: "grid", gap: "3" })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <div
        ref={track}
        // Focusable, so a keyboard scrolls the row without JS too (WCAG 2.1.1); the focus inside holds the
        // autoplay. A focusable scroll container is a named region, so the stop there says what it is.
        role="region"
        aria-label={t("auth_layout.slides_region")}
        tabIndex={0}
        aria-live={playing ? "off" : "polite"}
        className={rowStyle}
        onScroll={(event) => {
          const el = event.currentTarget;
          if (el.clientWidth > 0) setCurrent(Math.min(total - 1, Math.round(el.scrollLeft / el.clientWidth)));
        }}
      >
        {slides.map((id, index) => (
          <div
            key={id}
            id={slideId(id)}
            role="group"
            aria-roledescription={t("auth_layout.slide")}
            aria-label={label(index + 1)}
            className={slideStyle}
          >
            <h2 className={heading({ level: "title" })}>{t(`auth_layout.slides.${id}.title`)}</h2>
            <p>{t(`auth_layout.slides.${id}.text`)}</p>
          </div>
        ))}
      </div>
      <div className={css({ display: "flex", gap: "2", alignItems: "center", justifyContent: "center" })}>
        <button
          type="button"
          data-scope="carousel"
          data-part="autoplay-trigger"
          className={cx(button({ variant: "secondary", size: "sm" }), jsOnly())}
          onClick={() => setStopped((s) => !s)}
        >
          {t(stopped ? "auth_layout.play" : "auth_layout.pause")}
        </button>
        <button
          type="button"
          data-scope="carousel"
          data-part="prev-trigger"
          aria-label={t("auth_layout.prev_slide")}
          className={cx(button({ variant: "secondary", size: "sm" }), jsOnly())}
          onClick={() => go(current - 1)}
        >
          ‹
        </button>
        <div className={css({ display: "flex" })}>
          {slides.map((id, index) => (
            <a
              key={id}
              href={`#${slideId(id)}`}
              data-scope="carousel"
              data-part="indicator"
              aria-label={label(index + 1)}
              aria-current={index === current ? "true" : undefined}
              className={dotStyle}
              onClick={(event) => {
                event.preventDefault();
                go(index);
              }}
            />
          ))}
        </div>
        <button
          type="button"
          data-scope="carousel"
          data-part="next-trigger"
          aria-label={t("auth_layout.next_slide")}
          className={cx(button({ variant: "secondary", size: "sm" }), jsOnly())}
          onClick={() => go(current + 1)}
        >
          ›
        </button>
      </div>
    </section>
  );
}

const rowStyle = css({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollBehavior: "smooth",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "none",
  borderRadius: "lg",
  "&::-webkit-scrollbar": { display: "none" },
  "@media (prefers-reduced-motion: reduce)": { scrollBehavior: "auto" },
});

const slideStyle = css({
  scrollSnapAlign: "start",
  p: "6",
  bg: "brand",
  color: "brandFg",
  minH: "40",
  display: "grid",
  alignContent: "center",
  gap: "2",
});

// A 24 px target (WCAG 2.5.8) around a 12 px dot. Forced colours drop backgrounds: the dots are then rings in
// the link colour, the current one filled with it.
const dotStyle = css({
  w: "6",
  h: "6",
  display: "grid",
  placeItems: "center",
  _before: { content: '""', w: "3", h: "3", borderRadius: "full", bg: "border" },
  "&[aria-current=true]::before": { bg: "brand" },
  "@media (forced-colors: active)": {
    "&::before": { borderWidth: "2px", borderStyle: "solid", borderColor: "currentColor" },
    "&[aria-current=true]::before": { bg: "currentColor", forcedColorAdjust: "none" },
  },
});
