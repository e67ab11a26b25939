import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useLocation, href } from "react-router";
import { css, cx } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { badge, button, link, menu as menuRecipe, text } from "styled-system/recipes";
import { formatBadge, type MenuItem } from "~/domain/navigation/menu";
import { DialogLink } from "./Dialog";
import { LanguageSwitch } from "./LanguageSwitch";

interface Props {
  siteName: string | null;
  menu: MenuItem[];
  profileName: string;
  profileHref: string | null;
  supportHref: string | null;
  /** The support chat as its dialog shows it over the page `from` (a route's: the app layout hands it down). */
  supportChat: (from: string, close: () => void) => ReactNode;
  /** Starts loading the chat's code (on hover or focus of the icon). */
  preloadChat?: () => void;
}

/**
 * The app shell's header and menu (§2.2). Below the desktop breakpoint (992 px) the menu folds behind its
 * toggle, a native disclosure, so it opens without JS too and every page starts with it closed; with JS
 * choosing an item (or any other move to a new page) closes it again.
 */
export function AppHeader({ siteName, menu, profileName, profileHref, supportHref, supportChat, preloadChat }: Props) {
  const { t } = useTranslation();
  const classes = menuRecipe();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.key]);
  // A click on an item closes the menu at once, before the next page's data arrives.
  const close = () => setOpen(false);
  const chatName = t("nav.support_chat");
  return (
    <header className={css({ bg: "surface", borderBottomWidth: "1px", borderColor: "border" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", px: "4", py: "2", flexWrap: "wrap" })}>
        <Link to={href("/home")} className={cx(text({ variant: "siteName" }), css({ mr: "auto" }))}>
          {siteName ?? t("app.name")}
        </Link>
        {supportHref ? (
          // The page it was opened from goes to the operator with the help-tree path (AddTechInfo). With JS the
          // chat opens in a dialog over this page (§2.2); without JS the icon is the link to the chat's page.
          <DialogLink
            to={`${supportHref}?${new URLSearchParams({ from: location.pathname })}`}
            ariaLabel={chatName}
            title={chatName}
            className={button({ variant: "ghost", size: "sm" })}
            label={<ChatIcon />}
            preload={preloadChat}
          >
            {(close) => supportChat(location.pathname, close)}
          </DialogLink>
        ) : null}
        {profileHref ? (
          <Link to={profileHref} aria-label={t("nav.profile_link", { name: profileName })} className={link()}>
            {profileName}
          </Link>
        ) : (
          <span data-testid="profile-name">{profileName}</span>
        )}
        <LanguageSwitch />
        <Form method="post" action={href("/logout")}>
          <button type="submit" className={button({ variant: "secondary", size: "sm" })}>
            {t("nav.logout")}
          </button>
        </Form>
      </div>
      <nav id="main-menu" aria-label={t("nav.label")} className={classes.root}>
        <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className={classes.details}>
          <summary className={classes.toggle}>
            {t("nav.menu_toggle")}
            <span aria-hidden="true" className={classes.indicator}>
              ▾
            </span>
          </summary>
          <ul className={classes.list}>
            {menu.map((item) => (
              <li key={item.name}>
                {item.external ? (
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={button({ variant: "ghost", size: "sm" })}
                    onClick={close}
                  >
                    {t(`nav.${item.name}`)} <span className={visuallyHidden()}>{t("nav.external")}</span>
                  </a>
                ) : (
                  <NavLink
                    to={item.href}
                    onClick={close}
                    className={({ isActive }) => cx(button({ variant: isActive ? "secondary" : "ghost", size: "sm" }))}
                  >
                    {t(`nav.${item.name}`)}
                    <Badge count={item.badge} />
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </details>
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

// Drawn, not the 💬 emoji: a system without a colour emoji font showed a missing-glyph box in the header.
function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}
