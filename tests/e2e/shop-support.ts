import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Credentials } from "./fixtures";
import { expect, jsEnabled } from "./fixtures";

// Helpers of shop.spec.ts and services.spec.ts: the demo's shops (upstream/src/db/seeds/content.ts).

/** The goods shop (service 1, request type 8) and the gorserv services shop (service 3, type 7). */
export const GOODS_SHOP = "/services/1/goods/8/1";
export const GOODS_CART = "/usercart/1/goods/8/1";
export const GORSERV_SHOP = "/services/3/services/7/3";
export const GORSERV_CART = "/usercart/3/services/7/3";

export const good = (page: Page, name: string): Locator => page.getByTestId("good").filter({ hasText: name });
export const quantity = (item: Locator) => item.getByRole("textbox");
export const plus = (item: Locator) => item.getByRole("button", { name: /^Добавить ещё/ });
export const minus = (item: Locator) => item.getByRole("button", { name: /^Убрать одну/ });

/**
 * Sets a typed quantity as a resident does: without JS, Enter posts the form (its default button applies the
 * typed value); with JS, leaving the field sends it through the good's fetcher.
 */
export async function typeQuantity(page: Page, item: Locator, value: string) {
  const field = quantity(item);
  await field.fill(value);
  if (jsEnabled()) await Promise.all([cartPosted(page), field.blur()]);
  else await Promise.all([page.waitForURL(/#good-\d+$/), field.press("Enter")]);
}

/** With JS: the fetcher's post of a change answered (the session has the cart then). */
const cartPosted = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && /\.data/.test(r.url()));

/** Clicks + or − and waits for the page to show the result (a fetcher's answer, or the page after the post). */
export async function step(page: Page, button: Locator, expected: string) {
  const item = button.locator("xpath=ancestor::li[1]");
  // With JS the value shows at once; the session has it when the post is answered.
  await Promise.all([jsEnabled() ? cartPosted(page) : page.waitForURL(/#good-\d+$/), button.click()]);
  await expect(quantity(item)).toHaveValue(expected);
}

/** The resident's requests as the provider stores them. */
export async function requestsOf(request: APIRequestContext, who: Credentials) {
  const headers = { client: "web" };
  const signedIn = await request.post("/__upstream/auth/login", {
    data: { phone: `7${who.phone}`, password: who.password },
    headers,
  });
  const { acx } = (await signedIn.json()) as { acx: string };
  const list = await request.get("/__upstream/Requests/List", { headers: { ...headers, acx } });
  return ((await list.json()) as { Requests: Array<{ ID: number; Name: string; Text: string }> }).Requests;
}
