import { expect, JS_ONLY, NOJS_ONLY, notices, test } from "./fixtures";
import { supportMessages, upstreamSupport } from "./support-chat";

// The header's support chat (issue 19 item 1; §2.2): with JS the icon opens the /support chat in a dialog over
// the page the resident is on, without JS it leads to the /support page. The chat itself: support.spec.ts.
// Accessibility of the open dialog: tests/e2e/a11y/support.ts.

const ICON = "Чат с поддержкой";

test(
  "with JS the header icon opens the chat in a dialog over the page: the tree, call operator, a message, an answer, closed back to the icon",
  JS_ONLY,
  async ({ page, request, login, residents }) => {
    const resident = await residents.fresh();
    await login(resident, "/payment");
    const heading = page.getByRole("heading", { level: 1 });
    const pageTitle = await heading.textContent();
    const icon = page.getByRole("banner").getByRole("link", { name: ICON });
    await icon.click();
    const dialog = page.getByRole("dialog", { name: ICON });
    // The help tree in the dialog: down two levels, Back one, down again to a conclusion.
    const tree = dialog.getByRole("region", { name: "Чем мы можем помочь?" });
    await tree.getByRole("link", { name: "Оплата" }).click();
    await tree.getByRole("link", { name: "Не проходит оплата картой" }).click();
    await expect(tree.getByRole("list", { name: "Выбранные темы" })).toContainText("Оплата→ Не проходит оплата картой");
    await tree.getByRole("link", { name: "Назад" }).click();
    await tree.getByRole("link", { name: "Не вижу квитанцию" }).click();
    await expect(tree).toContainText("Квитанции появляются на вкладке «Квитанции» после 5-го числа месяца.");
    // A step replaces the link that was clicked: the focus goes on to the step, inside the dialog.
    await expect(tree.getByRole("heading", { name: "Чем мы можем помочь?" })).toBeFocused();
    await tree.getByRole("button", { name: "Позвать оператора" }).click();
    await expect(dialog.getByLabel("Ваш вопрос")).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Чем мы можем помочь?" })).toHaveCount(0);
    // The path and the page under the dialog went first as technical info.
    const tech = await upstreamSupport.techInfo(request, `7${resident.phone}`);
    expect(tech[0]).toContain("Оплата → Не вижу квитанцию\nСтраница: /payment");
    // A message, shown in the dialog's chat.
    const text = `Вопрос из окна ${Date.now()}`;
    await dialog.getByLabel("Ваш вопрос").fill(text);
    await dialog.getByRole("button", { name: "Отправить" }).click();
    await expect(supportMessages(page)).toContainText(text);
    await expect(dialog.getByLabel("Ваш вопрос")).toHaveValue("");
    // An operator's answer arrives with the 5 s poll, the draft kept.
    await page.clock.install();
    await dialog.getByLabel("Ваш вопрос").fill("Черновик");
    const answer = `Ответ оператора ${Date.now()}`;
    await upstreamSupport.operator(request, `7${resident.phone}`, answer);
    await page.clock.runFor(5_000);
    await expect(supportMessages(page)).toContainText(answer);
    await expect(dialog.getByLabel("Ваш вопрос")).toHaveValue("Черновик");
    // Closed: the page under it as it was, the same address, the focus back on the icon.
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(icon).toBeFocused();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(heading).toHaveText(pageTitle!);
  },
);

test(
  "with JS 'problem solved' in the header's dialog closes it and says so",
  JS_ONLY,
  async ({ page, login, residents }) => {
    await login(await residents.fresh(), "/home");
    await page.getByRole("banner").getByRole("link", { name: ICON }).click();
    const tree = page.getByRole("dialog", { name: ICON }).getByRole("region", { name: "Чем мы можем помочь?" });
    await tree.getByRole("link", { name: "Оплата" }).click();
    await tree.getByRole("link", { name: "Не вижу квитанцию" }).click();
    await tree.getByRole("button", { name: "Проблема решена" }).click();
    await expect(notices(page)).toContainText("Рады, что проблема решена!");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  },
);

test(
  "with JS a provider failure in the header's dialog is told in the dialog, the message kept, the page under it as it was",
  JS_ONLY,
  async ({ page, login, residents, upstream }) => {
    await login(await residents.fresh(), "/home");
    await page.getByRole("banner").getByRole("link", { name: ICON }).click();
    const dialog = page.getByRole("dialog", { name: ICON });
    await dialog
      .getByRole("region", { name: "Чем мы можем помочь?" })
      .getByRole("link", { name: "Другой вопрос" })
      .click();
    await dialog.getByRole("button", { name: "Позвать оператора" }).click();
    await upstream.fault({ path: "/TechSupport/AddMessage", mode: "500" });
    await dialog.getByLabel("Ваш вопрос").fill("Не уходит");
    await dialog.getByRole("button", { name: "Отправить" }).click();
    await expect(dialog).toContainText("Сервис управляющей компании сейчас недоступен");
    await expect(dialog.getByLabel("Ваш вопрос")).toHaveValue("Не уходит");
    await expect(page).toHaveURL(/\/home$/);
  },
);

test(
  "with JS the dialog's chat is not polled while the tab is hidden, and is again once it is shown",
  JS_ONLY,
  async ({ page, request, login, residents }) => {
    const resident = await residents.fresh();
    await login(resident, "/home");
    // Before the dialog opens: the chat's 5 s beat is then on the test's clock.
    await page.clock.install();
    await page.getByRole("banner").getByRole("link", { name: ICON }).click();
    const dialog = page.getByRole("dialog", { name: ICON });
    await dialog
      .getByRole("region", { name: "Чем мы можем помочь?" })
      .getByRole("link", { name: "Другой вопрос" })
      .click();
    await dialog.getByRole("button", { name: "Позвать оператора" }).click();
    await expect(dialog.getByLabel("Ваш вопрос")).toBeVisible();
    const polls: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname === "/support/updates" && polls.push(r.url())));
    const tab = (state: "hidden" | "visible") =>
      page.evaluate(
        (s) => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s }),
        state,
      );
    await tab("hidden");
    const answer = `Ответ оператора ${Date.now()}`;
    await upstreamSupport.operator(request, `7${resident.phone}`, answer);
    await page.clock.runFor(15_000);
    expect(polls, "no beat while the tab is hidden").toEqual([]);
    await expect(dialog).not.toContainText(answer);
    await tab("visible");
    await page.clock.runFor(5_000);
    await expect(supportMessages(page)).toContainText(answer);
    expect(polls.length).toBeGreaterThan(0);
  },
);

test("without JS the header icon leads to the /support page", NOJS_ONLY, async ({ page, login, residents }) => {
  await login(await residents.fresh(), "/home");
  await page.getByRole("banner").getByRole("link", { name: ICON }).click();
  await expect(page).toHaveURL(/\/support\?from=%2Fhome$/);
  await expect(page.getByRole("heading", { name: "Чат с технической поддержкой" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Чем мы можем помочь?" })).toBeVisible();
});
