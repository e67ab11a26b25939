import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink } from "react-router";
import { css, cx } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { badge, button, link, text } from "styled-system/recipes";
import { formatBadge, type MenuItem } from "~/domain/navigation/menu";
import { useHydrated } from "./hooks";
import { LanguageSwitch } from "./LanguageSwitch";

interface Props {
  siteName: string | null;
  menu: MenuItem[];
  profileName: string;
  profileHref: string | null;
  supportHref: string | null;
}

/**
 * The app shell's header and menu (§2.2). Without JS the menu is always shown; with JS it folds behind the
 * mobile toggle below the desktop breakpoint (992 px).
 */
export function AppHeader({ siteName, menu, profileName, profileHref, supportHref }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const collapsed = hydrated && !open;
  return (
    <header className={css({ bg: "surface", borderBottomWidth: "1px", borderColor: "border" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", px: "4", py: "2", flexWrap: "wrap" })}>
        {hydrated ? (
          <button
            type="button"
            className={cx(button({ variant: "secondary", size: "sm" }), css({ hideFrom: "lg" }))}
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {t("nav.menu_toggle")}
          </button>
        ) : null}
        <Link to="/home" className={cx(text({ variant: "siteName" }), css({ mr: "auto" }))}>
          {siteName ?? t("app.name")}
        </Link>
        {supportHref ? (
          <Link to={supportHref} aria-label={t("nav.support_chat")} className={button({ variant: "ghost", size: "sm" })}>
            <span aria-hidden="true">💬</span>
          </Link>
        ) : null}
        {profileHref ? (
          <Link to={profileHref} aria-label={t("nav.profile_link", { name: profileName })} className={link()}>
            {profileName}
          </Link>
        ) : (
          <span data-testid="profile-name">{profileName}</span>
        )}
        <LanguageSwitch />
        <Form method="post" action="/logout">
          <button type="submit" className={button({ variant: "secondary", size: "sm" })}>
            {t("nav.logout")}
          </button>
        </Form>
      </div>
      <nav
        id="main-menu"
        aria-label={t("nav.label")}
        className={cx(css({ px: "4", pb: "2" }), collapsed ? css({ hideBelow: "lg" }) : undefined)}
      >
        <ul className={css({ display: "flex", gap: "1", flexWrap: "wrap", flexDirection: { base: "column", lg: "row" } })}>
          {menu.map((item) => (
            <li key={item.name}>
              {item.external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer" className={button({ variant: "ghost", size: "sm" })}>
                  {t(`nav.${item.name}`)} <span className={visuallyHidden()}>{t("nav.external")}</span>
                </a>
              ) : (
                <NavLink
                  to={item.href}
                  className={({ isActive }) => cx(button({ variant: isActive ? "secondary" : "ghost", size: "sm" }))}
                >
                  {t(`nav.${item.name}`)}
                  <Badge count={item.badge} />
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The unread count on a menu item, capped at 99+ (§2.2, §9). */
function Badge({ count }: { count?: number }) {
  const { t } = useTranslation();
  const text = formatBadge(count ?? 0);
  if (!text) return null;
  return (
    <span
      data-testid="menu-badge"
      className={cx(badge({ variant: "solid", tone: "danger", size: "sm" }), css({ ml: "1" }))}
    >
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHidden()}>{t("nav.unread", { n: text })}</span>
    </span>
  );
}
