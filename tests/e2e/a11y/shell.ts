import type { Page } from "@playwright/test";
import { IVANOV } from "../support";
import type { A11yRow } from "./kit";

/**
 * Sends a form the portal refuses, as a browser would send it: a plain HTML form put into the page (no script
 * of the app's involved, so the same with and without JS), then waits for the refusal's page.
 */
async function postRefused(page: Page, action: string, enctype: string, fields: Array<[string, string]>) {
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = document.createElement("form");
      Object.assign(form, { method: "post", action, enctype });
      for (const [name, value] of fields)
        form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
      document.body.appendChild(form);
      form.submit();
    },
    { action, enctype, fields },
  );
  await page
    .locator("h1")
    .filter({ hasText: /^(Запрос не принят|The request was not accepted)$/ })
    .waitFor();
}

// Screen states of the app shell (header, menu; Home's own are in home.ts), the 404 page and the error page, checked by
// tests/e2e/a11y.spec.ts.
export const shellRows: A11yRow[] = [
  {
    screen: "404",
    state: "anonymous",
    noScripts: true,
    setup: async ({ page }) => void (await page.goto("/no-such-page")),
  },
  { screen: "404", state: "inside a section (the shell stays)", setup: ({ login }) => login(IVANOV, "/requests/abc") },
  {
    screen: "download failed",
    state: "a missing file (the shell stays)",
    setup: ({ login }) => login(IVANOV, "/payment/bills/999999"),
  },
  {
    screen: "download failed",
    state: "the provider failed, by access code (the empty layout, a retry)",
    setup: async ({ page, upstream }) => {
      await upstream.fault({ path: "/OpenRequests/File/1", mode: "500" });
      await page.goto("/rc/123456/files/1");
    },
  },
  {
    screen: "load failed",
    state: "a list the provider did not answer (payment accounts: the failure and a retry)",
    setup: async ({ login, upstream }) => {
      await upstream.fault({ path: "/Accounting/Info", mode: "500" });
      await login(IVANOV, "/payment");
    },
  },
  {
    screen: "request refused",
    // A field sent twice (400) is the same page with another sentence.
    state: "a form sent as text (415, no shell)",
    setup: async ({ page }) => {
      await page.goto("/login");
      await postRefused(page, "/login", "text/plain", [["phone", "9000000001"]]);
    },
  },
  {
    screen: "request refused",
    state: "a post to a page without an action (405, the shell stays)",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/home");
      await postRefused(page, "/home", "application/x-www-form-urlencoded", [["intent", "save"]]);
    },
  },
  {
    screen: "error page",
    state: "a confirm page whose list failed (delete a reading: the failure and a retry, the shell stays)",
    setup: async ({ login, upstream }) => {
      await upstream.fault({ path: "/Meters/List", mode: "500" });
      await login(IVANOV, "/meters/1/delete");
    },
  },
  {
    screen: "error page",
    state: "a section's loader failed (the shell stays)",
    setup: async ({ login, upstream }) => {
      await upstream.fault({ path: "/Accounting/Info", mode: "500" });
      await login(IVANOV, "/payment/pay/1");
    },
  },
];
