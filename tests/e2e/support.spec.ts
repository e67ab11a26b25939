import { expect, jsEnabled, notices, open, test } from "./fixtures";
import { givePhone, supportMessages, uniquePhone, upstreamSupport } from "./support-chat";

// The support chat (issue 19; §2.3, §4, §5, §8, §9): the visitor's phone-only chat and the resident's, with
// the help tree before a new issue. Accessibility of these screens: tests/e2e/a11y/support.ts.

test("phone-only chat: a short phone refused, the tree walked, call operator with the path, a message and a file", async ({
  page,
  request,
}) => {
  // The login layout's no-login support link (§2.3 Login) leads here.
  await open(page, "/login");
  await page.getByRole("link", { name: "Написать в поддержку без входа" }).click();
  await expect(page.getByRole("heading", { name: "Чат с технической поддержкой" })).toBeVisible();
  // §5: at least 11 digits.
  await page.getByLabel("Телефон").fill("900123");
  await page.getByRole("button", { name: "Начать чат" }).click();
  await expect(page.getByText("Поле не может быть пустым")).toBeVisible();
  await page.getByLabel("Телефон").fill("");
  await page.getByRole("button", { name: "Начать чат" }).click();
  await expect(page.getByText("Поле не может быть пустым")).toBeVisible();
  const phone = uniquePhone();
  await givePhone(page, phone);
  // The tree: down two levels, Back one, 'Other question' to the top.
  const tree = page.getByRole("region", { name: "Чем мы можем помочь?" });
  await tree.getByRole("link", { name: "Оплата" }).click();
  await tree.getByRole("link", { name: "Не проходит оплата картой" }).click();
  await expect(tree.getByRole("list", { name: "Выбранные темы" })).toContainText("Оплата→ Не проходит оплата картой");
  await tree.getByRole("link", { name: "Назад" }).click();
  await expect(tree.getByRole("link", { name: "Неверная сумма к оплате" })).toBeVisible();
  await tree.getByRole("link", { name: "Другой вопрос" }).click();
  await expect(tree.getByRole("link", { name: "Показания" })).toBeVisible();
  await expect(tree.getByRole("link", { name: "Назад" })).toHaveCount(0);
  // A conclusion: its advice, 'call operator' and 'problem solved'.
  await tree.getByRole("link", { name: "Оплата" }).click();
  await tree.getByRole("link", { name: "Не вижу квитанцию" }).click();
  await expect(tree).toContainText("Квитанции появляются на вкладке «Квитанции» после 5-го числа месяца.");
  await expect(tree.getByRole("button", { name: "Проблема решена" })).toBeVisible();
  await tree.getByRole("button", { name: "Позвать оператора" }).click();
  // The tree goes; the path went first as technical info.
  await expect(page.getByLabel("Ваш вопрос")).toBeVisible();
  await expect(page.getByRole("region", { name: "Чем мы можем помочь?" })).toHaveCount(0);
  expect((await upstreamSupport.techInfo(request, `7${phone}`))[0]).toContain("Оплата → Не вижу квитанцию");
  // A message and a file, shown with their Moscow times.
  const text = `Не вижу квитанцию за май ${Date.now()}`;
  await page.getByLabel("Ваш вопрос").fill(text);
  await page
    .getByLabel("Прикрепить файл")
    .setInputFiles({ name: "чек.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test") });
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(supportMessages(page)).toContainText(text);
  await expect(supportMessages(page)).toContainText("оператор ответит");
  await expect(supportMessages(page).locator("time").first()).toHaveText(/^\d{2}:\d{2}:\d{2} МСК$/);
  await expect(supportMessages(page).locator("time").first()).toHaveAttribute("datetime", /\+03:00$/);
  const file = supportMessages(page).getByRole("link", { name: "чек.pdf" });
  const download = await page.request.get((await file.getAttribute("href"))!);
  expect(download.headers()["content-disposition"]).toContain("filename*=UTF-8''%D1%87%D0%B5%D0%BA.pdf");
  expect(await download.text()).toBe("%PDF-1.4 test");
  // The same chat on the next visit (the cookie keeps the device and phone).
  await open(page, "/support");
  await expect(supportMessages(page)).toContainText(text);
});

test("phone-only chat: 'problem solved' closes the chat", async ({ page }) => {
  await open(page, "/support");
  await givePhone(page, uniquePhone());
  const tree = page.getByRole("region", { name: "Чем мы можем помочь?" });
  await tree.getByRole("link", { name: "Оплата" }).click();
  await tree.getByRole("link", { name: "Не вижу квитанцию" }).click();
  await tree.getByRole("button", { name: "Проблема решена" }).click();
  await expect(notices(page)).toContainText("Рады, что проблема решена!");
  await expect(page).toHaveURL(/\/login$/);
});

test("an empty message is refused: a dialog with JS, next to the field without", async ({ page }) => {
  await open(page, "/support?talk=1");
  await givePhone(page, uniquePhone());
  await open(page, "/support?talk=1");
  await page.getByRole("button", { name: "Отправить" }).click();
  if (jsEnabled()) {
    const dialog = page.getByRole("alertdialog", { name: "Сообщение пустое" });
    await expect(dialog).toContainText("Напишите вопрос оператору");
    await dialog.getByRole("button", { name: "Понятно" }).click();
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page.getByText("Напишите вопрос оператору")).toBeVisible();
  }
});

test("the resident's chat from the header: an operator's answer arrives (5 s with JS, 'update' without) and the draft stays", async ({
  page,
  request,
  login,
  residents,
}) => {
  const resident = await residents.fresh();
  await login(resident, "/home");
  // The page the header icon leads to (with JS a click opens the same chat in a dialog: support-dialog.spec.ts).
  await open(
    page,
    (await page.getByRole("banner").getByRole("link", { name: "Чат с поддержкой" }).getAttribute("href"))!,
  );
  await expect(page.getByRole("heading", { name: "Чат с технической поддержкой" })).toBeVisible();
  // No phone asked: the resident's own chat.
  await expect(page.getByLabel("Телефон")).toHaveCount(0);
  await page.getByRole("region", { name: "Чем мы можем помочь?" }).getByRole("link", { name: "Другой вопрос" }).click();
  await page.getByRole("button", { name: "Позвать оператора" }).click();
  await expect(page.getByLabel("Ваш вопрос")).toBeVisible();
  const tech = await upstreamSupport.techInfo(request, `7${resident.phone}`);
  expect(tech[0]).toContain("Другой вопрос\nСтраница: /home");
  await page.getByLabel("Ваш вопрос").fill("Вопрос жителя");
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(supportMessages(page)).toContainText("Вопрос жителя");
  if (jsEnabled()) await page.clock.install();
  await page.getByLabel("Ваш вопрос").fill("Черновик");
  const answer = `Ответ оператора ${Date.now()}`;
  await upstreamSupport.operator(request, `7${resident.phone}`, answer);
  if (jsEnabled()) await page.clock.runFor(5_000);
  else await page.getByRole("button", { name: "Обновить" }).click();
  await expect(supportMessages(page)).toContainText(answer);
  await expect(page.getByLabel("Ваш вопрос")).toHaveValue("Черновик");
});
