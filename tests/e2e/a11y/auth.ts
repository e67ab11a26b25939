import { IVANOV } from "../support";
import { field, submit, type A11yRow } from "./kit";
import { open } from "../fixtures";

// Screen states of login and registration, checked by tests/e2e/a11y.spec.ts.

const loginRows: A11yRow[] = [
  { screen: "login", state: "empty", setup: async ({ page }) => void (await open(page, "/login")) },
  {
    screen: "login",
    state: "error (wrong pair, inline and notice)",
    setup: async ({ page }) => {
      await open(page, "/login");
      await field(page, "phone").fill(IVANOV.phone);
      await field(page, "password").fill("not-the-password");
      await submit(page);
      await page.locator("form [role=alert]").first().waitFor();
    },
  },
];

// Registration (register.spec.ts).
const registerRows: A11yRow[] = [];

export const authRows: A11yRow[] = [...loginRows, ...registerRows];
