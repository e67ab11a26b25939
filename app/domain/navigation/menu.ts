import type { MobileAppSettings, User, UserAccount } from "../types";
import { BUILT_ROUTES, ROUTE_PATHS, type RouteName } from "./routes";

// Spec §2.2 and §6: which sections the configuration switches off, the menu, the start screen, root redirect.
export type Section = "Requests" | "Payment" | "Meters" | "Polls" | "Bills" | "Services";

const SECTION_BY_MENU_NAME: Record<string, Section> = {
  Заявки: "Requests",
  "Оплата ЖКУ": "Payment",
  "Показания счетчиков": "Meters",
  "Показания приборов": "Meters",
  Опросы: "Polls",
  Квитанции: "Bills",
  // The start screen's name for Services (§3); a menu entry so named switches the section like the others.
  "Наши услуги": "Services",
};

type Config = Pick<MobileAppSettings, "menu" | "showOurService" | "startScreen">;

/** A section is on unless its menu entry says visible: false; Services also needs showOurService (§2.2). */
export function isSectionVisible(config: Config, section: Section): boolean {
  if (section === "Services" && config.showOurService !== true) return false;
  const entries = (config.menu ?? []).filter((e) => SECTION_BY_MENU_NAME[e.name_app.trim()] === section);
  return entries.length === 0 || entries.some((e) => e.visible);
}

export type AccountFlags = UserAccount & {
  HideOnRequestsPage?: boolean;
  HouseCantCreateRequests?: boolean;
};

/**
 * Requests is hidden for OSS users, when the section is off, or when every linked account hides requests or
 * its house cannot create them. A resident with no accounts keeps the item: there is nothing to restrict.
 */
export function isRequestsItemVisible(config: Config, user: Pick<User, "accessOSS"> & { accounts: AccountFlags[] }) {
  if (user.accessOSS || !isSectionVisible(config, "Requests")) return false;
  const accounts = user.accounts;
  return accounts.length === 0 || !accounts.every((a) => a.HideOnRequestsPage || a.HouseCantCreateRequests);
}

export interface MenuItem {
  name: RouteName | "OssExternal";
  href: string;
  external?: boolean;
  /** Requests only: unread count, shown capped at 99+. */
  badge?: number;
}

export function buildMenu(
  config: Config,
  user: Pick<User, "accessOSS" | "showOSSLink"> & { accounts: AccountFlags[] },
  opts: { ossExternalUrl: string; built?: ReadonlySet<RouteName> },
): MenuItem[] {
  const built = opts.built ?? BUILT_ROUTES;
  // The menu offers a guarded screen only when its guard (canOpen) would let the resident in: an item that
  // bounces Home (Payment for accessOSS, §2.2, §6) is never shown.
  const wanted: Array<[RouteName, boolean]> = [
    ["Profile", true],
    ["Home", true],
    ["Payment", canOpen("Payment", config, user)],
    ["Meters", canOpen("Meters", config, user)],
    ["Polls", canOpen("Polls", config, user)],
    ["Requests", isRequestsItemVisible(config, user)],
    ["Services", canOpen("Services", config, user)],
    ["Oss", canOpen("Oss", config, user)],
    ["MobileApp", true],
  ];
  const items: MenuItem[] = wanted
    .filter(([name, show]) => show && built.has(name))
    .map(([name]) => ({ name, href: ROUTE_PATHS[name] }));
  if (user.showOSSLink && !user.accessOSS) {
    items.push({ name: "OssExternal", href: opts.ossExternalUrl, external: true });
  }
  return items;
}

export function formatBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

const START_SCREENS: Record<string, RouteName> = {
  События: "Home",
  Главная: "Home",
  Оплата: "Payment",
  Показания: "Meters",
  "Наши услуги": "Services",
  Заявки: "Requests",
};

const SECTION_OF: Partial<Record<RouteName, Section>> = {
  Payment: "Payment",
  Meters: "Meters",
  Services: "Services",
  Requests: "Requests",
  Polls: "Polls",
};

/** Whether a section-guarded screen may be opened; hidden sections send the resident Home (§2.2). */
export function canOpen(name: RouteName, config: Config, user: Pick<User, "accessOSS">): boolean {
  const section = SECTION_OF[name];
  if (section && !isSectionVisible(config, section)) return false;
  if (name === "Payment" && user.accessOSS) return false;
  if (name === "Requests" && user.accessOSS) return false;
  // Owners' meetings are for accessOSS residents only (§6); anyone else goes Home.
  if (name === "Oss" && !user.accessOSS) return false;
  return true;
}

/**
 * Whether the resident may order a service or goods: an order is a request the resident then follows, pays or
 * cancels on its page (§4 Cart), so it needs the Requests screen; an accessOSS resident has none (§6), nor does
 * anyone while the section is off (§2.2). Without it an order would be created and then unreachable (issue 31).
 */
export function canOrder(config: Config, user: Pick<User, "accessOSS">): boolean {
  return canOpen("Requests", config, user);
}

/** Where login lands (§2.2): the configured start screen when it exists and may be opened, otherwise Home. */
export function startScreenPath(
  config: Config,
  user: Pick<User, "accessOSS">,
  built: ReadonlySet<RouteName> = BUILT_ROUTES,
): string {
  const target = START_SCREENS[(config.startScreen ?? "").trim()] ?? "Home";
  return built.has(target) && canOpen(target, config, user) ? ROUTE_PATHS[target] : ROUTE_PATHS.Home;
}

/** `/`: anonymous residents go to Login, logged-in ones to Payment (§2.1), or Home where Payment is closed. */
export function rootRedirectPath(
  config: Config,
  user: Pick<User, "accessOSS"> | null,
  built: ReadonlySet<RouteName> = BUILT_ROUTES,
): string {
  if (!user) return ROUTE_PATHS.Login;
  return built.has("Payment") && canOpen("Payment", config, user) ? ROUTE_PATHS.Payment : ROUTE_PATHS.Home;
}

export type SlideId =
  "create_requests" | "discuss_requests" | "submit_readings" | "pay_bill" | "notifications" | "other";
const SLIDES: Array<[SlideId, Section | null]> = [
  ["create_requests", "Requests"],
  ["discuss_requests", "Requests"],
  ["submit_readings", "Meters"],
  ["pay_bill", "Payment"],
  ["notifications", null],
  ["other", null],
];

/** The intro carousel: at most 6 slides, those of a disabled menu section removed. */
export function introSlides(config: Config): SlideId[] {
  return SLIDES.filter(([, section]) => !section || isSectionVisible(config, section)).map(([id]) => id);
}
