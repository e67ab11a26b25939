import { expect, jsEnabled, notices, open, test } from "./fixtures";

// The contact-support form (issue 19; §2.3 Modals, §3, §5, §8): a dialog with JS, a page without.

async function openForm(page: import("@playwright/test").Page) {
  await open(page, "/support");
  await page.getByRole("link", { name: "Написать обращение в поддержку" }).click();
  if (jsEnabled()) {
    const dialog = page.getByRole("dialog", { name: "Обращение в техподдержку" });
    await expect(dialog.getByLabel("Телефон")).toBeVisible();
    return dialog;
  }
  await expect(page.getByRole("heading", { name: "Обращение в техподдержку" })).toBeVisible();
  return page.getByRole("main");
}

test("contact form: each of phone, e-mail and text is required, the others kept; then sent", async ({ page }) => {
  const form = await openForm(page);
  const fill = { phone: "9001234567", mail: "resident@example.ru", text: "Не открывается квитанция" };
  const labels = { phone: "Телефон", mail: "Электронная почта", text: "Текст обращения" } as const;
  for (const missing of ["phone", "mail", "text"] as const) {
    for (const [name, value] of Object.entries(fill))
      await form.getByLabel(labels[name as keyof typeof labels]).fill(name === missing ? "" : value);
    await form.getByRole("button", { name: "Отправить обращение" }).click();
    await expect(form.getByText("Поле обязательно к заполнению")).toHaveCount(1);
    await expect(form.getByLabel(labels[missing])).toHaveAttribute("aria-invalid", "true");
    for (const name of Object.keys(fill).filter((n) => n !== missing)) {
      await expect(form.getByLabel(labels[name as keyof typeof labels])).not.toHaveAttribute("aria-invalid", "true");
    }
  }
  await form.getByLabel("Электронная почта").fill("resident@");
  await form.getByLabel("Текст обращения").fill(fill.text);
  await form.getByRole("button", { name: "Отправить обращение" }).click();
  await expect(form.getByText("Неверный формат")).toBeVisible();
  await form.getByLabel("Электронная почта").fill(fill.mail);
  await form.getByRole("button", { name: "Отправить обращение" }).click();
  await expect(notices(page)).toContainText("Обращение успешно отправлено");
  if (jsEnabled()) await expect(page.getByRole("dialog")).toHaveCount(0);
  else await expect(page.getByLabel("Текст обращения")).toHaveValue("");
});

test("contact form: a client sending too many appeals is told to wait, the text kept", async ({ page }) => {
  await open(page, "/support/contact");
  for (let i = 0; i < 6; i++) {
    await page.getByLabel("Телефон").fill("9001234567");
    await page.getByLabel("Электронная почта").fill("resident@example.ru");
    await page.getByLabel("Текст обращения").fill(`Обращение ${i}`);
    const token = await page.locator("input[name=once]").inputValue();
    await page.getByRole("button", { name: "Отправить обращение" }).click();
    if (i === 5) break;
    await expect(page.getByLabel("Текст обращения")).toHaveValue("");
    // A new form's token arrives with the page's revalidation, after the answer: the same token again would
    // be the same appeal (decision 0015), answered again without being sent.
    await expect(page.locator("input[name=once]")).not.toHaveValue(token);
  }
  await expect(page.getByText(/Слишком много обращений подряд/)).toBeVisible();
  await expect(page.getByLabel("Текст обращения")).toHaveValue("Обращение 5");
});
