import { open } from "../fixtures";
import type { A11yRow } from "./kit";

// Public documents and pages without login (feedback, policy, agreement, the contract reference, the demo
// outbox), checked by tests/e2e/a11y.spec.ts.
export const contentRows: A11yRow[] = [
  { screen: "feedback", state: "empty", setup: async ({ page }) => void (await open(page, "/feedback")) },
  {
    screen: "feedback",
    state: "error (fields missing)",
    only: "nojs",
    setup: async ({ page }) => {
      await open(page, "/feedback");
      await page.locator("main form button[type=submit]").click();
      await page.locator("[aria-invalid=true]").first().waitFor();
    },
  },
  // The agreement is the same PersonalDataPage with another text (and its dialog is a row below).
  { screen: "policy", state: "text", noScripts: true, setup: async ({ page }) => void (await open(page, "/policy")) },
  {
    screen: "register · agreement",
    state: "dialog open",
    only: "js",
    setup: async ({ page }) => {
      await open(page, "/register");
      await page.locator('a[href^="/agreement"]').first().click();
      await page.getByRole("dialog").waitFor();
    },
  },
  {
    screen: "developers",
    state: "reference",
    noScripts: true,
    setup: async ({ page }) => void (await open(page, "/developers")),
  },
  {
    screen: "demo outbox",
    state: "list",
    noScripts: true,
    setup: async ({ page }) => void (await open(page, "/demo/outbox")),
  },
];
