import { expect, notices, open, test } from "./fixtures";
import { GOODS_SHOP, requestsOf } from "./shop-support";
import { IVANOV, PETROVA } from "./support";

// Issue 18: our services (§2.1 /services, /additional_service/{id}) and their section switch (§2.2).

test("services by group with logos; a shop service opens its shop", async ({ page, login }) => {
  await login(IVANOV, "/services");
  await expect(page.getByRole("heading", { name: "Магазины и доставка" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Услуги для дома" })).toBeVisible();
  const logos = page.locator("main img");
  expect(await logos.count()).toBeGreaterThan(0);
  // The logo is passed through the portal (CSP img-src 'self') and is a picture.
  const logo = await page.request.get((await logos.first().getAttribute("src"))!);
  expect(logo.headers()["content-type"]).toMatch(/^image\//);
  await page.getByRole("link", { name: "Доставка воды и продуктов" }).click();
  await expect(page).toHaveURL(/\/additional_service\/1$/);
  await expect(page.locator("main")).toContainText("Бесплатная доставка");
  await page.getByRole("link", { name: "Перейти в магазин" }).click();
  await expect(page).toHaveURL(new RegExp(`${GOODS_SHOP}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Доставка воды и продуктов" })).toBeVisible();
});

test("a service without a shop is ordered as a request of its type", async ({ page, residents, login, request }) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 0 }]);
  await login(resident, "/additional_service/4");
  await expect(page.getByRole("link", { name: "Перейти в магазин" })).toHaveCount(0);
  await page.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(page.locator("#service-order-ident-error")).toHaveText("Пожалуйста, выберите лицевой счёт");
  await expect(page.locator("main form").getByRole("alert")).toContainText("Исправьте ошибки");
  await expect(page).toHaveTitle(/^Ошибка: /);
  // Without JS the refused page opens at the form (below the service's description).
  await expect(page).toHaveURL(/\/additional_service\/4#service-order$/);
  await page.getByLabel("Лицевой счёт").selectOption(accounts[0]!.ident);
  await page.getByLabel("Комментарий").fill("Позвоните после 18:00");
  await page.getByRole("button", { name: "Отправить заявку" }).click();
  // Without JS the browser keeps the form's fragment across the redirect (the Location has none of its own).
  await expect(page).toHaveURL(/\/requests\/\d+(#service-order)?$/);
  await expect(notices(page)).toContainText("Заказ оформлен");
  const made = await requestsOf(request, resident);
  expect(made.map((r) => [r.Name, r.Text])).toEqual([
    ["Общие вопросы", "Заказ услуги «Страхование квартиры»\nПозвоните после 18:00"],
  ]);
});

for (const [what, patch] of [
  ["showOurService off", { showOurService: false }],
  ["the Services menu entry hidden", { menu: [{ name_app: "Наши услуги", visible: false }] }],
] as const) {
  test(`with ${what} the Services pages send the resident Home and the menu has no Services`, async ({
    page,
    login,
    upstream,
  }) => {
    await upstream.settings(patch);
    await login(IVANOV, "/services");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("link", { name: "Наши услуги" })).toHaveCount(0);
    for (const path of [
      "/additional_service/1",
      GOODS_SHOP,
      "/usercart/1/goods/8/1",
      "/requestconfirmation?shop=1&type=goods&service=1&ident=1000001",
    ]) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect([answer.status(), answer.headers()["location"]], path).toEqual([302, "/home"]);
    }
  });
}

test("an owners'-meeting resident is told on the service's page that ordering is not for them, before any cart", async ({
  page,
  login,
}) => {
  // Issue 31 item 2: an order is a request, and an accessOSS resident has no Requests screen (§6).
  await login(PETROVA, "/additional_service/1");
  const unavailable = page.getByRole("region", { name: "Заказ недоступен" });
  await expect(unavailable).toContainText("раздел «Заявки» для вашей учётной записи недоступен");
  await expect(page.getByRole("link", { name: "Перейти в магазин" })).toHaveCount(0);
  await open(page, "/additional_service/4");
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole("button", { name: "Отправить заявку" })).toHaveCount(0);
  // The shop, the cart and the confirmation lead back to the page that says why; a post made anyway is refused.
  for (const path of [GOODS_SHOP, "/usercart/1/goods/8/1", "/requestconfirmation?shop=1&type=goods&service=1"]) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()["location"]], path).toEqual([302, "/additional_service/1"]);
  }
  const posted = await page.request.post("/additional_service/4", { form: { intent: "order" }, maxRedirects: 0 });
  expect(posted.status()).toBe(403);
});
