import type { Page } from "@playwright/test";
import { GORSERV_SHOP, GOODS_CART, GOODS_SHOP, GORSERV_CART } from "../shop-support";
import { IVANOV } from "../support";
import { BASE_URL } from "../base-url";
import { expect, open, signIn } from "../fixtures";
import type { A11yRow } from "./kit";

// Screen states of services, the shop, the cart, the confirmation and the privilege club (issue 18), checked by
// tests/e2e/a11y.spec.ts. Carts are filled by posting the shop's own quantity form with the page's cookies, after
// a login that opens no page: the row's one page is the one it checks.

async function fill(page: Page, shop: string, goods: Record<string, number>) {
  await signIn(page.request, IVANOV);
  for (const [good, quantity] of Object.entries(goods)) {
    const answer = await page.request.post(shop, {
      form: { intent: "quantity", good, quantity: String(quantity), step: "0" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(answer.status(), `${good} × ${quantity} into the cart of ${shop}`).toBeLessThan(400);
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
    setup: async ({ page }) => {
      await fill(page, GOODS_SHOP, { "102": 2, "103": 2 });
      await open(page, `${GOODS_SHOP}?sort=asc`);
    },
  },
  {
    screen: "cart",
    state: "gorserv: raised to the minimum",
    setup: async ({ page }) => {
      await fill(page, GORSERV_SHOP, { "302": 1, "304": 1 });
      await open(page, GORSERV_CART);
    },
  },
  { screen: "cart", state: "empty (order disabled)", setup: ({ login }) => login(IVANOV, GOODS_CART) },
  {
    screen: "cart",
    state: "no account chosen: a dialog with JS, the message next to the select without",
    setup: async ({ page, js }) => {
      await fill(page, GOODS_SHOP, { "101": 1 });
      await open(page, GOODS_CART);
      await page.locator("main form button[type=submit]").click();
      if (js) await page.getByRole("alertdialog").waitFor();
      else await page.locator("#checkout-ident-error:not(:empty)").waitFor();
    },
  },
  {
    screen: "confirmation",
    state: "with the kind of work to choose",
    setup: async ({ page }) => {
      await fill(page, GORSERV_SHOP, { "301": 2 });
      await open(page, "/requestconfirmation?shop=3&type=services&service=3&requestType=7&ident=1000001");
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
