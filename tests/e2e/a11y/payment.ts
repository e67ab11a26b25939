import type { Locator, Page } from "@playwright/test";
import { expect, notices } from "../fixtures";
import { IVANOV } from "../support";
import { field, openDialog, pressBlocked, type A11yRow, type Setup } from "./kit";

// Screen states of the payment area (payment.spec.ts, payment-rules.spec.ts) checked by tests/e2e/a11y.spec.ts.
// The forms that open in a dialog with JS are pages of their own without it: a row for each.

const INVOICE = { displayName: "Счёт за октябрь (тест)", debt: 910, debtFine: 0 };

/**
 * A resident with one account of `sum` roubles (no e-mail in the profile: the form asks for one), logged in on
 * /payment (where a dialog's link is) or straight on the page `at` the account's id (its form without JS).
 */
async function oneAccount(
  { residents, login }: Setup,
  account: Parameters<Setup["residents"]["withAccounts"]>[0][number],
  at?: (accountId: number) => string,
) {
  const { resident, accounts } = await residents.withAccounts([account]);
  await login(resident, at ? at(accounts[0]!.accountId) : "/payment");
  return accounts[0]!;
}

const payPage = (accountId: number) => `/payment/pay/${accountId}`;

/** Fills the pay form: a sum, Т-Банк (it takes a commission), the e-mail for the check. */
async function fillPayForm(form: Locator | Page) {
  await field(form, "sum").fill("123.45");
  await form.locator('[name="paymentSystem"][value="tinkoff"]').check();
  await field(form, "email").fill("a11y@example.ru");
}

/** The commission quote shown under the form (with JS). */
const quote = (form: Locator) => form.locator("[aria-live=polite] dl").waitFor();

/** Sum, separated fine and e-mail all wrong (the fine is its own field only with useSeparatedFinePayment). */
async function fillWrong(form: Locator | Page) {
  await field(form, "sum").fill("abc");
  await field(form, "sumFine").fill("-1");
  await field(form, "email").fill("fine@example");
}

const FINE_SETTINGS = { useSeparatedFinePayment: true };

/**
 * Иванов's account 1000001 (AccountID 1, the reference upstream's seed): a debt with a fine, insurance and one
 * open invoice, no e-mail in his profile; he may pay for both his accounts at once. Rows that only look, fill or review (nothing posted to pay, which would
 * store the e-mail in his profile) use it instead of a throwaway resident.
 */
const IVANOV_ACCOUNT = 1;
/** Its open invoice (DEMO_INVOICE_UID of upstream/src/db/seeds/payment.ts). */
const DEMO_INVOICE_UID = "5f0c7a52-1b2e-4c8d-9a41-100000100001";

export const paymentRows: A11yRow[] = [
  {
    screen: "payment · accounts",
    state: "debt, overpayment, insurance, invoice, pay-all link; a result notice",
    setup: async ({ residents, login, page }) => {
      const { resident } = await residents.withAccounts(
        [{ sum: 1200.5, sumFine: 10, insurance: 85 }, { sum: -40 }, { sum: 0, invoice: INVOICE }],
        true,
      );
      await login(resident, "/payment?result=paymentFail");
      await notices(page).waitFor();
      await expect(page.locator("main article")).toHaveCount(3);
    },
  },
  {
    screen: "payment · pay form",
    state: "dialog: filled, commission shown",
    only: "js",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/payment");
      const dialog = await openDialog(page, payPage(IVANOV_ACCOUNT), '[name="email"]');
      await fillPayForm(dialog);
      await quote(dialog);
    },
  },
  {
    screen: "payment · pay form",
    state: "page: filled",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(IVANOV, payPage(IVANOV_ACCOUNT));
      await fillPayForm(page);
    },
  },
  {
    screen: "payment · pay form",
    state: "review step, commission shown",
    only: "nojs",
    // The review step asks the provider for the commission only: nothing of Иванов's changes.
    setup: async ({ login, page }) => {
      await login(IVANOV, payPage(IVANOV_ACCOUNT));
      await fillPayForm(page);
      await page.locator('button[value="review"]').click();
      await page.locator('button[value="edit"]').waitFor();
    },
  },
  {
    screen: "payment · pay form",
    state: "dialog: sum, separated fine and e-mail refused",
    only: "js",
    setup: async (s) => {
      await s.upstream.settings(FINE_SETTINGS);
      const { accountId } = await oneAccount(s, { sum: 500, sumFine: 12.5 });
      const dialog = await openDialog(s.page, `/payment/pay/${accountId}`, '[name="sumFine"]');
      await fillWrong(dialog);
      // Pay is disabled and its hint says why; a press of it puts each reason at its field (decision 0021).
      await pressBlocked(dialog.locator('button[value="pay"]'), true);
      await expect(dialog.locator("[aria-invalid=true]")).toHaveCount(3);
    },
  },
  {
    screen: "payment · pay form",
    state: "page: sum, separated fine and e-mail refused",
    only: "nojs",
    setup: async (s) => {
      await s.upstream.settings(FINE_SETTINGS);
      await oneAccount(s, { sum: 500, sumFine: 12.5 }, payPage);
      await fillWrong(s.page);
      await s.page.locator('button[value="review"]').click();
      await expect(s.page.locator("[aria-invalid=true]")).toHaveCount(3);
    },
  },
  {
    screen: "payment · pay form",
    state: "dialog: the pay link failed",
    only: "js",
    setup: async (s) => {
      await s.upstream.fault({ path: "/PayOnline/GetPayLink", mode: "500" });
      const { accountId } = await oneAccount(s, { sum: 400 });
      const dialog = await openDialog(s.page, `/payment/pay/${accountId}`, '[name="email"]');
      await field(s.page, "email").fill("a11y@example.ru");
      await dialog.locator('button[value="pay"]').click();
      await dialog.locator("[role=alert]").first().waitFor();
    },
  },
  {
    screen: "payment · pay form",
    state: "page: the pay link failed",
    only: "nojs",
    setup: async (s) => {
      await s.upstream.fault({ path: "/PayOnline/GetPayLink", mode: "500" });
      await oneAccount(s, { sum: 400 }, payPage);
      await field(s.page, "email").fill("a11y@example.ru");
      await s.page.locator('button[value="review"]').click();
      await s.page.locator('button[value="pay"]').click();
      await notices(s.page).locator("[role=alert]").first().waitFor();
    },
  },
  {
    screen: "payment · pay all accounts",
    state: "dialog: the amount due, commission shown",
    only: "js",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/payment");
      const dialog = await openDialog(page, "/payment/pay/all", '[name="email"]');
      await field(page, "email").fill("a11y@example.ru");
      await quote(dialog);
    },
  },
  {
    screen: "payment · pay all accounts",
    state: "page: the amount due",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/payment/pay/all");
      await field(page, "email").fill("a11y@example.ru");
    },
  },
  {
    screen: "payment · invoices",
    state: "dialog: the only invoice chosen",
    only: "js",
    setup: async (s) => {
      const { accountId } = await oneAccount(s, { sum: 910, invoice: INVOICE, paymentMode: "Invoice" });
      await openDialog(s.page, `/payment/invoices/${accountId}`, '[name="invoiceUid"]:checked');
    },
  },
  {
    // Also what an account paid by invoices leads to from an old link to the sum form (with JS too).
    screen: "payment · invoices",
    state: "page: the only invoice chosen",
    setup: async (s) => {
      await oneAccount(s, { sum: 910, invoice: INVOICE, paymentMode: "Invoice" }, (id) => `/payment/invoices/${id}`);
      await s.page.locator('[name="invoiceUid"]:checked').waitFor();
    },
  },
  {
    screen: "payment · invoice viewer",
    state: "the provider's invoice in a frame",
    noScripts: true,
    setup: async ({ login, page }) => {
      await login(IVANOV, `/payment-invoice/${DEMO_INVOICE_UID}`);
      await page.frameLocator("iframe").locator("h1").waitFor();
    },
  },
  {
    screen: "payment · history",
    state: "payments, charts (Иванов)",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/payment?tab=history");
      await page.locator("main [role=img]").first().waitFor();
    },
  },
  {
    screen: "payment · bills",
    state: "bills and one account's extra files (Иванов)",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/payment?tab=bills&account=1000001");
      await page.locator("#extra-files-heading").waitFor();
    },
  },
  {
    screen: "payment · insurance off",
    state: "confirm dialog",
    only: "js",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/payment");
      await openDialog(page, `/payment/insurance/${IVANOV_ACCOUNT}`, "form button[type=submit]", "alertdialog");
    },
  },
  {
    screen: "payment · insurance off",
    state: "confirm page",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(IVANOV, `/payment/insurance/${IVANOV_ACCOUNT}`);
      await page.locator("main form button[type=submit]").waitFor();
    },
  },
];
