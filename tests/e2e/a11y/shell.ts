import { IVANOV } from "../support";
import type { A11yRow } from "./kit";

// Screen states of the app shell (header, menu; Home's own are in home.ts), the 404 page and the error page, checked by
// tests/e2e/a11y.spec.ts.
export const shellRows: A11yRow[] = [
  { screen: "404", state: "anonymous", setup: async ({ page }) => void (await page.goto("/no-such-page")) },
  { screen: "404", state: "inside a section (the shell stays)", setup: ({ login }) => login(IVANOV, "/requests/abc") },
  { screen: "download failed", state: "a missing file (the shell stays)", setup: ({ login }) => login(IVANOV, "/payment/bills/999999") },
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
    screen: "error page",
    state: "a section's loader failed (the shell stays)",
    setup: async ({ login, upstream }) => {
      await upstream.fault({ path: "/Accounting/Info", mode: "500" });
      await login(IVANOV, "/payment/pay/1");
    },
  },
];
