import { expect, jsEnabled, notices, open, test } from "./fixtures";
import { IVANOV } from "./support";

test.describe("login", () => {
  test("success lands on the start screen with the resident's data", async ({ page }) => {
    // The login form itself: every other spec logs in through the `login` fixture.
    await open(page, "/login");
    await page.getByLabel("Телефон").fill(IVANOV.phone);
    await page.getByLabel("Пароль", { exact: true }).fill(IVANOV.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "События", level: 1 })).toBeVisible();
    await expect(page.getByText("Лицевой счёт № 1000001")).toBeVisible();
    await expect(page.getByText("Лицевой счёт № 1000002")).toBeVisible();
    await expect(page.getByRole("banner").getByText("Иванов И.")).toBeVisible();
  });

  // Issue 14: with JS the mask reformats every keystroke; a leading 8, 7 or +7 is the country code, typed or pasted.
  const SPELLINGS = ["89000000001", "79000000001", "+7 900 000 00 01"];

  test("the phone is read the same whether it starts with 8, 7 or +7, typed key by key or pasted", async ({ page }) => {
    if (jsEnabled()) {
      for (const path of ["/login", "/register", "/feedback"]) {
        await open(page, path);
        const phone = page.getByLabel("Телефон");
        for (const spelling of SPELLINGS) {
          await phone.clear();
          await phone.pressSequentially(spelling);
          await expect(phone, `${spelling} typed on ${path}`).toHaveValue("+7 (900) 000 00 01");
          await phone.fill(spelling);
          await expect(phone, `${spelling} pasted on ${path}`).toHaveValue("+7 (900) 000 00 01");
        }
      }
    }
    // And it logs the resident in, with or without JS (without, the server reads the spelling).
    await open(page, "/login");
    await page.getByLabel("Телефон").pressSequentially(SPELLINGS[0]!);
    await page.getByLabel("Пароль", { exact: true }).fill(IVANOV.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("wrong password shows the message inline and as a notification, keeping the phone", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Телефон").fill("8 900 000-00-01");
    await page.getByLabel("Пароль", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Не верная пара логин/пароль");
    await expect(notices(page)).toContainText("Ошибка");
    await expect(notices(page)).toContainText("Не верная пара логин/пароль");
    await expect(page.getByLabel("Телефон")).toHaveValue(/900.*000.*00.*01/);
    await expect(page).toHaveURL(/\/login/);
  });

  test("empty fields get both messages", async ({ page }) => {
    await open(page, "/login");
    const submit = page.getByRole("button", { name: "Войти" });
    if (jsEnabled()) {
      // With JS the button stays disabled; leaving each field says what is missing.
      await expect(submit).toBeDisabled();
      await page.getByLabel("Телефон").focus();
      await page.getByLabel("Пароль", { exact: true }).focus();
      await page.getByLabel("Телефон").focus();
    } else {
      await submit.click();
    }
    await expect(page.getByText("Телефон обязательно")).toBeVisible();
    await expect(page.getByText("Пароль обязательно")).toBeVisible();
  });

  test("a phone written any way is accepted; an incomplete one is refused", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Телефон").fill("900 000 00");
    await page.getByLabel("Пароль", { exact: true }).fill("demo1234");
    if (jsEnabled()) {
      await expect(page.getByLabel("Телефон")).toHaveValue("+7 (900) 000 00");
      await expect(page.getByRole("button", { name: "Войти" })).toBeDisabled();
      await page.getByLabel("Телефон").blur();
    } else {
      await page.getByRole("button", { name: "Войти" }).click();
    }
    await expect(page.getByText("Введите номер полностью: +7 и 10 цифр")).toBeVisible();
    await page.getByLabel("Телефон").fill("+7 900 000-00-01");
    await page.getByLabel("Пароль", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("?phone= prefills the phone and focuses the password", async ({ page }) => {
    await open(page, "/login?phone=9000000001");
    await expect(page.getByLabel("Телефон")).toHaveValue("+7 (900) 000 00 01");
    await expect(page.getByLabel("Пароль", { exact: true })).toBeFocused();
  });

  test("an upstream failure notifies 'Ошибка' without losing the phone", async ({ page, upstream }) => {
    await upstream.fault({ path: "/auth/login", mode: "500" });
    await open(page, "/login");
    await page.getByLabel("Телефон").fill("9000000099");
    await page.getByLabel("Пароль", { exact: true }).fill("whatever");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(notices(page)).toContainText("Ошибка");
    await expect(notices(page)).toContainText("Сервис управляющей компании сейчас недоступен");
    await expect(notices(page)).not.toContainText("injected");
    await expect(page.getByLabel("Телефон")).toHaveValue(/900.*000.*00.*99/);
  });
});

test("the password can be shown with JS", async ({ page }) => {
  await open(page, "/login");
  const password = page.getByLabel("Пароль", { exact: true });
  await password.fill("secret");
  const toggle = page.getByRole("button", { name: "Показать пароль" });
  if (!jsEnabled()) {
    // Without JS the toggle could not work, so it is not offered.
    await expect(toggle).toHaveCount(0);
    return;
  }
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Скрыть пароль" }).click();
  await expect(password).toHaveAttribute("type", "password");
});
