import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { css } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { button, heading, link, page, text } from "styled-system/recipes";
import { sessionContext, settings } from "~/server/context.server";
import { storePlatform } from "~/domain/support/platform";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import type { Route } from "./+types/mp";

export const handle: RouteHandle = { i18n: ["support"], description: "support.mp_meta_description", scripts: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await settings(context);
  const platform = storePlatform(request.headers.get("User-Agent"));
  const android = config.appLinkAndroid ?? null;
  const ios = config.appLinkIOS ?? null;
  const all = [
    ...(android ? [{ platform: "android" as const, href: android }] : []),
    ...(ios ? [{ platform: "ios" as const, href: ios }] : []),
  ];
  // §2.3: the store of the visitor's platform when it has a link; otherwise both.
  const own = all.filter((s) => s.platform === platform);
  return {
    title: translator(context)("support.mp_title"),
    siteName: config.main_name ?? null,
    signedIn: context.get(sessionContext).token !== null,
    stores: own.length ? own : all,
  };
}

/** The mobile app page (§2.1 /mp, §2.3): the app's logo and the store link for this phone, or both. */
export default function MobileApp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const site = loaderData.siteName ?? t("app.name");
  return (
    <main id="main" className={page({ width: "md", framed: true })}>
      <div className={css({ display: "grid", gap: "4", justifyItems: "start" })}>
        <img
          src="/app-icon.png"
          alt={t("support.mp_logo", { site })}
          width={96}
          height={96}
          className={css({ borderRadius: "xl" })}
        />
        <h1 className={heading({ level: "page" })}>{t("support.mp_heading")}</h1>
        <p>{t("support.mp_intro")}</p>
        {loaderData.stores.length ? (
          <nav aria-label={t("support.mp_stores")} className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            {loaderData.stores.map((s) => (
              <a
                key={s.platform}
                href={s.href}
                className={button()}
                rel="noopener noreferrer"
                target="_blank"
                data-store={s.platform}
              >
                {s.platform === "ios" ? t("support.app_store") : t("support.google_play")}
                <span className={visuallyHidden()}> {t("nav.external")}</span>
              </a>
            ))}
          </nav>
        ) : (
          <p className={text({ variant: "hint" })}>{t("support.mp_none")}</p>
        )}
        <Link to={loaderData.signedIn ? href("/home") : href("/login")} className={link()}>
          {loaderData.signedIn ? t("support.home") : t("support.login")}
        </Link>
      </div>
    </main>
  );
}
