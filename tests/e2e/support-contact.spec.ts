import type { Locator, Page } from "@playwright/test";
import { expect, JS_ONLY, jsEnabled, notices, open, press, test } from "./fixtures";

// The contact-support form (issue 19; §2.3 Modals, §3, §5, §8): a dialog with JS, a page without.

async function openForm(page: Page) {
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
  const error = (name: string) => form.locator(`#support-contact-${name}-error`);
  // No message before the form was sent.
  for (const name of Object.keys(labels)) await expect(error(name)).toBeEmpty();
  for (const missing of ["phone", "mail", "text"] as const) {
    for (const [name, value] of Object.entries(fill))
      await form.getByLabel(labels[name as keyof typeof labels]).fill(name === missing ? "" : value);
    // Waits for the server: with JS the browser already words the changed fields while the post is under way.
    await press(page, form.getByRole("button", { name: "Отправить обращение" }), "/support/contact");
    // The server's refusal: one line in the summary, linked to the field, and the same words at the field.
    await expect(form.getByRole("heading", { name: "Исправьте ошибки" })).toBeVisible();
    await expect(form.getByRole("link", { name: "Поле обязательно к заполнению" })).toHaveAttribute(
      "href",
      `#support-contact-${missing}`,
    );
    await expect(error(missing)).toHaveText("Поле обязательно к заполнению");
    await expect(form.getByLabel(labels[missing])).toHaveAttribute("aria-invalid", "true");
    for (const name of Object.keys(fill).filter((n) => n !== missing)) {
      await expect(error(name)).toBeEmpty();
      await expect(form.getByLabel(labels[name as keyof typeof labels])).not.toHaveAttribute("aria-invalid", "true");
    }
    await expectTitleOfRefusal(page);
  }
  await form.getByLabel("Электронная почта").fill("resident@");
  await form.getByLabel("Текст обращения").fill(fill.text);
  await press(page, form.getByRole("button", { name: "Отправить обращение" }), "/support/contact");
  await expect(error("mail")).toHaveText("Неверный формат");
  await form.getByLabel("Электронная почта").fill(fill.mail);
  await form.getByRole("button", { name: "Отправить обращение" }).click();
  await expect(notices(page)).toContainText("Обращение успешно отправлено");
  await expectSent(page);
});

test(
  "contact form: a field typed into while the post is under way is judged by what it holds now",
  JS_ONLY,
  async ({ page }) => {
    const form = await openForm(page);
    // The server's answer is held until the resident has typed the e-mail: it judged the post (no e-mail).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posted = () => {};
    const sent = new Promise<void>((resolve) => (posted = resolve));
    await page.route(/\/support\/contact\.data/, async (route) => {
      if (route.request().method() === "POST") {
        posted();
        await held;
      }
      await route.continue();
    });
    await form.getByLabel("Телефон").fill("9001234567");
    const answered = press(page, form.getByRole("button", { name: "Отправить обращение" }), "/support/contact");
    await sent;
    await form.getByLabel("Электронная почта").fill("resident@example.ru");
    release();
    await answered;
    await expect(form.getByRole("heading", { name: "Исправьте ошибки" })).toBeVisible();
    await expect(form.locator("#support-contact-text-error")).toHaveText("Поле обязательно к заполнению");
    await expect(form.locator("#support-contact-mail-error")).toBeEmpty();
    await expect(form.getByLabel("Электронная почта")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Электронная почта")).toHaveValue("resident@example.ru");
  },
);

test("contact form: a provider failure is told, the appeal kept", async ({ page, upstream }) => {
  const form = await openForm(page);
  await upstream.fault({ path: "/Public/TechSupportAppeal", mode: "500" });
  await form.getByLabel("Телефон").fill("9001234567");
  await form.getByLabel("Электронная почта").fill("resident@example.ru");
  await form.getByLabel("Текст обращения").fill("Не уходит");
  await form.getByRole("button", { name: "Отправить обращение" }).click();
  await expect(failureShownIn(page, form)).toContainText("Сервис управляющей компании сейчас недоступен");
  await expect(form.getByLabel("Текст обращения")).toHaveValue("Не уходит");
  await expect(form.getByLabel("Электронная почта")).toHaveValue("resident@example.ru");
});

test("contact form: a client sending too many appeals is told to wait, the text kept", async ({ page }) => {
  await open(page, "/support/contact");
  const send = async (text: string) => {
    await page.getByLabel("Телефон").fill("9001234567");
    await page.getByLabel("Электронная почта").fill("resident@example.ru");
    await page.getByLabel("Текст обращения").fill(text);
    await page.getByRole("button", { name: "Отправить обращение" }).click();
  };
  for (let i = 0; i < 5; i++) {
    const token = await page.locator("input[name=once]").inputValue();
    await send(`Обращение ${i}`);
    await expect(page.getByLabel("Текст обращения")).toHaveValue("");
    // A new form's token arrives with the page's revalidation, after the answer: the same token again would
    // be the same appeal (decision 0015), answered again without being sent.
    await expect(page.locator("input[name=once]")).not.toHaveValue(token);
  }
  await send("Обращение 5");
  await expect(page.getByText(/Слишком много обращений подряд/)).toBeVisible();
  await expect(page.getByLabel("Текст обращения")).toHaveValue("Обращение 5");
});

/** A refused post: the page's title says «Ошибка:»; the dialog's form leaves the page under it as it was. */
async function expectTitleOfRefusal(page: Page) {
  if (jsEnabled()) await expect(page).not.toHaveTitle(/^Ошибка: /);
  else await expect(page).toHaveTitle(/^Ошибка: /);
}

/** Sent: the dialog closes; without JS post/redirect/get brings the form's page again, empty, no «Ошибка». */
async function expectSent(page: Page) {
  if (jsEnabled()) {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    return;
  }
  await expect(page).toHaveURL(/\/support\/contact$/);
  await expect(page.getByLabel("Текст обращения")).toHaveValue("");
  await expect(page).toHaveTitle(/^Обращение в техподдержку/);
}

/** Where a provider failure is told: inside the dialog, or in the page's notices. */
const failureShownIn = (page: Page, form: Locator) => (jsEnabled() ? form : notices(page));
