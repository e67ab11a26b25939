import { open } from "../fixtures";
import { PETROVA } from "../support";
import { field, type A11yRow } from "./kit";

// Screen states of the profile (profile.spec.ts) checked by tests/e2e/a11y.spec.ts. Nothing is saved or
// deleted: Петрова's profile is only shown.

export const profileRows: A11yRow[] = [
  { screen: "profile", state: "the resident's data", setup: ({ login }) => login(PETROVA, "/profile") },
  {
    // With JS the reason shows as the box is ticked and Save is disabled; without JS after Save (nothing saved).
    screen: "profile",
    state: "electronic bills without an e-mail (the e-mail's error)",
    setup: async ({ login, page, js }) => {
      await login(PETROVA, "/profile");
      await field(page, "onlyElectronicBills").check();
      if (!js) await page.locator("form#profile button[type=submit]").click();
      await page.locator('[name="email"][aria-invalid="true"]').waitFor();
    },
  },
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
