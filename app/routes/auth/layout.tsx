import { settings } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { css, cx } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { link, text } from "styled-system/recipes";
import { introSlides } from "~/domain/navigation/menu";
import { pathIfBuilt } from "~/domain/navigation/routes";

import { IntroSlides } from "~/ui/IntroSlides";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["auth_layout"] };

export async function loader({ context }: Route.LoaderArgs) {
  const config = await settings(context);
  return {
    slides: introSlides(config),
    siteName: config.main_name ?? null,
    phone: config.phone ?? null,
    android: config.appLinkAndroid ?? null,
    ios: config.appLinkIOS ?? null,
  };
}

/** The login/register layout (§2.3): a form pane and the intro carousel. */
export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth_layout");
  const { pathname } = useLocation();
  const policy = pathname.startsWith("/register") ? null : pathIfBuilt("Policy");
  const support = pathIfBuilt("SupportChat");
  const feedback = pathname.startsWith("/feedback") ? null : pathIfBuilt("Feedback");
  return (
    <div
      className={css({
        minH: "100vh",
        display: "grid",
        gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "480px minmax(0, 1fr)" },
      })}
    >
      <div
        className={css({ bg: "surface", p: { base: "4", md: "8" }, display: "grid", gap: "6", alignContent: "start" })}
      >
        <header
          className={css({
            display: "flex",
            justifyContent: "space-between",
            alignItems: "center",
            gap: "4",
            flexWrap: "wrap",
          })}
        >
          <p className={cx(text({ variant: "siteName" }), css({ fontSize: "lg" }))}>
            {loaderData.siteName ?? t("app.name")}
          </p>
          <LanguageSwitch />
        </header>
        <main id="main">
          <Outlet />
        </main>
        <footer className={css({ display: "grid", gap: "2", fontSize: "sm" })}>
          {loaderData.phone ? (
            <a href={`tel:${loaderData.phone.replace(/[^\d+]/g, "")}`} className={link()}>
              {t("auth_layout.call_us", { phone: loaderData.phone })}
            </a>
          ) : null}
          {policy ? (
            <Link to={policy} className={link()}>
              {t("auth_layout.policy")}
            </Link>
          ) : null}
          {feedback ? (
            <Link to={feedback} className={link()}>
              {t("auth_layout.feedback")}
            </Link>
          ) : null}
          {support ? (
            <Link to={support} className={link()}>
              {t("auth_layout.support_without_login")}
            </Link>
          ) : null}
          {loaderData.android || loaderData.ios ? (
            <nav aria-label={t("auth_layout.stores")} className={css({ display: "flex", gap: "4", flexWrap: "wrap" })}>
              {loaderData.android ? (
                <a href={loaderData.android} className={link()} rel="noopener noreferrer" target="_blank">
                  {t("auth_layout.google_play")} <span className={visuallyHidden()}>{t("nav.external")}</span>
                </a>
              ) : null}
              {loaderData.ios ? (
                <a href={loaderData.ios} className={link()} rel="noopener noreferrer" target="_blank">
                  {t("auth_layout.app_store")} <span className={visuallyHidden()}>{t("nav.external")}</span>
                </a>
              ) : null}
            </nav>
          ) : null}
        </footer>
      </div>
      <aside className={css({ p: { base: "4", md: "8" }, display: "grid", alignContent: "center", minW: "0" })}>
        <IntroSlides slides={loaderData.slides} />
      </aside>
    </div>
  );
}
