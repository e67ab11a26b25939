import { open } from "../fixtures";
import { PETROVA } from "../support";
import type { A11yRow } from "./kit";

// Screen states of the profile (profile.spec.ts) checked by tests/e2e/a11y.spec.ts. Nothing is saved or
// deleted: Петрова's profile is only shown.

export const profileRows: A11yRow[] = [
  { screen: "profile", state: "the resident's data", setup: ({ login }) => login(PETROVA, "/profile") },
  {
    screen: "profile · delete user",
    state: "confirm dialog",
    only: "js",
    setup: async ({ login, page }) => {
      await login(PETROVA, "/profile");
      await page.locator('main a[href="/profile?confirm=delete-user"]').click();
      await page.getByRole("alertdialog").locator("form button[type=submit]").waitFor();
    },
  },
  {
    screen: "profile · delete user",
    state: "confirm page",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(PETROVA, "/profile");
      await open(page, "/profile?confirm=delete-user");
    },
  },
];
