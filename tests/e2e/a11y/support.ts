import type { Page } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, open } from "../fixtures";
import { IVANOV } from "../support";
import { uniquePhone } from "../support-chat";
import { field, openDialog, submit, type A11yRow } from "./kit";

// Screen states of issue 19 (support.spec.ts, support-contact.spec.ts, mp.spec.ts, install.spec.ts), checked by
// tests/e2e/a11y.spec.ts.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/**
 * A visitor who gave a fresh phone (the chat then shows the help tree), on `path`. The phone is posted as the
 * phone step's form posts it, with the page's cookies (the answer sets the support device's); the step itself
 * is a row of its own.
 */
async function visitor(page: Page, path = "/support") {
  const answer = await page.request.post("/support", {
    form: { intent: "phone", phone: uniquePhone() },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(answer.status(), "the visitor's phone taken").toBe(302);
  await open(page, path);
  await page.locator("#tree-heading").waitFor();
}

export const supportRows: A11yRow[] = [
  { screen: "support chat", state: "phone step", setup: async ({ page }) => void (await open(page, "/support")) },
  {
    screen: "support chat",
    state: "phone step · short phone refused",
    setup: async ({ page }) => {
      await open(page, "/support");
      await field(page, "phone").fill("900");
      await submit(page, "phone");
      await page.locator("#support-phone [aria-invalid=true]").first().waitFor();
    },
  },
  { screen: "support chat", state: "help tree · top", setup: ({ page }) => visitor(page) },
  {
    screen: "support chat",
    state: "help tree · conclusion with call operator and problem solved",
    setup: async ({ page }) => {
      await visitor(page, "/support?path=0.2");
      await page.locator("button[value=operator]").waitFor();
    },
  },
  {
    screen: "support chat",
    state: "resident's chat with messages and the message form",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/support?talk=1");
      await page.getByTestId("support-messages").waitFor();
    },
  },
  {
    screen: "support chat",
    state: "empty message · message-required dialog",
    only: "js",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/support?talk=1");
      await submit(page, "message");
      await page.getByRole("alertdialog").locator("button").first().waitFor();
    },
  },
  {
    screen: "support chat",
    state: "empty message · refused next to the field",
    only: "nojs",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/support?talk=1");
      await submit(page, "message");
      await page.locator("textarea[aria-invalid=true]").waitFor();
    },
  },
  {
    screen: "support · contact form",
    state: "page",
    setup: async ({ page }) => void (await open(page, "/support/contact")),
  },
  {
    screen: "support · contact form",
    state: "page · every field missing",
    setup: async ({ page }) => {
      await open(page, "/support/contact");
      await page.locator("#support-contact button[type=submit]").click();
      await page.locator("#support-contact [aria-invalid=true]").first().waitFor();
    },
  },
  {
    screen: "support · contact form",
    state: "dialog over the chat",
    only: "js",
    setup: async ({ page }) => {
      await open(page, "/support");
      await openDialog(page, "/support/contact", "[name=mail]");
    },
  },
  {
    screen: "mobile app page",
    state: "desktop: both stores",
    noScripts: true,
    setup: async ({ page }) => void (await open(page, "/mp")),
  },
  {
    screen: "mobile app banner",
    state: "on an iPhone",
    setup: async ({ page, js }) => {
      await page.setExtraHTTPHeaders({ "User-Agent": IPHONE });
      if (js) await page.clock.install();
      await open(page, "/login");
      if (js) await page.clock.runFor(7_000);
      await page.getByTestId("mobile-banner").waitFor();
    },
  },
  // /ag and /triniti are one component with another frame: one row (decision 0013).
  { screen: "access guide", state: "/ag", noScripts: true, setup: async ({ page }) => void (await open(page, "/ag")) },
  // Last, so the rows before keep their languages (a11y.spec.ts alternates them by index).
  {
    screen: "support chat",
    state: "header icon · the chat in a dialog over the page",
    only: "js",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/home");
      await page.locator('header a[href^="/support"]').click();
      await page.getByRole("dialog").locator("#tree-heading, textarea").first().waitFor();
    },
  },
];
