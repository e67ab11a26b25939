import type { Page } from "@playwright/test";
import { GORSERV_SHOP, GOODS_CART, GOODS_SHOP, GORSERV_CART } from "../shop-support";
import { IVANOV } from "../support";
import type { A11yRow } from "./kit";

// Screen states of services, the shop, the cart, the confirmation and the privilege club (issue 18), checked by
// tests/e2e/a11y.spec.ts. Carts are filled by posting the shop's own quantity form with the page's cookies.

async function fill(page: Page, shop: string, goods: Record<string, number>) {
  const origin = new URL(page.url()).origin;
  for (const [good, quantity] of Object.entries(goods)) {
    await page.request.post(shop, {
      form: { intent: "quantity", good, quantity: String(quantity), step: "0" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
  }
}

export const shopRows: A11yRow[] = [
  { screen: "services", state: "groups with logos", setup: ({ login }) => login(IVANOV, "/services") },
  { screen: "service", state: "with its shop", setup: ({ login }) => login(IVANOV, "/additional_service/1") },
  {
    screen: "service",
    state: "ordered as a request: no account chosen",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/additional_service/4");
      await page.locator("main form button[type=submit]").click();
      await page.locator("#service-order-ident-error:not(:empty)").waitFor();
    },
  },
  {
    screen: "shop",
    state: "goods sorted, some in the cart",
    setup: async ({ login, page }) => {
      await login(IVANOV, GOODS_SHOP);
      await fill(page, GOODS_SHOP, { "102": 2, "103": 2 });
      await page.goto(`${GOODS_SHOP}?sort=asc`);
    },
  },
  {
    screen: "cart",
    state: "gorserv: raised to the minimum",
    setup: async ({ login, page }) => {
      await login(IVANOV, GORSERV_SHOP);
      await fill(page, GORSERV_SHOP, { "302": 1, "304": 1 });
      await page.goto(GORSERV_CART);
    },
  },
  { screen: "cart", state: "empty (order disabled)", setup: ({ login }) => login(IVANOV, GOODS_CART) },
  {
    screen: "cart",
    state: "no account chosen: a dialog with JS, the message next to the select without",
    setup: async ({ login, page, js }) => {
      await login(IVANOV, GOODS_SHOP);
      await fill(page, GOODS_SHOP, { "101": 1 });
      await page.goto(GOODS_CART);
      if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.locator("main form button[type=submit]").click();
      if (js) await page.getByRole("alertdialog").waitFor();
      else await page.locator("#checkout-ident-error:not(:empty)").waitFor();
    },
  },
  {
    screen: "confirmation",
    state: "with the kind of work to choose",
    setup: async ({ login, page }) => {
      await login(IVANOV, GORSERV_SHOP);
      await fill(page, GORSERV_SHOP, { "301": 2 });
      await page.goto("/requestconfirmation?shop=3&type=services&service=3&requestType=7&ident=1000001");
    },
  },
  {
    screen: "privilege club",
    state: "four sections and the lead form",
    setup: ({ login }) => login(IVANOV, "/privilege-club"),
  },
  {
    screen: "privilege club",
    state: "lead refused (no offer chosen)",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/privilege-club");
      await page.locator("main form button[type=submit]").click();
      await page.locator("main form [id$=-error]:not(:empty)").first().waitFor();
    },
  },
  {
    screen: "privilege club",
    state: "unknown offer",
    setup: ({ login }) => login(IVANOV, "/privilege-club/go/999999"),
  },
];
