import type { Locator, Page } from "@playwright/test";
import { expect, jsEnabled, open, test, type Credentials } from "./fixtures";
import { IVANOV, PETROVA, SIDOROV } from "./support";

// Issue 14 item 8, the class: every submit button a script disables (§5: login, registration, profile, payment,
// new request, add account, feedback) says why while it is disabled, next to the field concerned, in the words
// the server uses without JS (decision 0003). With JS: disabled, the reason on the field at once. Without JS:
// never disabled, and posting brings the same reason back on the same field. The chat's send is never
// disabled (requests.spec.ts); the registration resend buttons show their countdown (register.spec.ts); the
// profile's electronic bills and the payment sum have their own tests (profile.spec.ts, payment.spec.ts).

interface Row {
  form: string;
  who?: Credentials;
  path: string;
  /** Brings the form into the state under test (fields the row is not about are filled in). */
  setup?: (page: Page) => Promise<void>;
  /** The submit button: with JS, without JS when it differs. */
  button: string | { js: string; nojs: string };
  /** The label of the field the reason belongs to, and the reason. */
  field: string;
  reason: string;
}

const CONSENT = "Я даю согласие на обработку персональных данных";

const rows: Row[] = [
  { form: "login, nothing typed", path: "/login", button: "Войти", field: "Телефон", reason: "Телефон обязательно" },
  {
    form: "login, no password",
    path: "/login",
    setup: async (page) => await page.getByLabel("Телефон").fill(IVANOV.phone),
    button: "Войти",
    field: "Пароль",
    reason: "Пароль обязательно",
  },
  {
    form: "login, a phone cut short",
    path: "/login",
    setup: async (page) => {
      await page.getByLabel("Телефон").fill("900 000");
      await page.getByLabel("Пароль", { exact: true }).fill("demo1234");
    },
    button: "Войти",
    field: "Телефон",
    reason: "Введите номер полностью: +7 и 10 цифр",
  },
  {
    form: "registration, nothing typed",
    path: "/register",
    button: "Далее",
    field: "ФИО",
    reason: "Для продолжения необходимо заполнить все поля",
  },
  {
    form: "registration, no consent",
    path: "/register",
    setup: async (page) => {
      await page.getByLabel("Телефон").fill("5990000000");
      await page.getByLabel("ФИО").fill("Тестов Тест Тестович");
    },
    button: "Далее",
    field: CONSENT,
    reason: "Для продолжения необходимо дать согласие на обработку персональных данных",
  },
  {
    form: "feedback, no message",
    path: "/feedback",
    setup: async (page) => {
      await page.getByLabel("Имя").fill("Тестов Тест");
      await page.getByLabel("E-mail").fill("test@example.ru");
      await page.getByLabel("Телефон").fill("9000000009");
    },
    button: "Отправить",
    field: "Сообщение",
    reason: "Поле обязательно к заполнению",
  },
  {
    form: "profile, fio erased",
    who: PETROVA,
    path: "/profile",
    setup: (page) => page.getByLabel("ФИО").fill(""),
    button: "Сохранить",
    field: "ФИО",
    reason: "Поле обязательно к заполнению",
  },
  {
    form: "payment, a zero sum",
    who: IVANOV,
    path: "/payment/pay/1",
    setup: (page) => page.getByLabel("Сумма, ₽").fill("0"),
    button: { js: "Перейти к оплате", nojs: "Далее" },
    field: "Сумма, ₽",
    reason: "Неверная сумма",
  },
  {
    form: "new request, no type",
    who: IVANOV,
    path: "/requests/new",
    setup: async (page) => {
      await page.getByLabel("Адрес").selectOption("1000001");
      await page.getByLabel("Описание").fill("Не закрывается окно в подъезде");
    },
    button: "Создать заявку",
    field: "Вид заявки",
    reason: "Выберите вид заявки",
  },
  {
    form: "add account, no number",
    who: SIDOROV,
    path: "/accounts/add",
    setup: async (page) => void (await page.getByLabel("Префикс лицевого счёта").selectOption("ЛС")),
    button: "Далее",
    field: "Номер лицевого счёта",
    reason: "Укажите номер лицевого счёта",
  },
  {
    form: "add account, no PIN",
    who: SIDOROV,
    path: "/accounts/add",
    setup: async (page) => {
      await page.getByLabel("Префикс лицевого счёта").selectOption("ЛС");
      await page.getByLabel("Номер лицевого счёта").fill("2000001");
      await page.getByRole("button", { name: "Далее" }).click();
      await expect(page.getByLabel("PIN-код")).toBeVisible();
    },
    button: "Подключить",
    field: "PIN-код",
    reason: "Поле обязательно к заполнению",
  },
];

for (const row of rows) {
  test(`a disabled button says why: ${row.form}`, async ({ page, login }) => {
    const js = jsEnabled();
    if (row.who) await login(row.who, row.path);
    else await open(page, row.path);
    await row.setup?.(page);
    const name = typeof row.button === "string" ? row.button : js ? row.button.js : row.button.nojs;
    const button = page.getByRole("button", { name, exact: true });
    if (js) {
      await expect(button).toBeDisabled();
    } else {
      // Nothing is disabled without JS: the server answers with the reason.
      await expect(button).toBeEnabled();
      await button.click();
    }
    await expectReason(page.getByLabel(row.field, { exact: true }), row.reason);
  });
}

/** The reason is on the page and is the field's own: it describes the field, which is marked invalid. */
async function expectReason(field: Locator, reason: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  const errorId = ((await field.getAttribute("aria-describedby")) ?? "").split(" ")[0]!;
  await expect(field.page().locator(`[id="${errorId}"]`)).toBeVisible();
  await expect(field.page().locator(`[id="${errorId}"]`)).toContainText(reason);
}

// Issue 15 (Lighthouse): where the loader knows the reasons for the form it renders (registration step 1,
// feedback), they are in the server's page, so they paint with it instead of when the scripts have run. Only
// as text until hydration (no aria-invalid, nothing disabled), and never shown to a browser without JS.
for (const { path, field, reason, button } of [
  { path: "/register", field: "ФИО", reason: "Для продолжения необходимо заполнить все поля", button: "Далее" },
  { path: "/feedback", field: "Сообщение", reason: "Поле обязательно к заполнению", button: "Отправить" },
]) {
  test(`${path}: the reasons are in the first paint with JS, and nowhere without`, async ({ page }) => {
    let release = () => {};
    const scripts = new Promise<void>((resolve) => (release = resolve));
    // The page's scripts wait until the first paint is checked.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    const input = page.getByLabel(field, { exact: true });
    const error = page.locator(`[id="${await input.getAttribute("id")}-error"]`);
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("button", { name: button, exact: true })).toBeEnabled();
    if (!jsEnabled()) {
      await expect(page.getByText(reason).filter({ visible: true })).toHaveCount(0);
      return;
    }
    await expect(error).toBeVisible();
    await expect(error).toHaveText(reason);
    release();
    await expect(page.getByRole("button", { name: button, exact: true })).toBeDisabled();
    await expectReason(input, reason);
  });
}
