import type { Page } from "@playwright/test";
import { expect, jsEnabled, notices, open, test } from "./fixtures";
import { pressDisabled } from "./form-support";
import { SIDOROV } from "./support";

// Tests that link an account do it for a throwaway resident (any number of residents may link the same demo
// account), so tests and projects run side by side; the address mode is switched in the test's own upstream
// scope. Axe checks of these screens are rows of tests/e2e/a11y/accounts.ts.

const IDENT_OPTIONS = {
  promtClientBaseID: false,
  promtBillAmount: false,
  promtPinCodeL: true,
  pinCodeFieldName: "PIN-код",
};

/** Opens the add-account form from Home: the dialog with JS, the page without. Returns where the form is. */
async function openAddAccount(page: Page) {
  await page.getByRole("link", { name: "Подключить лицевой счёт" }).first().click();
  if (jsEnabled()) {
    const dialog = page.getByRole("dialog", { name: "Подключить лицевой счёт" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button").last()).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/accounts\/add$/);
  return page.getByRole("main");
}

test("linking 2000001 by number with its PIN, then deleting it after a confirmation", async ({
  page,
  login,
  residents,
}) => {
  const js = jsEnabled();
  await login(await residents.fresh(), "/home");
  const form = await openAddAccount(page);
  const next = form.getByRole("button", { name: "Далее" });
  if (js) await expect(next).toBeDisabled();
  await form.getByLabel("Префикс лицевого счёта").selectOption("ЛС");
  await form.getByLabel("Номер лицевого счёта").fill("2000001");
  await next.click();
  // Stage 2: the PIN code, labelled as the settings name it.
  await form.getByLabel("PIN-код").fill("1111");
  await form.getByRole("button", { name: "Подключить" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(notices(page)).toContainText("Лицевой счёт 2000001 подключён!");
  await expect(page.getByText("Лицевой счёт № 2000001")).toBeVisible();

  await page.getByRole("link", { name: "Удалить лицевой счёт 2000001" }).click();
  if (js) {
    const dialog = page.getByRole("alertdialog", { name: "Удалить лицевой счёт?" });
    await expect(dialog).toContainText("№ 2000001");
    await dialog.getByRole("button", { name: "Отмена" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Удалить лицевой счёт 2000001" }).click();
    await dialog.getByRole("button", { name: "Да, удалить" }).click();
  } else {
    await expect(page).toHaveURL(/\/accounts\/2000001\/delete$/);
    await expect(page.getByRole("heading", { name: "Удалить лицевой счёт?" })).toBeVisible();
    await page.getByRole("button", { name: "Да, удалить" }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
  await expect(notices(page)).toContainText("Лицевой счёт 2000001 удалён из профиля.");
  await expect(page.getByText("Лицевой счёт № 2000001")).toBeHidden();
});

test("stage rules, a wrong PIN and an unknown number", async ({ page, login }) => {
  const js = jsEnabled();
  // Nothing is linked here: Сидоров's own accounts are only read.
  await login(SIDOROV, "/home");
  const form = await openAddAccount(page);
  const next = form.getByRole("button", { name: "Далее" });
  const prefix = form.getByLabel("Префикс лицевого счёта");
  const ident = form.getByLabel("Номер лицевого счёта");
  if (js) {
    // §5: Next is disabled while stage 1 is incomplete; a press sends nothing and puts each reason at its field.
    await ident.fill("2000001");
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription("Выберите префикс");
    await ident.fill("");
    await prefix.selectOption("ЛС");
    await expect(next).toBeDisabled();
    await pressDisabled(next);
    await expect(ident).toHaveAccessibleDescription("Укажите номер лицевого счёта");
    await expect(prefix).not.toHaveAttribute("aria-invalid");
  } else {
    await next.click();
    await expect(prefix).toHaveAccessibleDescription("Выберите префикс");
    await expect(ident).toHaveAccessibleDescription("Укажите номер лицевого счёта");
    await expect(form.getByRole("link", { name: "Выберите префикс" })).toHaveAttribute("href", "#add-account-1-prefix");
    await expect(page).toHaveTitle(/^Ошибка: /);
    await prefix.selectOption("ЛС");
  }
  await ident.fill("2000001");
  await next.click();
  const send = form.getByRole("button", { name: "Подключить" });
  const pin = form.getByLabel("PIN-код");
  await expect(pin).toBeFocused();
  if (js) await expect(send).toBeDisabled();
  else {
    await send.click();
    await expect(pin).toHaveAccessibleDescription("Поле обязательно к заполнению");
  }
  await pin.fill("0000");
  await send.click();
  // The provider's refusal; the form is back at stage 1 with the number kept and says it was not connected.
  await expect(form.getByRole("alert").filter({ hasText: "Неверный PIN-код" })).toBeVisible();
  await expect(form.getByRole("alert").filter({ hasText: "Исправьте ошибки" })).toContainText(
    "Лицевой счёт не подключён",
  );
  await expect(ident).toHaveValue("2000001");
  await expect(prefix).toHaveValue("ЛС");
  await ident.fill("9999999");
  await next.click();
  await pin.fill("1234");
  await send.click();
  await expect(form.getByRole("alert").filter({ hasText: "9999999 не найден" })).toBeVisible();
});

test("linking 2000002 by address: house, then its premises, then the last name", async ({
  page,
  login,
  residents,
  upstream,
}) => {
  const js = jsEnabled();
  await upstream.settings({
    accountSelectMode: "AddressAndLastName",
    AddAccountByIdentOptions: {
      ...IDENT_OPTIONS,
      promtPinCodeL: false,
      promtClientBaseID: true,
      promtBillAmount: true,
    },
  });
  await login(await residents.fresh(), "/home");
  const form = await openAddAccount(page);
  const send = form.getByRole("button", { name: "Подключить" });
  if (js) await expect(send).toBeDisabled();
  await form.getByLabel("Дом").selectOption({ label: "г. Москва, ул. Лесная, д. 5" });
  // The premises of the chosen house come from the server: by itself with JS, after a button without.
  if (!js) await form.getByRole("button", { name: "Показать помещения дома" }).click();
  await form.getByLabel("Помещение").selectOption("7");
  await form.getByLabel("Фамилия владельца").fill("Петров");
  const amount = form.getByLabel("Сумма из последней квитанции, ₽");
  if (js) {
    await expect(send).toBeDisabled();
    // Enter in a field is a press of Connect (not of the premises button, hidden with JS): nothing is sent and
    // the missing amount is marked.
    await form.getByLabel("Фамилия владельца").press("Enter");
    await expect(amount).toHaveAccessibleDescription(/Укажите сумму из квитанции$/);
    await expect(form.getByLabel("Помещение")).toHaveValue("7");
  } else {
    await send.click();
    await expect(amount).toHaveAccessibleDescription(/Укажите сумму из квитанции$/);
    await expect(form.getByLabel("Помещение")).toHaveValue("7");
  }
  await form.getByLabel("База лицевых счетов").selectOption({ label: "УК «Демо»" });
  await amount.fill("1520,40");
  await send.click();
  await expect(
    form.getByRole("alert").filter({ hasText: "Лицевой счёт по указанному адресу не найден" }),
  ).toBeVisible();
  await expect(form.getByLabel("Дом")).toHaveValue(/\d+/);
  await expect(form.getByLabel("Помещение")).toHaveValue("7");
  await expect(form.getByLabel("База лицевых счетов")).not.toHaveValue("");
  await form.getByLabel("Фамилия владельца").fill("кузнецов");
  await send.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(notices(page)).toContainText("Лицевой счёт 2000002 подключён!");
  await expect(page.getByText("Лицевой счёт № 2000002")).toBeVisible();
});

test("a resident with no accounts is offered to add one on /payment, /requests/new and in the cart, told why", async ({
  page,
  login,
  residents,
}) => {
  // Issue 31 item 12: these pages said nothing, or showed an empty account list, with no way on.
  await login(await residents.fresh(), "/payment");
  const add = page.getByRole("main").getByRole("link", { name: "Подключить лицевой счёт" });
  await expect(add).toBeVisible();
  await open(page, "/requests/new");
  await expect(page.getByRole("main")).toContainText("Чтобы создать заявку, подключите лицевой счёт");
  await expect(add).toBeVisible();
  await open(page, "/usercart/1/goods/8/1");
  await expect(page.getByRole("main")).toContainText("Чтобы оформить заказ, подключите лицевой счёт");
  await expect(add).toBeVisible();
  await expect(page.getByLabel("Лицевой счёт")).toHaveCount(0);
});
