import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { exclusive } from "./locks";
import { expectNoA11yViolations, jsEnabled, login, open, SIDOROV, upstream } from "./support";

// Both projects link the same accounts to Сидоров and switch the global accountSelectMode setting, so the
// account tests run one at a time across projects (a lock) and in order within one.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const accountsLock = (fn: () => Promise<void>) => exclusive("accounts", fn);

const IDENT_OPTIONS = { promtClientBaseID: false, promtBillAmount: false, promtPinCodeL: true, pinCodeFieldName: "PIN-код" };

/** Unlinks an account from Сидоров straight at the provider, so the next test (and run) starts clean. */
async function unlink(request: APIRequestContext, ident: string) {
  const headers = { client: "web" };
  const auth = await request.post("/__upstream/auth/login", { data: { phone: `7${SIDOROV.phone}`, password: SIDOROV.password }, headers });
  const { acx } = (await auth.json()) as { acx: string };
  await request.post("/__upstream/User/DeleteAccountByIdent", { data: { ident }, headers: { ...headers, acx } });
}

/** Opens the add-account form: the dialog on Home with JS, the page without. Returns where the form is. */
async function openAddAccount(page: Page) {
  await open(page, "/home");
  await page.getByRole("link", { name: "Подключить лицевой счёт" }).first().click();
  if (jsEnabled(test.info())) {
    const dialog = page.getByRole("dialog", { name: "Подключить лицевой счёт" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button").last()).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/accounts\/add$/);
  return page.getByRole("main");
}

const notices = (page: Page) => page.getByRole("region", { name: "Уведомления" });

test("linking 2000001 by number with its PIN, then deleting it after a confirmation", async ({ page, request }, info) => {
  await accountsLock(async () => {
    try {
      await login(page, SIDOROV);
      const form = await openAddAccount(page);
      await expectNoA11yViolations(page);
      const next = form.getByRole("button", { name: "Далее" });
      if (jsEnabled(info)) await expect(next).toBeDisabled();
      await form.getByLabel("Префикс лицевого счёта").selectOption("ЛС");
      await form.getByLabel("Номер лицевого счёта").fill("2000001");
      await next.click();
      // Stage 2: the PIN code, labelled as the settings name it.
      await form.getByLabel("PIN-код").fill("1111");
      await expectNoA11yViolations(page);
      await form.getByRole("button", { name: "Подключить" }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(notices(page)).toContainText("Лицевой счёт 2000001 подключён!");
      await expect(page.getByText("Лицевой счёт № 2000001")).toBeVisible();

      await page.getByRole("link", { name: "Удалить лицевой счёт 2000001" }).click();
      if (jsEnabled(info)) {
        const dialog = page.getByRole("alertdialog", { name: "Удалить лицевой счёт?" });
        await expect(dialog).toContainText("№ 2000001");
        await expectNoA11yViolations(page);
        await dialog.getByRole("button", { name: "Отмена" }).click();
        await expect(dialog).toBeHidden();
        await page.getByRole("link", { name: "Удалить лицевой счёт 2000001" }).click();
        await dialog.getByRole("button", { name: "Да, удалить" }).click();
      } else {
        await expect(page).toHaveURL(/\/accounts\/2000001\/delete$/);
        await expect(page.getByRole("heading", { name: "Удалить лицевой счёт?" })).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole("button", { name: "Да, удалить" }).click();
      }
      await expect(page).toHaveURL(/\/home$/);
      await expect(notices(page)).toContainText("Лицевой счёт 2000001 удалён из профиля.");
      await expect(page.getByText("Лицевой счёт № 2000001")).toBeHidden();
    } finally {
      await unlink(request, "2000001");
    }
  });
});

test("stage rules, a wrong PIN and an unknown number", async ({ page }, info) => {
  await accountsLock(async () => {
    await login(page, SIDOROV);
    const form = await openAddAccount(page);
    const next = form.getByRole("button", { name: "Далее" });
    if (jsEnabled(info)) {
      await form.getByLabel("Номер лицевого счёта").fill("2000001");
      await expect(next).toBeDisabled();
      await form.getByLabel("Номер лицевого счёта").fill("");
      await form.getByLabel("Префикс лицевого счёта").selectOption("ЛС");
      await expect(next).toBeDisabled();
    } else {
      await next.click();
      await expect(form.getByText("Выберите префикс")).toBeVisible();
      await expect(form.getByText("Укажите номер лицевого счёта")).toBeVisible();
      await form.getByLabel("Префикс лицевого счёта").selectOption("ЛС");
    }
    await form.getByLabel("Номер лицевого счёта").fill("2000001");
    await next.click();
    const send = form.getByRole("button", { name: "Подключить" });
    if (jsEnabled(info)) await expect(send).toBeDisabled();
    else {
      await send.click();
      await expect(form.getByText("Поле обязательно к заполнению")).toBeVisible();
    }
    await form.getByLabel("PIN-код").fill("0000");
    await send.click();
    // The provider's refusal; the form is back at stage 1 with the number kept.
    await expect(form.getByRole("alert")).toContainText("Неверный PIN-код");
    await expect(form.getByLabel("Номер лицевого счёта")).toHaveValue("2000001");
    await expect(form.getByLabel("Префикс лицевого счёта")).toHaveValue("ЛС");
    await form.getByLabel("Номер лицевого счёта").fill("9999999");
    await next.click();
    await form.getByLabel("PIN-код").fill("1234");
    await send.click();
    await expect(form.getByRole("alert")).toContainText("9999999 не найден");
  });
});

test("linking 2000002 by address: house, then its premises, then the last name", async ({ page, request }, info) => {
  await accountsLock(async () => {
    await upstream.settings(request, {
      accountSelectMode: "AddressAndLastName",
      AddAccountByIdentOptions: { ...IDENT_OPTIONS, promtPinCodeL: false, promtClientBaseID: true, promtBillAmount: true },
    });
    try {
      await login(page, SIDOROV);
      const form = await openAddAccount(page);
      const send = form.getByRole("button", { name: "Подключить" });
      if (jsEnabled(info)) await expect(send).toBeDisabled();
      await form.getByLabel("Дом").selectOption({ label: "г. Москва, ул. Лесная, д. 5" });
      // The premises of the chosen house come from the server: by itself with JS, after a button without.
      if (!jsEnabled(info)) await form.getByRole("button", { name: "Показать помещения дома" }).click();
      await form.getByLabel("Помещение").selectOption("7");
      await form.getByLabel("Фамилия владельца").fill("Петров");
      await expectNoA11yViolations(page);
      if (jsEnabled(info)) await expect(send).toBeDisabled();
      else {
        await send.click();
        await expect(form.getByText("Укажите сумму из квитанции")).toBeVisible();
      }
      await form.getByLabel("База лицевых счетов").selectOption({ label: "УК «Демо»" });
      await form.getByLabel("Сумма из последней квитанции, ₽").fill("1520,40");
      await send.click();
      await expect(form.getByRole("alert")).toContainText("Лицевой счёт по указанному адресу не найден");
      await expect(form.getByLabel("Помещение")).toHaveValue("7");
      await form.getByLabel("Фамилия владельца").fill("кузнецов");
      await send.click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(notices(page)).toContainText("Лицевой счёт 2000002 подключён!");
      await expect(page.getByText("Лицевой счёт № 2000002")).toBeVisible();
    } finally {
      await upstream.settings(request, { accountSelectMode: "Ident", AddAccountByIdentOptions: IDENT_OPTIONS });
      await unlink(request, "2000002");
    }
  });
});
