import type { Locator, Page } from "@playwright/test";
import { IVANOV, SIDOROV } from "../support";
import { field, type A11yRow, type Setup } from "./kit";

// Screen states of adding and deleting a personal account (accounts.spec.ts) checked by
// tests/e2e/a11y.spec.ts. The add form is a dialog on Home with JS and a page of its own without: a row for
// each. Nothing is linked or deleted, so the demo residents serve (Сидоров has no account, Иванов has 1000001).

/** The add-account form, ready: in the dialog opened from Home (with JS), or on its page (without). */
async function addForm({ login, page, js }: Setup): Promise<Locator | Page> {
  if (!js) {
    await login(SIDOROV, "/accounts/add");
    await page.locator('main button[value="next"]').waitFor();
    return page;
  }
  await login(SIDOROV, "/home");
  await page.locator('main a[href="/accounts/add"]').first().click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('button[value="next"]').waitFor();
  return dialog;
}

/** Stage 2 of linking by number: the PIN code, filled in. */
async function pinStage(s: Setup) {
  const form = await addForm(s);
  await field(form, "prefix").selectOption("ЛС");
  await field(form, "ident").fill("2000001");
  await form.locator('button[value="next"]').click();
  await field(form, "pinCode").fill("1111");
}

/** Linking by address with a last name, a client base and the bill's amount: house, premises, name chosen. */
async function byAddress(s: Setup) {
  await s.upstream.settings({
    accountSelectMode: "AddressAndLastName",
    AddAccountByIdentOptions: {
      promtPinCodeL: false,
      promtClientBaseID: true,
      promtBillAmount: true,
      pinCodeFieldName: "PIN-код",
    },
  });
  const form = await addForm(s);
  await field(form, "houseId").selectOption({ label: "г. Москва, ул. Лесная, д. 5" });
  // The premises come from the server: on choosing the house with JS, after its button without.
  if (!s.js) await form.locator('button[value="house"]').click();
  await field(form, "premiseNumber").selectOption("7");
  await field(form, "lastName").fill("Петров");
}

export const accountsRows: A11yRow[] = [
  {
    screen: "accounts · add",
    state: "dialog: by number, empty",
    only: "js",
    setup: async (s) => void (await addForm(s)),
  },
  {
    screen: "accounts · add",
    state: "page: by number, empty",
    only: "nojs",
    setup: async (s) => void (await addForm(s)),
  },
  { screen: "accounts · add", state: "dialog: the PIN stage, filled", only: "js", setup: pinStage },
  { screen: "accounts · add", state: "page: the PIN stage, filled", only: "nojs", setup: pinStage },
  { screen: "accounts · add", state: "dialog: by address, filled", only: "js", setup: byAddress },
  { screen: "accounts · add", state: "page: by address, filled", only: "nojs", setup: byAddress },
  {
    screen: "accounts · delete",
    state: "confirm dialog",
    only: "js",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/home");
      await page.locator('main a[href="/accounts/1000001/delete"]').click();
      await page.getByRole("alertdialog").locator("form button[type=submit]").waitFor();
    },
  },
  {
    screen: "accounts · delete",
    state: "confirm page",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(IVANOV, "/accounts/1000001/delete");
      await page.locator("main form button[type=submit]").waitFor();
    },
  },
];
