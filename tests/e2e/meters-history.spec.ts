import { expect, JS_ONLY, jsEnabled, ONCE, test } from "./fixtures";
import { IVANOV } from "./support";

// Issue 15 item 9: /meters carries only the open panel's history and chart. A closed panel's comes when it is
// opened: fetched from /meters/{id}/history with JS, through a link to the page with that panel open without.

const triggers = (page: import("@playwright/test").Page) => page.locator("[data-meter-trigger]");

test("no closed panel's history is in the page; each meter's shows when its panel opens", async ({ page, login }) => {
  await login(IVANOV, "/meters");
  if (jsEnabled()) await page.locator("[data-scope=accordion][data-part=item-trigger]").first().waitFor();
  const names = await triggers(page).allInnerTexts();
  expect(names.length).toBeGreaterThan(2);
  // Nothing open, so no table of readings and no chart anywhere in the document.
  await expect(page.locator("table")).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Расход по месяцам/ })).toHaveCount(0);
  for (let i = 0; i < names.length; i++) {
    const item = page
      .getByRole("listitem")
      .filter({ has: triggers(page) })
      .nth(i);
    const trigger = item.locator("[data-meter-trigger]");
    if ((await trigger.getAttribute("aria-expanded")) !== "true" && !(await item.locator("details[open]").count()))
      await trigger.click();
    const show = item.getByRole("link", { name: "Показать историю и график расхода" });
    if (jsEnabled()) await expect(show).toHaveCount(0);
    else {
      await show.click();
      await expect(page).toHaveURL(/[?&]open=\d+/);
      await expect(item.locator("details[open]")).toHaveCount(1);
      // Without JS the page shows that one panel's history only.
      await expect(page.locator("section:has(> h2[id$='-history']) table")).toHaveCount(
        (await item.locator("table").count()) > 0 ? 1 : 0,
      );
    }
    await expect(item.getByText(/Показаний пока нет|Скачать историю \(CSV\)/)).toBeVisible();
  }
});

test("a meter's history answers for the resident's own meters only", ONCE, async ({ page, login }) => {
  await login(IVANOV, "/meters");
  const own = await page.locator("[data-carry^=meter-]").first().getAttribute("data-carry");
  const id = own!.replace("meter-", "");
  const mine = await page.request.get(`/meters/${id}/history`);
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toMatchObject({
    ok: true,
    data: { readings: expect.any(Array), months: expect.any(Array) },
  });
  const foreign = await page.request.get("/meters/999999/history");
  expect(foreign.status()).toBe(404);
  expect(await foreign.json()).toMatchObject({ ok: false, failure: { key: "meters.unknown_meter" } });
  // Signed out: nothing, a way to log in.
  await page.context().clearCookies();
  const anonymous = await page.request.get(`/meters/${id}/history`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/login/);
});

test(
  "a provider failure while a panel's history loads shows in the panel, the page stays",
  JS_ONLY,
  async ({ page, login, upstream }) => {
    await login(IVANOV, "/meters");
    await page.locator("[data-scope=accordion][data-part=item-trigger]").first().waitFor();
    await upstream.fault({ path: "/Meters/List", mode: "500" });
    const trigger = triggers(page).first();
    await trigger.click();
    const item = page.getByRole("listitem").filter({ has: trigger });
    await expect(item.getByRole("alert")).toContainText("Не удалось загрузить");
    await expect(page.getByRole("heading", { level: 1, name: "Показания приборов учёта" })).toBeVisible();
  },
);
