import type { Page } from "@playwright/test";
import { expect, jsEnabled, notices, open, press, test } from "./fixtures";
import { errorSummary, expectFieldError, expectNoFieldError, pressDisabled } from "./form-support";
import { PETROVA } from "./support";

// Петрова's stored profile never changes here (her saves fail or are refused; the language is a cookie): saving
// and deleting happen to throwaway residents. Axe checks of these screens are rows of tests/e2e/a11y/profile.ts.

const save = (page: Page) => page.getByRole("button", { name: "Сохранить" });

test.describe("profile", () => {
  test("shows the resident's data; the header's name leads here", async ({ page, login }) => {
    await login(PETROVA);
    await page.getByRole("banner").getByRole("link", { name: "Профиль: Петрова А." }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Профиль", level: 1 })).toBeVisible();
    await expect(page.getByLabel("ФИО")).toHaveValue(PETROVA.fio);
    await expect(page.getByLabel("Язык интерфейса")).toHaveValue("ru");
  });

  test("the §5 rules: fio required, email format, email needed for electronic bills", async ({ page, login }) => {
    const js = jsEnabled();
    await login(PETROVA, "/profile");
    const fio = page.getByLabel("ФИО");
    const email = page.getByLabel("E-mail");
    const bills = page.getByLabel("Получать квитанции только в электронном виде");
    await fio.fill("");
    await email.fill("petrova@");
    await bills.check();
    if (js) {
      // With JS Save is disabled (§5) and says why beside it, nothing red yet; a press sends nothing and puts each
      // reason at its field.
      await expect(save(page)).toBeDisabled();
      await expect(save(page)).toHaveAccessibleDescription("Поле обязательно к заполнению Неверный формат");
      await expectNoFieldError(fio);
      await pressDisabled(save(page));
    } else {
      // Without JS the server refuses: §8's notice, and the error summary at the top of the form.
      await save(page).click();
      await expect(notices(page)).toContainText(
        "Ошибка обновления данных профиля! Проверьте правильность заполнения полей.",
      );
      await expect(errorSummary(page).getByRole("link", { name: "Неверный формат" })).toBeVisible();
    }
    await expectFieldError(fio, "Поле обязательно к заполнению");
    await expectFieldError(email, "Неверный формат");
    await email.fill("");
    if (!js) await save(page).click();
    await expectFieldError(email, "Заполните поле E-mail");
    await expectFieldError(fio, "Поле обязательно к заполнению");
    await expect(bills).toBeChecked();
    await fio.fill(PETROVA.fio);
    await email.fill("petrova@example.ru");
    if (js) await expect(save(page)).toBeEnabled();
    // Nothing was saved: the stored profile is unchanged.
    await open(page, "/profile");
    await expect(page.getByLabel("E-mail")).toHaveValue("");
  });

  test("ticking electronic bills with no e-mail says so under the e-mail: with JS Save is disabled and says why, a press puts it there; without, after Save", async ({
    page,
    login,
  }) => {
    await login(PETROVA, "/profile");
    const email = page.getByLabel("E-mail");
    const bills = page.getByLabel("Получать квитанции только в электронном виде");
    await expect(email).toHaveValue("");
    await expect(save(page)).toBeEnabled();
    await bills.check();
    // Issue 14 item 8: a disabled Save always says why, beside it, in the server's words; the message belongs to
    // the e-mail, where the resident fixes it.
    if (jsEnabled()) {
      await expect(save(page)).toBeDisabled();
      await expect(save(page)).toHaveAccessibleDescription("Заполните поле E-mail");
      await expectNoFieldError(email);
      await pressDisabled(save(page));
    } else {
      await save(page).click();
    }
    await expectFieldError(email, "Заполните поле E-mail");
    await expectNoFieldError(bills);
    if (!jsEnabled()) return;
    await bills.uncheck();
    await expectNoFieldError(email);
    await expect(page.locator("#profile-email-error")).toBeEmpty();
    await expect(save(page)).toBeEnabled();
  });

  test("a failed update keeps the input and says so", async ({ page, login, upstream }) => {
    const email = "fail@example.ru";
    await upstream.fault({ path: "/User/UpdateProfile", mode: "500" });
    await login(PETROVA, "/profile");
    await page.getByLabel("E-mail").fill(email);
    await save(page).click();
    await expect(notices(page)).toContainText("Ошибка обновления данных профиля!");
    await expect(notices(page)).toContainText("Сервис управляющей компании сейчас недоступен");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
  });

  test("a successful save updates the profile, the header and the email notices", async ({
    page,
    login,
    residents,
  }) => {
    await login(await residents.fresh("Профилев Пётр Ильич"), "/profile");
    await page.getByLabel("ФИО").fill("Сохранёнов Савва Ильич");
    await page.getByLabel("E-mail").fill("savva@example.ru");
    await page.getByLabel("Получать квитанции только в электронном виде").check();
    await page.getByLabel("Не показывать выбывшие приборы учёта").check();
    await save(page).click();
    await expect(notices(page)).toContainText("Данные профиля успешно обновлены");
    await expect(notices(page)).toContainText("Адрес электронной почты сохранен");
    await expect(page.getByRole("banner").getByRole("link", { name: "Профиль: Сохранёнов С." })).toBeVisible();
    await open(page, "/profile");
    await expect(page.getByLabel("ФИО")).toHaveValue("Сохранёнов Савва Ильич");
    await expect(page.getByLabel("E-mail")).toHaveValue("savva@example.ru");
    await expect(page.getByLabel("Получать квитанции только в электронном виде")).toBeChecked();
    await expect(page.getByLabel("Не показывать выбывшие приборы учёта")).toBeChecked();
    // Erasing the address (electronic bills off): it will not be kept.
    await page.getByLabel("Получать квитанции только в электронном виде").uncheck();
    await page.getByLabel("E-mail").fill("");
    await save(page).click();
    await expect(notices(page)).toContainText("Адрес электронной почты не будет сохранен.");
    await expect(page.getByLabel("E-mail")).toHaveValue("");
  });

  test("'do not keep me signed in' turns the session cookie into a browser-session cookie", async ({
    page,
    login,
    residents,
  }) => {
    await login(await residents.fresh());
    const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === "__session")!;
    expect((await sessionCookie()).expires).toBeGreaterThan(0);
    await open(page, "/profile");
    await page.getByLabel("Не запоминать вход на этом устройстве").check();
    await save(page).click();
    await expect(notices(page)).toContainText("Данные профиля успешно обновлены");
    expect((await sessionCookie()).expires).toBe(-1);
    await expect(page.getByLabel("Не запоминать вход на этом устройстве")).toBeChecked();
  });

  test("the language changes at once", async ({ page, login }) => {
    await login(PETROVA, "/profile");
    await page.getByLabel("Язык интерфейса").selectOption("en");
    await page.getByRole("button", { name: "Сменить язык" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("logout from the profile", async ({ page, login }) => {
    await login(PETROVA, "/profile");
    await page.getByRole("button", { name: "Выйти из личного кабинета" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Вы вышли из личного кабинета.")).toBeVisible();
  });

  test("deleting one's own user asks first and for the password, then logs out for good", async ({
    page,
    login,
    residents,
  }) => {
    const resident = await residents.fresh("Удаляев Удал Удалович");
    await login(resident, "/profile");
    await page.getByRole("link", { name: "Удалить пользователя" }).click();
    // The confirm step: a dialog with JS, the page's own section without.
    let step = page.getByRole("alertdialog", { name: "Удалить пользователя?" });
    if (jsEnabled()) {
      await expect(step).toBeVisible();
      // Esc closes without deleting; focus returns to the opener.
      await page.keyboard.press("Escape");
      await expect(step).toBeHidden();
      await expect(page.getByRole("link", { name: "Удалить пользователя" })).toBeFocused();
      await page.getByRole("link", { name: "Удалить пользователя" }).click();
    } else {
      await expect(page).toHaveURL(/\/profile\?confirm=delete-user$/);
      step = page.getByRole("region", { name: "Удалить пользователя?" });
    }
    // Issue 32 item 4: a session left open cannot delete the user without the password.
    await step.getByLabel("Пароль").fill("not-the-password");
    await press(page, step.getByRole("button", { name: "Да, удалить" }));
    if (!jsEnabled()) step = page.getByRole("region", { name: "Удалить пользователя?" });
    await expectFieldError(step.getByLabel("Пароль"), "Неверный пароль");
    // Without JS the server's page never sends a password back; with JS the field keeps what was typed, as login's.
    if (!jsEnabled()) await expect(step.getByLabel("Пароль")).toHaveValue("");
    await step.getByLabel("Пароль").fill(resident.password);
    await step.getByRole("button", { name: "Да, удалить" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(notices(page)).toContainText("Пользователь удалён.");
    await open(page, "/home");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome$/);
    // The user is gone at the provider: the password no longer opens anything.
    await page.getByLabel("Телефон").fill(resident.phone);
    await page.getByLabel("Пароль", { exact: true }).fill(resident.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(errorSummary(page, page.locator("main form"))).toContainText("Не верная пара логин/пароль");
  });
});
