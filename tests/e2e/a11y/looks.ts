import { IVANOV } from "../support";
import { field, type A11yRow } from "./kit";

// Screen states of how the shared parts look on a phone and with a file chosen (tests/e2e/looks.spec.ts),
// checked by tests/e2e/a11y.spec.ts.
const PHONE = { width: 390, height: 844 };

export const looksRows: A11yRow[] = [
  {
    screen: "menu",
    state: "open on a phone",
    setup: async ({ page, login }) => {
      await page.setViewportSize(PHONE);
      await login(IVANOV, "/home");
      await page.locator("#main-menu summary").click();
      await page.locator("#main-menu details[open]").waitFor();
    },
  },
  {
    screen: "payment · history",
    state: "on a phone (rows stacked)",
    setup: async ({ page, login }) => {
      await page.setViewportSize(PHONE);
      await login(IVANOV, "/payment?tab=history");
    },
  },
  {
    screen: "requests · new",
    state: "a file chosen",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/requests/new");
      await field(page, "file").setInputFiles({
        name: "act.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4 a11y"),
      });
    },
  },
];
