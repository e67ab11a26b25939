import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation, href } from "react-router";
import { css, cx } from "styled-system/css";
import { button, link, noJsOnly } from "styled-system/recipes";
import { bannerHiddenOn, BANNER_DELAY_MS } from "~/domain/support/banner";
import { useHydrated } from "./hooks";

interface Props {
  store: { platform: "android" | "ios"; href: string } | null;
}

/**
 * The install banner on Android and iOS phones (§4, §9). Without JS it sits at the foot of the page with a
 * dismiss button that is a form post; with JS the same element, hidden where scripts run, appears after 7 s (only
 * its classes change: the page the server rendered is the page that hydrated), and dismissing posts in the
 * background.
 * It slides up from below the screen's edge rather than popping in over the page: less of a jolt for someone
 * reading, and the browser does not take a bar that arrives 7 s late for the page's largest content
 * (Lighthouse's LCP, which no one's scrolling stops in a lab run, counted it at 7 s + load on every page where
 * the page's own largest text is smaller than the banner's).
 */
export function MobileBanner({ store }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!store) return;
    const timer = setTimeout(() => setDue(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store]);
  if (!store || bannerHiddenOn(pathname) || fetcher.state !== "idle" || fetcher.data) return null;
  const shown = hydrated && due;
  return (
    <aside
      aria-label={t("app.banner_label")}
      data-testid="mobile-banner"
      className={cx(
        shown
          ? css({ position: "fixed", animation: "bannerIn 0.4s ease-out", _motionReduce: { animation: "none" } })
          : noJsOnly(),
        css({
          insetX: "0",
          bottom: "0",
          zIndex: 40,
          bg: "surface",
          borderTopWidth: "1px",
          borderColor: "border",
          p: "3",
          boxShadow: "md",
        }),
      )}
    >
      {/* The layout inside: a display of the aside's own would outrank the recipe that hides it. */}
      <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
        <p className={css({ flex: "1", minW: "40" })}>{t("app.banner_text")}</p>
        <a href={store.href} className={button({ size: "sm" })} rel="noopener noreferrer" target="_blank">
          {store.platform === "ios" ? t("app.banner_app_store") : t("app.banner_google_play")}
        </a>
        <fetcher.Form method="post" action={href("/mp/banner")}>
          <input type="hidden" name="back" value={pathname + search} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className={link()}>
            {t("app.banner_dismiss")}
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
