import type { Page } from "@playwright/test";
import { advanceClock, expect, jsEnabled, notices, open, test } from "./fixtures";
import { errorSummary, expectFieldError, expectNoFieldError, pressDisabled } from "./form-support";
import { IVANOV } from "./support";

/** A phone no one has registered (97…: apart from the demo residents and the throwaway ones). */
const unknownPhone = () =>
  `97${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;

async function logIn(page: Page, phone: string, password: string) {
  await page.getByLabel("Телефон").fill(phone);
  await page.getByLabel("Пароль", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
}

/** §8: a wrong pair is said inline, as the form's own error in its error summary (no field is to blame). */
const wrongPair = async (page: Page) => {
  const summary = errorSummary(page, page.locator("main form"));
  await expect(summary).toContainText("Не верная пара логин/пароль");
  await expect(summary.getByRole("link")).toHaveCount(0);
};
/** The wait next to the form; counted from the last failure, so a second may have passed: "30" or "29" s. */
const waitNotice = (page: Page, seconds: number) =>
  expect(
    page.locator("form").getByRole("alert").filter({ hasText: "Слишком много неудачных попыток входа" }),
  ).toContainText(new RegExp(`Повторите через (${seconds}|${seconds - 1}|${seconds - 2}) сек\\.`));

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
      // Every spelling typed and pasted on one page; the other pages' phone fields are the same PhoneField, so
      // one spelling each shows they use it.
      for (const [path, spellings] of [
        ["/login", SPELLINGS],
        ["/register", [SPELLINGS[0]!]],
        ["/feedback", [SPELLINGS[2]!]],
      ] as const) {
        await open(page, path);
        const phone = page.getByLabel("Телефон");
        for (const spelling of spellings) {
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

  test("wrong password shows the message inline and as a notification, keeping the phone", async ({
    page,
    residents,
  }) => {
    // A throwaway resident: failed logins of a demo resident would count against every test logging them in.
    const resident = await residents.fresh();
    await open(page, "/login");
    await logIn(page, `8 ${resident.phone}`, "not-the-password");
    await wrongPair(page);
    await expect(notices(page)).toContainText("Ошибка");
    await expect(notices(page)).toContainText("Не верная пара логин/пароль");
    await expect(page.getByLabel("Телефон")).toHaveValue(new RegExp(resident.phone.slice(-2) + "$"));
    await expect(page).toHaveURL(/\/login/);
  });

  test("5 wrong passwords, then the next try waits 30 s, even the right one; a success starts the count over", async ({
    page,
    residents,
  }) => {
    const resident = await residents.fresh();
    await open(page, "/login");
    await logIn(page, resident.phone, "wrong-password-0");
    await wrongPair(page);
    // Failures 2 to 5 as the form posts them (the page above shows how one looks): each still a wrong pair (401), no wait yet (429).
    for (let i = 1; i < 5; i++) {
      const answer = await page.request.post("/login", {
        form: { phone: resident.phone, password: `wrong-password-${i}` },
        maxRedirects: 0,
      });
      expect(answer.status(), `failed login ${i + 1}`).toBe(401);
    }
    await logIn(page, resident.phone, resident.password);
    await waitNotice(page, 30);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel("Телефон")).toHaveValue(new RegExp(resident.phone.slice(-2) + "$"));
    // The wait doubles with each failure after it.
    await advanceClock(page, 30);
    await logIn(page, resident.phone, "wrong-password-5");
    await wrongPair(page);
    await logIn(page, resident.phone, resident.password);
    await waitNotice(page, 60);
    await advanceClock(page, 60);
    await logIn(page, resident.phone, resident.password);
    await expect(page).toHaveURL(/\/home$/);
    // The success forgave the phone's failures: the next wrong password is only wrong, not made to wait.
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, resident.phone, "wrong-password-6");
    await wrongPair(page);
  });

  test("20 failed logins from one client, whatever the phones: the next phone waits too", async ({ page }) => {
    await open(page, "/login");
    for (let i = 0; i < 20; i++) {
      const answer = await page.request.post("/login", {
        form: { phone: unknownPhone(), password: "wrong-password" },
        maxRedirects: 0,
      });
      expect(answer.status(), `failed login ${i + 1}`).toBe(401);
    }
    await logIn(page, unknownPhone(), "wrong-password");
    await waitNotice(page, 30);
  });

  test("empty fields get both messages", async ({ page }) => {
    await open(page, "/login");
    const submit = page.getByRole("button", { name: "Войти" });
    const phone = page.getByLabel("Телефон");
    const password = page.getByLabel("Пароль", { exact: true });
    if (jsEnabled()) {
      // With JS the button is disabled (§5) and says why beside it, nothing red yet; a press sends nothing and
      // puts each reason at its field.
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAccessibleDescription("Телефон обязательно Пароль обязательно");
      await expectNoFieldError(phone);
      await pressDisabled(submit);
      await expect(page).toHaveURL(/\/login$/);
    } else {
      // Without JS the server refuses the post: the summary links to each field.
      await submit.click();
      await expect(errorSummary(page).getByRole("link", { name: "Телефон обязательно" })).toBeVisible();
      await expect(errorSummary(page).getByRole("link", { name: "Пароль обязательно" })).toBeVisible();
    }
    await expectFieldError(phone, "Телефон обязательно");
    await expectFieldError(password, "Пароль обязательно");
  });

  test("a phone written any way is accepted; an incomplete one is refused", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Телефон").fill("900 000 00");
    await page.getByLabel("Пароль", { exact: true }).fill("demo1234");
    if (jsEnabled()) {
      await expect(page.getByLabel("Телефон")).toHaveValue("+7 (900) 000 00");
      await expect(page.getByRole("button", { name: "Войти" })).toBeDisabled();
      await pressDisabled(page.getByRole("button", { name: "Войти" }));
    } else {
      await page.getByRole("button", { name: "Войти" }).click();
    }
    await expectFieldError(page.getByLabel("Телефон"), "Введите номер полностью: +7 и 10 цифр");
    await expectNoFieldError(page.getByLabel("Пароль", { exact: true }));
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
    // The server sends no password back; the same one typed again is read, and Enter can be pressed again.
    await expect(page.getByLabel("Пароль", { exact: true })).toHaveValue("");
    await page.getByLabel("Пароль", { exact: true }).fill("whatever");
    await expect(page.getByRole("button", { name: "Войти" })).toBeEnabled();
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
