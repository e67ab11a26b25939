import { expect, HTTP, jsEnabled, open, test } from "./fixtures";
import { BASE_URL } from "./base-url";

// The mobile app page and the install banner (issue 19 item 3; §2.3, §4 Mobile banner, §9: 7 s, 7 days).

const UA = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  ios: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};
const STORES = { android: "Скачать в Google Play", ios: "Скачать в App Store" };

for (const [platform, userAgent] of Object.entries(UA)) {
  test.describe(`on ${platform}`, () => {
    test.use({ userAgent });

    test(`/mp offers ${platform === "desktop" ? "both stores" : "its store"}`, async ({ page }) => {
      await open(page, "/mp");
      await expect(page.getByRole("heading", { name: "Мобильное приложение" })).toBeVisible();
      await expect(page.getByRole("img", { name: "Логотип приложения УК «Демо»" })).toBeVisible();
      const stores = page.getByRole("navigation", { name: "Магазины приложений" }).getByRole("link");
      const expected = platform === "desktop" ? [STORES.android, STORES.ios] : [STORES[platform as "android" | "ios"]];
      await expect(stores).toHaveCount(expected.length);
      for (const [i, name] of expected.entries()) await expect(stores.nth(i)).toContainText(name);
      // Never on the app page itself.
      await expect(page.getByTestId("mobile-banner")).toHaveCount(0);
    });
  });
}

test.describe("on an iPhone", () => {
  test.use({ userAgent: UA.ios });

  test("the banner: after 7 s with JS or at the foot without, dismissed for the next visits", async ({
    page,
    context,
  }) => {
    if (jsEnabled()) await page.clock.install();
    await open(page, "/login");
    const banner = page.getByRole("complementary", { name: "Мобильное приложение" });
    if (jsEnabled()) {
      await expect(banner).toHaveCount(0);
      // The server's element stays through hydration, hidden where scripts run: nothing is removed at hydration
      // and put back 7 s later.
      await expect(page.getByTestId("mobile-banner")).toHaveCount(1);
      await expect(page.getByTestId("mobile-banner")).toBeHidden();
      await page.clock.runFor(6_000);
      await expect(banner).toHaveCount(0);
      await page.clock.runFor(1_000);
    }
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: STORES.ios })).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/id0000000000",
    );
    await banner.getByRole("button", { name: "Не сейчас" }).click();
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    // A flag for 7 days, HttpOnly.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "mp_banner")).toBeTruthy();
    const flag = (await context.cookies()).find((c) => c.name === "mp_banner")!;
    expect(flag.httpOnly).toBe(true);
    expect(flag.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(flag.expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);
    await open(page, "/register");
    if (jsEnabled()) await page.clock.runFor(8_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("the banner stays off the embedded pages", async ({ page }) => {
    if (jsEnabled()) await page.clock.install();
    for (const path of ["/ag", "/triniti", "/mp"]) {
      await open(page, path);
      if (jsEnabled()) await page.clock.runFor(8_000);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("mobile-banner")).toHaveCount(0);
    }
  });
});

test.describe("on a desktop", () => {
  test.use({ userAgent: UA.desktop });

  test("no banner, however long", async ({ page }) => {
    if (jsEnabled()) await page.clock.install();
    await open(page, "/login");
    if (jsEnabled()) await page.clock.runFor(8_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("mobile-banner")).toHaveCount(0);
  });
});

test("the menu's Mobile app item leads to /mp", async ({ page, login }) => {
  await login({ phone: "9000000001", password: "demo1234" }, "/home");
  const menu = page.getByRole("navigation", { name: "Главное меню" });
  const item = menu.getByRole("link", { name: "Мобильное приложение" });
  // Below the desktop width the menu folds behind its toggle.
  if (await item.isHidden()) await menu.locator("summary").click();
  await item.click();
  await expect(page.getByRole("heading", { name: "Мобильное приложение", level: 1 })).toBeVisible();
});

// Issue 32 item 10: the banner's return address follows the one rule of every redirect (safeRedirectPath): a path
// of this site only. "/\\evil.example" (another host to a browser) reached Location, and CR/LF answered 500.
test("dismissing the banner returns to a path of this site only, whatever `back` says", HTTP, async ({ request }) => {
  const cases: Array<[string, string]> = [
    ["/payment?tab=history", "/payment?tab=history"],
    ["/\\evil.example", "/"],
    ["//evil.example", "/"],
    ["https://evil.example/", "/"],
    ["/home\r\nSet-Cookie: x=1", "/"],
  ];
  for (const [back, location] of cases) {
    const answer = await request.post("/mp/banner", {
      form: { back },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(answer.status(), back).toBe(302);
    expect(answer.headers()["location"], back).toBe(location);
    expect(answer.headers()["set-cookie"], back).toMatch(/HttpOnly/i);
  }
});
