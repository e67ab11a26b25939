import type { APIResponse, Page } from "@playwright/test";
import { expect, jsEnabled, JS_ONLY, notices, open, test } from "./fixtures";
import {
  GOODS_CART,
  GOODS_SHOP,
  GORSERV_CART,
  GORSERV_SHOP,
  good,
  minus,
  plus,
  quantity,
  requestsOf,
  step,
  typeQuantity,
} from "./shop-support";
import { IVANOV } from "./support";
import { expectStackedTables, PHONE } from "./looks-support";

// Issue 18: the shop, the cart and the order, in both projects. The cart lives in the session (decision 0020),
// so each test uses its own resident (a fresh login) or Иванов in its own browser context.

const prices = async (page: Page) =>
  (await page.getByTestId("price").allTextContents()).map((p) => Number(p.replace(/[^\d,]/g, "").replace(",", ".")));

test("goods sort by price both ways, by links", async ({ page, login }) => {
  await login(IVANOV, GOODS_SHOP);
  const shown = await prices(page);
  expect(shown.length).toBeGreaterThan(2);
  // With JS the URL may change before the list re-renders: the prices are read until they settle.
  await page.getByRole("link", { name: "сначала дешевле" }).click();
  await expect(page).toHaveURL(/sort=asc/);
  await expect.poll(() => prices(page)).toEqual([...shown].sort((a, b) => a - b));
  await page.getByRole("link", { name: "сначала дороже" }).click();
  await expect(page).toHaveURL(/sort=desc/);
  await expect.poll(() => prices(page)).toEqual([...shown].sort((a, b) => b - a));
});

test("+ goes up to Rest and no further, − is disabled at 0, and the page keeps the good in view", async ({
  page,
  login,
}) => {
  await login(IVANOV, GOODS_SHOP);
  const pump = good(page, "Помпа механическая");
  await expect(pump).toContainText("в наличии: 2");
  await expect(minus(pump)).toBeDisabled();
  await step(page, plus(pump), "1");
  if (!jsEnabled()) await expect(page).toHaveURL(/#good-103$/);
  await step(page, plus(pump), "2");
  await expect(plus(pump)).toBeDisabled();
  await expect(minus(pump)).toBeEnabled();
  await open(page, GOODS_SHOP);
  await expect(quantity(pump)).toHaveValue("2");
  await expect(plus(pump)).toBeDisabled();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  // A crafted post past Rest is capped by the server too.
  await page.request.post(GOODS_SHOP, {
    form: { intent: "quantity", good: "103", quantity: "50", step: "0" },
    headers: { Origin: new URL(page.url()).origin },
  });
  await open(page, GOODS_SHOP);
  await expect(quantity(pump)).toHaveValue("2");
  await step(page, minus(pump), "1");
  await step(page, minus(pump), "0");
  await expect(minus(pump)).toBeDisabled();
});

test("a typed quantity must be a non-negative integer: 2.5, -1 and abc become 0", async ({ page, login }) => {
  await login(IVANOV, GOODS_SHOP);
  const water = good(page, "Вода питьевая «Родник», 5 л");
  for (const [typed, expected] of [
    ["3", "3"],
    ["2.5", "0"],
    ["4", "4"],
    ["-1", "0"],
    ["5", "5"],
    ["abc", "0"],
    ["99", "10"],
  ] as const) {
    await typeQuantity(page, water, typed);
    await expect(quantity(water), `typed ${typed}`).toHaveValue(expected);
  }
  await open(page, GOODS_SHOP);
  await expect(quantity(water)).toHaveValue("10");
});

test("the cart survives a reload and a switch of mode: the same cookie without scripts reads it", async ({
  page,
  login,
}) => {
  await login(IVANOV, GOODS_SHOP);
  const potato = good(page, "Картофель молодой");
  await step(page, plus(potato), "1");
  await step(page, plus(potato), "2");
  await page.reload();
  await expect(quantity(good(page, "Картофель молодой"))).toHaveValue("2");
  // A plain request with this browser's cookies, as a browser without scripts sends it: the server's cart.
  const html = await (await page.request.get(GOODS_CART)).text();
  expect(html).toMatch(/Картофель молодой[\s\S]*91,80/);
  await open(page, GOODS_CART);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-total")).toContainText("91,80");
});

test("gorserv: a cart under 1000 ₽ is raised to 1000 ₽ and its lines sum to it exactly", async ({ page, login }) => {
  await login(IVANOV, GORSERV_SHOP);
  await step(page, plus(good(page, "Установка розетки")), "1");
  await step(page, plus(good(page, "Замена выключателя")), "1");
  await expect(page.getByTestId("cart-total")).toContainText("1\u00a0000,00");
  await open(page, GORSERV_CART);
  // 400 : 300 of 1000 ₽ — 571,428… and 428,571…: the larger remainder gets the odd kopeck.
  await expect(page.getByTestId("line-amount")).toHaveText(["571,43\u00a0₽", "428,57\u00a0₽"]);
  await expect(page.getByTestId("cart-total")).toContainText("минимальная сумма заказа 1\u00a0000,00");
});

test("an order without an account is refused: a dialog with JS, a message next to the select without", async ({
  page,
  login,
}) => {
  await login(IVANOV, GOODS_SHOP);
  await step(page, plus(good(page, "Мешки для мусора")), "1");
  await open(page, GOODS_CART);
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  if (jsEnabled()) {
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Пожалуйста, выберите лицевой счёт");
    await dialog.getByRole("button", { name: "Понятно" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${GOODS_CART}$`));
  } else {
    // The server refuses: the summary and the message next to the select, the page opened at the form.
    await expect(page.locator("#checkout-ident-error")).toHaveText("Пожалуйста, выберите лицевой счёт");
    await expect(page.getByRole("link", { name: "Пожалуйста, выберите лицевой счёт" })).toHaveAttribute(
      "href",
      "#checkout-ident",
    );
    await expect(page).toHaveTitle(/^Ошибка: /);
    await expect(page).toHaveURL(new RegExp(`${GOODS_CART}#checkout$`));
  }
});

test("the order button is disabled while the cart costs nothing (without JS the server refuses it)", async ({
  page,
  residents,
  login,
}) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 0 }]);
  await login(resident, GOODS_CART);
  await expect(page.getByText("Корзина пуста")).toBeVisible();
  const order = page.getByRole("button", { name: "Подтвердить заказ" });
  await page.getByLabel("Лицевой счёт").selectOption(accounts[0]!.ident);
  if (jsEnabled()) {
    await expect(order).toBeDisabled();
    await expect(order).toHaveAccessibleDescription("Добавьте товары в корзину, чтобы оформить заказ");
    // A press (Enter on the focused button) sends nothing; the reason stays next to the button.
    await order.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${GOODS_CART}$`));
    await expect(page.getByText("Добавьте товары в корзину, чтобы оформить заказ")).toBeVisible();
  } else {
    await order.click();
    await expect(page.locator("main form").getByRole("alert")).toContainText(
      "Добавьте товары в корзину, чтобы оформить заказ",
    );
    await expect(page).toHaveURL(new RegExp(`${GOODS_CART}#checkout$`));
  }
});

test("a full order: confirmation, the request with the order message, the cart emptied", async ({
  page,
  residents,
  login,
  request,
}) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 0 }]);
  await login(resident, GOODS_SHOP);
  await step(page, plus(good(page, "Вода питьевая «Родник», 19 л")), "1");
  await step(page, plus(good(page, "Вода питьевая «Родник», 19 л")), "2");
  await page.getByRole("link", { name: "Оформить заказ" }).click();
  await page.getByLabel("Лицевой счёт").selectOption(accounts[0]!.ident);
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  await expect(page).toHaveURL(/\/requestconfirmation\?/);
  await expect(page.getByTestId("order-line")).toContainText("Вода питьевая «Родник», 19 л");
  await page.getByRole("button", { name: "Заказать" }).click();
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  await expect(notices(page)).toContainText("Заказ оформлен");
  await expect(page.getByTestId("chat-messages")).toContainText(
    "1. Вода питьевая «Родник», 19 л — 2 × 350.00 ₽ = 700.00 ₽",
  );
  const made = await requestsOf(request, resident);
  expect(made).toHaveLength(1);
  expect(made[0]!.Name).toBe("Заказ в магазине");
  await open(page, GOODS_CART);
  await expect(page.getByText("Корзина пуста")).toBeVisible();
});

test("an order sent twice creates one request", async ({ page, residents, login, request }) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 0 }]);
  await login(resident, GOODS_SHOP);
  await step(page, plus(good(page, "Картофель молодой")), "1");
  await open(page, GOODS_CART);
  await page.getByLabel("Лицевой счёт").selectOption(accounts[0]!.ident);
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  await expect(page).toHaveURL(/\/requestconfirmation\?/);
  // The confirmation posted a second time alongside, as a double click without JS does.
  let duplicate: Promise<APIResponse> | null = null;
  await page.route("**/requestconfirmation*", async (route) => {
    if (route.request().method() !== "POST" || duplicate) return route.fallback();
    duplicate = page.request.fetch(route.request(), { maxRedirects: 0 });
    await route.continue();
  });
  await page.getByRole("button", { name: "Заказать" }).click();
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  await expect.poll(() => duplicate !== null).toBe(true);
  const second = await duplicate!;
  expect(second.status()).toBeLessThan(500);
  const made = await requestsOf(request, resident);
  expect(made).toHaveLength(1);
  expect(second.headers()["location"] ?? (await second.text())).toContain(`/requests/${made[0]!.ID}`);
});

// Without JS a change is a page post: there is nothing to roll back.
test("with JS a failed change rolls back with a message", JS_ONLY, async ({ page, login }) => {
  await login(IVANOV, GOODS_SHOP);
  const bags = good(page, "Мешки для мусора");
  const before = await quantity(bags).inputValue();
  await page.route(`**${GOODS_SHOP}*`, (route) =>
    route.request().method() === "POST" ? route.abort() : route.fallback(),
  );
  await plus(bags).click();
  await expect(notices(page)).toContainText("Не удалось изменить корзину");
  await expect(quantity(bags)).toHaveValue(before);
});

test("changes made quickly one after another all stay in the cart", async ({ page, login }) => {
  await login(IVANOV, GOODS_SHOP);
  const buttons = [
    plus(good(page, "Картофель молодой")),
    plus(good(page, "Мешки для мусора")),
    plus(good(page, "Картофель молодой")),
  ];
  if (jsEnabled()) {
    // No wait between clicks: each post carries the cart as shown, so none undoes another.
    for (const b of buttons) await b.click();
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    // The page shows the last post's cart at once; the session has it once that post is answered (count 3 needs
    // all three changes). Leaving before then would cancel the post, as it would for a resident.
    await expect
      .poll(
        async () => (await (await page.request.get(GOODS_SHOP)).text()).match(/data-testid="cart-count">(\d+)</)?.[1],
      )
      .toBe("3");
    await expect
      .poll(
        async () => (await (await page.request.get(GOODS_CART)).text()).match(/data-testid="cart-line"/g)?.length ?? 0,
      )
      .toBe(2);
  } else {
    for (const b of buttons) await b.click();
  }
  await open(page, GOODS_SHOP);
  await expect(quantity(good(page, "Картофель молодой"))).toHaveValue("2");
  await expect(quantity(good(page, "Мешки для мусора"))).toHaveValue("1");
  await expect(page.getByTestId("cart-count")).toHaveText("3");
});

test("on a phone the cart and the order show each cell on a line of its own, with its column name", async ({
  page,
  residents,
  login,
}) => {
  // Issue 31 item 3: «Мешки для мусора 60 л, 20 шт.» and «89,00 ₽» read as «…2089,00 ₽».
  const { resident, accounts } = await residents.withAccounts([{ sum: 0 }]);
  await page.setViewportSize(PHONE);
  await login(resident, GOODS_SHOP);
  await step(page, plus(good(page, "Мешки для мусора 60 л, 20 шт.")), "1");
  await step(page, plus(good(page, "Картофель молодой")), "1");
  await open(page, GOODS_CART);
  await expectStackedTables(page.getByRole("main"), 1);
  await page.getByLabel("Лицевой счёт").selectOption(accounts[0]!.ident);
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  await expect(page).toHaveURL(/\/requestconfirmation\?/);
  await expectStackedTables(page.getByRole("main"), 1);
});
