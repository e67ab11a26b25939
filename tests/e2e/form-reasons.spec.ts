import type { Locator, Page } from "@playwright/test";
import { expect, JS_ONLY, jsEnabled, open, test, type Credentials } from "./fixtures";
import { pressDisabled } from "./form-support";
import { IVANOV, PETROVA, SIDOROV } from "./support";

// The class of §5's disabled buttons (login, registration, profile, payment, new request, add account, feedback;
// decision 0021). With JS the button is disabled while the form's rule finds an issue and says why in a neutral
// hint, nothing red before the resident acts; a press sends nothing and puts each reason on its field. Without JS
// the button is never disabled: the post comes back refused, with an error summary at the top of the form that
// links to the field, the same reason on the field, and «Ошибка:» in the title. The chat's send is never
// disabled (requests.spec.ts); the registration resend buttons show their countdown (register.spec.ts).

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
    const field = page.getByLabel(row.field, { exact: true });
    const title = await page.title();
    if (js) {
      // A neutral hint, not an error: the field is not marked until the resident presses.
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(new RegExp(escape(row.reason)));
      await expect(field).not.toHaveAttribute("aria-invalid");
      const url = page.url();
      await pressDisabled(button);
      await expectReason(field, row.reason);
      expect(page.url(), "nothing was sent").toBe(url);
      await expect(page).toHaveTitle(title);
    } else {
      await expect(button).toBeEnabled();
      await button.click();
      await expectReason(field, row.reason);
      const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Исправьте ошибки" }) });
      await expect(summary).toBeInViewport();
      // The summary's link to this field says its reason (another field may have the same words: registration's
      // 'fill in all fields' is the phone's and the fio's).
      const id = (await field.getAttribute("id"))!;
      const link = summary.getByRole("link", { name: row.reason }).and(summary.locator(`a[href="#${id}"]`));
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${escape(id)}$`));
      await expect(page).toHaveTitle(/^Ошибка: /);
    }
  });
}

/** The reason is on the page and is the field's own: it describes the field, which is marked invalid. */
async function expectReason(field: Locator, reason: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(reason)));
  const errorId = `${await field.getAttribute("id")}-error`;
  await expect(field.page().locator(`[id="${errorId}"]`)).toBeVisible();
  await expect(field.page().locator(`[id="${errorId}"]`)).toContainText(reason);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A form a resident opens shows nothing red before they act (GOV.UK): no field marked invalid, no message.
for (const { path, who } of [
  { path: "/login" },
  { path: "/register" },
  { path: "/feedback" },
  { path: "/requests/new", who: IVANOV },
  { path: "/accounts/add", who: SIDOROV },
]) {
  test(`${path}: no red error before any input`, JS_ONLY, async ({ page, login }) => {
    if (who) await login(who, path);
    else await open(page, path);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
    await expect(page.locator("main [id$=-error]").filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
}
