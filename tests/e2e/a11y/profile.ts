import { PETROVA } from "../support";
import { field, pressBlocked, type A11yRow } from "./kit";

// Screen states of the profile (profile.spec.ts) checked by tests/e2e/a11y.spec.ts. Nothing is saved or
// deleted: Петрова's profile is only shown.

export const profileRows: A11yRow[] = [
  { screen: "profile", state: "the resident's data", setup: ({ login }) => login(PETROVA, "/profile") },
  {
    // With JS Save is disabled once the box is ticked and a press of it shows the reason; without JS the server
    // refuses Save (nothing saved).
    screen: "profile",
    state: "electronic bills without an e-mail (the e-mail's error)",
    setup: async ({ login, page, js }) => {
      await login(PETROVA, "/profile");
      await field(page, "onlyElectronicBills").check();
      await pressBlocked(page.locator("form#profile button[type=submit]"), js);
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
      await login(PETROVA, "/profile?confirm=delete-user");
      await page.locator("#delete-user-heading").waitFor();
    },
  },
  {
    // Sent without the password (issue 32 item 4): refused by the rule, before any provider call or limit.
    screen: "profile · delete user",
    state: "confirm page, the password missing",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(PETROVA, "/profile?confirm=delete-user");
      await page.locator("form#delete-user button[type=submit]").click();
      await page.locator('#delete-user [name="password"][aria-invalid="true"]').waitFor();
    },
  },
];
