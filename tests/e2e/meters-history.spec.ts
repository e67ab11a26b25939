import type { Page } from "@playwright/test";
import { expect, JS_ONLY, jsEnabled, ONCE, settle, test } from "./fixtures";
import { IVANOV } from "./support";

// Issue 15 item 9: /meters carries only the open panel's history and chart. A closed panel's comes when it is
// opened: fetched from /meters/{id}/history with JS, through a link to the page with that panel open without.

const triggers = (page: Page) => page.locator("[data-meter-trigger]");

test("no closed panel's history is in the page; each meter's shows when its panel opens", async ({ page, login }) => {
  await login(IVANOV, "/meters");
  await settle(page);
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
    if (!(await item.locator("details[open]").count())) await trigger.click();
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
  const id = await page.locator("details[data-meter-id]").first().getAttribute("data-meter-id");
  expect(id).toMatch(/^\d+$/);
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
    await settle(page);
    await upstream.fault({ path: "/Meters/List", mode: "500" });
    const trigger = triggers(page).first();
    await trigger.click();
    const item = page.getByRole("listitem").filter({ has: trigger });
    await expect(item.getByRole("alert")).toContainText("Не удалось загрузить");
    await expect(page.getByRole("heading", { level: 1, name: "Показания приборов учёта" })).toBeVisible();
  },
);

test("a panel that starts open has its history in the server's page and keeps it while the page hydrates", async ({
  page,
  login,
}) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await login(IVANOV, "/meters");
  const gas = page.locator("details[data-meter-id]").filter({ hasText: /Газовый счётчик BK-G4/ });
  const id = await gas.getAttribute("data-meter-id");
  // The document as the server sends it: the open panel's table and chart, no link to show them.
  const html = await (await page.request.get(`/meters?open=${id}`)).text();
  expect(html).toContain(`id="meter-${id}-chart"`);
  expect(html).toMatch(/<table/);
  await page.goto(`/meters?open=${id}`);
  await settle(page);
  const item = page.getByRole("listitem").filter({ has: page.locator(`details[data-meter-id="${id}"]`) });
  await expect(item.locator("details[open]")).toHaveCount(1);
  await expect(item.getByRole("img", { name: /Расход по месяцам/ })).toBeVisible();
  await expect(item.getByRole("link", { name: "Скачать историю (CSV)" })).toBeVisible();
  await expect(item.getByRole("link", { name: "Показать историю и график расхода" })).toHaveCount(0);
  expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);
});
