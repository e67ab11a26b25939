import { describe, expect, it } from "vitest";
import type { RouteName } from "./routes";
import {
  buildMenu,
  canOpen,
  canOrder,
  formatBadge,
  introSlides,
  isRequestsItemVisible,
  isSectionVisible,
  rootRedirectPath,
  startScreenPath,
} from "./menu";

const ALL: ReadonlySet<RouteName> = new Set<RouteName>([
  "Profile",
  "Home",
  "Payment",
  "Meters",
  "Requests",
  "Services",
  "Oss",
  "MobileApp",
  "Login",
]);
const on = { menu: [], showOurService: true, startScreen: "Главная" };
const resident = { accessOSS: false, showOSSLink: false, accounts: [{ Ident: "1", Address: "a", houseId: 1 }] };
const opts = { ossExternalUrl: "https://oss.example", built: ALL };

describe("isSectionVisible", () => {
  it("treats a section without a menu entry as visible", () => {
    expect(isSectionVisible(on, "Payment")).toBe(true);
  });
  it("hides a section whose entry is invisible, under either meters spelling", () => {
    expect(isSectionVisible({ ...on, menu: [{ name_app: "Оплата ЖКУ", visible: false }] }, "Payment")).toBe(false);
    expect(isSectionVisible({ ...on, menu: [{ name_app: "Показания приборов", visible: false }] }, "Meters")).toBe(
      false,
    );
    expect(isSectionVisible({ ...on, menu: [{ name_app: "Показания счетчиков", visible: true }] }, "Meters")).toBe(
      true,
    );
  });
  it("ties Services to showOurService", () => {
    expect(isSectionVisible({ ...on, showOurService: false }, "Services")).toBe(false);
    expect(isSectionVisible({ ...on, showOurService: undefined }, "Services")).toBe(false);
    expect(isSectionVisible(on, "Services")).toBe(true);
  });

  it("switches Services off by its menu entry too, even with showOurService", () => {
    expect(isSectionVisible({ ...on, menu: [{ name_app: "Наши услуги", visible: false }] }, "Services")).toBe(false);
    expect(isSectionVisible({ ...on, menu: [{ name_app: "Наши услуги", visible: true }] }, "Services")).toBe(true);
  });
});

describe("buildMenu", () => {
  const names = (m: ReturnType<typeof buildMenu>) => m.map((i) => i.name);

  it("lists the full menu in spec order for a plain resident", () => {
    expect(names(buildMenu(on, resident, opts))).toEqual([
      "Profile",
      "Home",
      "Payment",
      "Meters",
      "Requests",
      "Services",
      "MobileApp",
    ]);
  });
  it("gives OSS users the meetings item and takes Requests away", () => {
    const m = names(buildMenu(on, { ...resident, accessOSS: true }, opts));
    expect(m).toContain("Oss");
    expect(m).not.toContain("Requests");
    expect(m).not.toContain("OssExternal");
  });
  it("shows the external meetings link for showOSSLink without access", () => {
    const m = buildMenu(on, { ...resident, showOSSLink: true }, opts);
    expect(m.at(-1)).toEqual({ name: "OssExternal", href: "https://oss.example", external: true });
    expect(names(m)).not.toContain("Oss");
  });
  it("drops Services without showOurService and hidden sections", () => {
    const cfg = { ...on, showOurService: false, menu: [{ name_app: "Заявки", visible: false }] };
    const m = names(buildMenu(cfg, resident, opts));
    expect(m).not.toContain("Services");
    expect(m).not.toContain("Requests");
  });
  it("does not offer Payment to accessOSS residents, whom the payment page sends Home (§2.2, §6)", () => {
    expect(names(buildMenu(on, { ...resident, accessOSS: true }, opts))).toEqual([
      "Profile",
      "Home",
      "Meters",
      "Services",
      "Oss",
      "MobileApp",
    ]);
  });
  it("offers no item whose screen the guard would bounce, for any resident and any section switched off", () => {
    const who = [
      resident,
      { ...resident, accessOSS: true },
      { ...resident, showOSSLink: true },
      { ...resident, accessOSS: true, showOSSLink: true },
    ];
    const hiding = ["Заявки", "Оплата ЖКУ", "Показания счетчиков", "Опросы", "Квитанции"].map((name) => ({
      ...on,
      menu: [{ name_app: name, visible: false }],
    }));
    for (const cfg of [on, { ...on, showOurService: false }, ...hiding]) {
      for (const user of who) {
        for (const item of buildMenu(cfg, user, opts)) {
          if (!item.external)
            expect(
              canOpen(item.name as RouteName, cfg, user),
              `${item.name} for ${JSON.stringify(user)} with ${JSON.stringify(cfg)}`,
            ).toBe(true);
        }
      }
    }
  });
  it("lists Polls after Meters, and not when the menu setting switches the section off (§2.2)", () => {
    const built = { ...opts, built: new Set<RouteName>([...ALL, "Polls"]) };
    expect(names(buildMenu(on, resident, built))).toEqual([
      "Profile",
      "Home",
      "Payment",
      "Meters",
      "Polls",
      "Requests",
      "Services",
      "MobileApp",
    ]);
    const off = { ...on, menu: [{ name_app: "Опросы", visible: false }] };
    expect(names(buildMenu(off, resident, built))).not.toContain("Polls");
    expect(canOpen("Polls", off, resident)).toBe(false);
    expect(canOpen("Polls", { ...on, menu: [{ name_app: "Опросы", visible: true }] }, resident)).toBe(true);
  });
  it("leaves out screens that are not built yet", () => {
    const m = names(buildMenu(on, resident, { ...opts, built: new Set<RouteName>(["Home"]) }));
    expect(m).toEqual(["Home"]);
  });
});

describe("isRequestsItemVisible", () => {
  it("hides Requests when every account hides requests or cannot create them", () => {
    const accounts = [
      { Ident: "1", Address: "a", houseId: 1, HideOnRequestsPage: true },
      { Ident: "2", Address: "b", houseId: 2, HouseCantCreateRequests: true },
    ];
    expect(isRequestsItemVisible(on, { accessOSS: false, accounts })).toBe(false);
    expect(isRequestsItemVisible(on, { accessOSS: false, accounts: [...accounts, resident.accounts[0]!] })).toBe(true);
  });
  it("keeps Requests for a resident with no accounts", () => {
    expect(isRequestsItemVisible(on, { accessOSS: false, accounts: [] })).toBe(true);
  });
});

describe("canOrder (issue 31 item 2)", () => {
  it("lets a resident with the Requests screen order", () => {
    expect(canOrder(on, { accessOSS: false })).toBe(true);
  });
  it("refuses an accessOSS resident, whose order would land on a screen they cannot open (§6)", () => {
    expect(canOrder(on, { accessOSS: true })).toBe(false);
  });
  it("refuses everyone while the Requests section is off (§2.2)", () => {
    expect(canOrder({ ...on, menu: [{ name_app: "Заявки", visible: false }] }, { accessOSS: false })).toBe(false);
  });
});

describe("start screen and root redirect", () => {
  it("maps every start screen value", () => {
    const user = { accessOSS: false };
    expect(startScreenPath({ ...on, startScreen: "Оплата" }, user, ALL)).toBe("/payment");
    expect(startScreenPath({ ...on, startScreen: "Показания" }, user, ALL)).toBe("/meters");
    expect(startScreenPath({ ...on, startScreen: "Наши услуги" }, user, ALL)).toBe("/services");
    expect(startScreenPath({ ...on, startScreen: "Заявки" }, user, ALL)).toBe("/requests");
    expect(startScreenPath({ ...on, startScreen: "События" }, user, ALL)).toBe("/home");
    expect(startScreenPath({ ...on, startScreen: "Главная" }, user, ALL)).toBe("/home");
  });
  it("defaults to Home for unknown, hidden, closed or unbuilt screens", () => {
    const user = { accessOSS: false };
    expect(startScreenPath({ ...on, startScreen: null }, user, ALL)).toBe("/home");
    expect(startScreenPath({ ...on, startScreen: "Что-то" }, user, ALL)).toBe("/home");
    expect(
      startScreenPath({ ...on, startScreen: "Оплата", menu: [{ name_app: "Оплата ЖКУ", visible: false }] }, user, ALL),
    ).toBe("/home");
    expect(startScreenPath({ ...on, startScreen: "Оплата" }, { accessOSS: true }, ALL)).toBe("/home");
    expect(startScreenPath({ ...on, startScreen: "Оплата" }, user, new Set<RouteName>(["Home"]))).toBe("/home");
  });
  it("sends / to Login, Payment or Home", () => {
    expect(rootRedirectPath(on, null, ALL)).toBe("/login");
    expect(rootRedirectPath(on, { accessOSS: false }, ALL)).toBe("/payment");
    expect(rootRedirectPath(on, { accessOSS: true }, ALL)).toBe("/home");
    expect(rootRedirectPath(on, { accessOSS: false }, new Set<RouteName>(["Home"]))).toBe("/home");
  });
  it("closes section screens that the configuration hides", () => {
    expect(
      canOpen("Meters", { ...on, menu: [{ name_app: "Показания счетчиков", visible: false }] }, { accessOSS: false }),
    ).toBe(false);
    expect(canOpen("Home", on, { accessOSS: true })).toBe(true);
  });
  it("opens owners' meetings to accessOSS residents only (§6)", () => {
    expect(canOpen("Oss", on, { accessOSS: true })).toBe(true);
    expect(canOpen("Oss", on, { accessOSS: false })).toBe(false);
  });
});

describe("intro slides and badge", () => {
  it("has six slides and drops those of disabled sections", () => {
    expect(introSlides(on)).toHaveLength(6);
    const cfg = {
      ...on,
      menu: [
        { name_app: "Заявки", visible: false },
        { name_app: "Оплата ЖКУ", visible: false },
      ],
    };
    expect(introSlides(cfg)).toEqual(["submit_readings", "notifications", "other"]);
  });
  it("caps the unread badge at 99+", () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(99)).toBe("99");
    expect(formatBadge(100)).toBe("99+");
  });
});
