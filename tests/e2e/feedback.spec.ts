import { expect, jsEnabled, NOJS_ONLY, open, test } from "./fixtures";
import { errorSummary, expectFieldError, expectNoFieldError } from "./form-support";

test.describe("feedback", () => {
  test("all four fields are needed; sending shows success and clears the form", async ({ page }) => {
    // Reached from the login page's footer, which is where a resident without an account looks for it.
    await open(page, "/login");
    await page.getByRole("link", { name: "Обратная связь" }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByRole("heading", { name: "Обратная связь", level: 1 })).toBeVisible();
    const send = page.getByRole("button", { name: "Отправить" });
    await page.getByLabel("Имя").fill("Анна");
    await page.getByLabel("E-mail").fill("anna@example.ru");
    await page.getByLabel("Телефон").fill("9001234567");
    if (jsEnabled()) {
      // With JS, Send waits for the description (§5) and says so beside it.
      await expect(send).toBeDisabled();
      await expect(send).toHaveAccessibleDescription("Поле обязательно к заполнению");
    } else {
      await send.click();
      await expect(errorSummary(page).getByRole("link", { name: "Поле обязательно к заполнению" })).toHaveCount(1);
      await expectFieldError(page.getByLabel("Сообщение"), "Поле обязательно к заполнению");
      for (const label of ["Имя", "E-mail", "Телефон"]) await expectNoFieldError(page.getByLabel(label));
      // The input is kept.
      await expect(page.getByLabel("Имя")).toHaveValue("Анна");
    }
    await page.getByLabel("Сообщение").fill("Очень удобный кабинет");
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole("status").filter({ hasText: "Спасибо! Ваше сообщение отправлено." })).toBeVisible();
    for (const label of ["Имя", "E-mail", "Телефон", "Сообщение"]) await expect(page.getByLabel(label)).toHaveValue("");
  });

  test("a malformed email and an incomplete phone are refused by the server too", NOJS_ONLY, async ({ page }) => {
    await open(page, "/feedback");
    await page.getByLabel("Имя").fill("Анна");
    await page.getByLabel("E-mail").fill("anna@");
    await page.getByLabel("Телефон").fill("900 123");
    await page.getByLabel("Сообщение").fill("Текст");
    await page.getByRole("button", { name: "Отправить" }).click();
    // The server's words, not the browser's own check of type="email" (which would keep the post from leaving).
    await expectFieldError(page.getByLabel("E-mail"), "Неверный формат");
    await expectFieldError(page.getByLabel("Телефон"), "Введите номер полностью: +7 и 10 цифр");
    await expect(page.getByLabel("E-mail")).toHaveValue("anna@");
    await expect(page.getByLabel("Сообщение")).toHaveValue("Текст");
  });

  test("the honeypot is hidden from people and a bot filling it gets a pretended success", async ({
    page,
    request,
  }) => {
    await open(page, "/feedback");
    const trap = page.getByLabel("Не заполняйте это поле: оно для защиты от спама");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    // A bot posts straight away, with junk in every field: no refusal (no error summary, no field marked), the
    // same success.
    const response = await request.post("/feedback", {
      form: { name: "", email: "x", phone: "1", description: "", website: "http://spam.example" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(200);
    // The body: the stylesheet in the head names aria-invalid in its selectors.
    const html = (await response.text()).split("<body")[1];
    expect(html).toContain("Спасибо! Ваше сообщение отправлено.");
    expect(html).not.toContain("Исправьте ошибки");
    expect(html).not.toContain("aria-invalid");
  });
});
