import type { APIResponse, Page } from "@playwright/test";
import { expect, HTTP, notices, open, press, test } from "./fixtures";
import { freshOpenPollCode, pollResident, savedResults, storedPoll } from "./polls-support";
import { PHONE } from "./looks-support";
import { IVANOV } from "./support";

// Polls (§2.3, §4, §5, §8) and open polls. Each test that answers works on its own throwaway resident or a
// fresh open-poll code (./polls-support.ts). Axe checks of these screens are rows of tests/e2e/a11y/polls.ts.

const list = (page: Page) => page.getByRole("navigation", { name: "Список опросов" });
const send = (page: Page) => page.getByRole("button", { name: "Отправить" }).click();
// A refused form: the error summary at its top (its heading, then the form's message), and «Ошибка:» in the title.
const summary = (page: Page) => page.locator("main form").getByRole("alert");
async function refused(page: Page, message: string) {
  await expect(summary(page)).toContainText("Исправьте ошибки");
  await expect(summary(page)).toContainText(message);
  await expect(page).toHaveTitle(/^Ошибка: /);
}

test("single and open questions: a link in the text is an anchor, an empty form is refused with the input kept, a blank open answer is not sent, the partial poll is continued", async ({
  page,
  login,
  residents,
  request,
}) => {
  const who = await pollResident(residents, 1361);
  await login(who, "/polls");
  await expect(list(page).getByRole("link")).toHaveText([
    "Удобное время отключения горячей воды",
    "Благоустройство двора",
    "Отчёт управляющей компании за год",
  ]);
  expect((await storedPoll(request, who, 3))?.IsReaded).toBe(false);
  await list(page).getByRole("link", { name: "Отчёт управляющей компании за год" }).click();
  await expect(page).toHaveURL(/\/polls\/form\/3#poll$/);
  await expect(page.getByRole("link", { name: "https://example.ru/uk-demo/otchet" })).toHaveAttribute(
    "href",
    "https://example.ru/uk-demo/otchet",
  );
  // Opening the poll marks it read (after the page went out, so asked until it is).
  await expect.poll(async () => (await storedPoll(request, who, 3))?.IsReaded).toBe(true);

  // Nothing red before the form was sent.
  await expect(summary(page)).toHaveCount(0);
  await page.getByLabel("Ваш ответ").fill("   ");
  await send(page);
  await refused(page, "Ответьте хотя бы на один вопрос.");
  await expect(page).toHaveURL(/\/polls\/form\/3(#poll)?$/);
  await expect(page.getByLabel("Ваш ответ")).toHaveValue("   ");

  await page.getByLabel("Хорошо").check();
  await send(page);
  await expect(page).toHaveURL(/\/polls\/results\/3$/);
  await expect(page.getByRole("img", { name: /Ответы на вопрос 1/ })).toBeVisible();
  await expect(page.getByText("Ваш ответ: Хорошо")).toBeVisible();
  // The blank open answer was not sent: question 2 is still open, so the poll is partly completed.
  await expect(list(page).getByRole("listitem").filter({ hasText: "Отчёт управляющей компании за год" })).toContainText(
    "Пройден частично",
  );
  expect((await storedPoll(request, who, 3))?.Questions.map((q) => q.IsCompleteByUser)).toEqual([true, false]);

  // The partial poll's form offers to continue; continuing shows the answered question and asks the rest.
  await list(page).getByRole("link", { name: "Отчёт управляющей компании за год" }).click();
  await expect(page.getByText("Вы ответили не на все вопросы этого опроса.")).toBeVisible();
  await page.getByRole("link", { name: "Продолжить опрос" }).click();
  await expect(page.getByText("Вы уже ответили на этот вопрос. Ваш ответ: Хорошо")).toBeVisible();
  await expect(page.getByLabel("Хорошо")).toHaveCount(0);
  await page.getByLabel("Ваш ответ").fill("Чаще убирать снег");
  await send(page);
  await expect(page).toHaveURL(/\/polls\/results\/3$/);
  await expect(page.getByText("Ваш ответ: Чаще убирать снег")).toBeVisible();

  // A passed poll leaves the list until the completed ones are shown (a plain link).
  await open(page, "/polls");
  await expect(list(page).getByRole("link", { name: "Отчёт управляющей компании за год" })).toHaveCount(0);
  await list(page).getByRole("link", { name: "Показать пройденные (1)" }).click();
  await expect(list(page).getByRole("listitem").filter({ hasText: "Отчёт управляющей компании за год" })).toContainText(
    "Пройден",
  );
  await expect(list(page).getByRole("link", { name: "Скрыть пройденные" })).toBeVisible();
});

test("multiple choice: the ticked boxes are sent, and the results are percentage bars with the figures as text", async ({
  page,
  login,
  residents,
}) => {
  await login(await pollResident(residents, 1361), "/polls/form/2");
  await page.getByLabel("Детскую площадку").check();
  await page.getByLabel("Скамейки и освещение").check();
  await page.getByLabel("Да", { exact: true }).check();
  await send(page);
  await expect(page).toHaveURL(/\/polls\/results\/2$/);
  await expect(page.getByText("Спасибо за участие в опросе!")).toBeVisible();
  // Every option with its share and count, in the chart's name (the counts include other tests' residents).
  const share = (option: string) => `${option}: \\d+(,\\d+)? % \\(\\d+\\)`;
  const options = ["Детскую площадку", "Спортивные тренажёры", "Скамейки и освещение", "Парковочные места"];
  await expect(page.getByRole("img", { name: /Ответы на вопрос 1/ })).toHaveAccessibleName(
    new RegExp(options.map(share).join("; ")),
  );
  await expect(page.getByText("Ваши ответы: Детскую площадку, Скамейки и освещение")).toBeVisible();
  await page.getByText("Результаты в таблице").first().click();
  await expect(page.getByRole("row", { name: /^Детскую площадку \(ваш ответ\) \d+(,\d+)? %$/ })).toBeVisible();
});

test("a poll form sent twice at once is saved once, and both answers lead to the results (decision 0015)", async ({
  page,
  login,
  residents,
  request,
  upstream,
}) => {
  const who = await pollResident(residents, 1361);
  await login(who, "/polls/form/1");
  // The save is slowed down, so the second post arrives while the first is still under way (not after it).
  await upstream.fault({ path: "/Polls/SaveResult", mode: "delay", delayMs: 1500 });
  await page.getByLabel("В выходной день").check();
  // As a second click without JS does: the same post again, with the same body and cookies, while the first runs.
  let duplicate: Promise<APIResponse> | null = null;
  await page.route("**/polls/form/1*", async (route) => {
    if (route.request().method() !== "POST" || duplicate) return route.fallback();
    duplicate = page.request.fetch(route.request(), { maxRedirects: 0 });
    await route.continue();
  });
  await send(page);
  await expect(page).toHaveURL(/\/polls\/results\/1$/);
  await expect(page.getByText("Ваш ответ: В выходной день")).toBeVisible();
  await expect.poll(() => duplicate !== null).toBe(true);
  const second = await duplicate!;
  // Without JS the page posts a document (a redirect); with JS a data request (a redirect in its body).
  expect(second.status(), await second.text()).toBeLessThan(400);
  expect(second.headers()["location"] ?? second.headers()["x-remix-redirect"] ?? (await second.text())).toContain(
    "/polls/results/1",
  );
  expect(await savedResults(request, who, 1)).toBe(1);
});

test("a failed save keeps the answers and says 'Не удалось завершить опрос. Попробуйте позже', and the provider's own words of a refusal", async ({
  page,
  login,
  residents,
  upstream,
}) => {
  await login(await pollResident(residents, 1361), "/polls/form/2");
  await upstream.fault({ path: "/Polls/SaveResult", mode: "500" });
  await page.getByLabel("Спортивные тренажёры").check();
  await page.getByLabel("Нет", { exact: true }).check();
  await send(page);
  await refused(page, "Не удалось завершить опрос. Попробуйте позже");
  await expect(page.getByLabel("Спортивные тренажёры")).toBeChecked();
  await expect(page.getByLabel("Детскую площадку")).not.toBeChecked();
  await expect(page.getByLabel("Нет", { exact: true })).toBeChecked();
  // A refusal in the provider's own words (its Error field) is shown as it says it, the answers still kept.
  await upstream.fault({ path: "/Polls/SaveResult", mode: "error", message: "Голосование по опросу закрыто" });
  await press(page, page.getByRole("button", { name: "Отправить" }), "/polls/form/2");
  await expect(notices(page)).toContainText("Голосование по опросу закрыто");
  await refused(page, "Не удалось завершить опрос. Попробуйте позже");
  await expect(page.getByLabel("Спортивные тренажёры")).toBeChecked();
});

test("a poll with HideResults shows only the thanks after sending", async ({ page, login, residents }) => {
  await login(await pollResident(residents, 101), "/polls/form/5");
  await page.getByLabel("Поддерживаю", { exact: true }).check();
  await send(page);
  await expect(page).toHaveURL(/\/polls\/results\/5$/);
  await expect(page.getByText("Спасибо за участие в опросе!")).toBeVisible();
  await expect(page.getByRole("img")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("%");
});

test("when the provider fails the list, the polls page says so with a retry, never 'no polls' (decision 0014)", async ({
  page,
  login,
  upstream,
}) => {
  await upstream.fault({ path: "/Common/EventBlockData", mode: "500" });
  await login(IVANOV, "/polls");
  await expect(list(page).getByRole("alert")).toContainText("Не удалось загрузить данные");
  await expect(list(page).getByRole("link", { name: "Попробовать ещё раз" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Опросов пока нет");
});

test("an open poll by a fresh code: the form, an empty send refused, the answers sent, the results, then 'Опрос уже пройден'", async ({
  page,
  request,
}) => {
  const code = await freshOpenPollCode(request);
  await open(page, `/openpoll/${code}`);
  await expect(page.getByRole("heading", { name: "Капитальный ремонт фасада", level: 1 })).toBeVisible();
  await send(page);
  await refused(page, "Ответьте хотя бы на один вопрос.");
  await page.getByLabel("В следующем году").check();
  await page.getByLabel("Ваш ответ").fill("Светлая штукатурка");
  await send(page);
  await expect(page).toHaveURL(new RegExp(`/openpoll/${code}/results$`));
  await expect(page.getByText("Ваш ответ: В следующем году")).toBeVisible();
  await expect(page.getByText("Ваш ответ: Светлая штукатурка")).toBeVisible();
  await expect(page.getByRole("img", { name: /Ответы на вопрос 1/ })).toBeVisible();
  await open(page, `/openpoll/${code}`);
  await expect(page.getByRole("heading", { name: "Опрос уже пройден" })).toBeVisible();
  // Issue 31 item 15: the code that answered is led to the poll's results.
  await page.getByRole("link", { name: "Посмотреть результаты" }).click();
  await expect(page).toHaveURL(new RegExp(`/openpoll/${code}/results$`));
  await expect(page.getByText("Ваш ответ: Светлая штукатурка")).toBeVisible();
});

test(
  "open poll codes without login: 2026 shows the form, 2025 is already completed, an unknown code is not found",
  HTTP,
  async ({ request }) => {
    const fresh = await request.get("/openpoll/2026");
    expect(fresh.status()).toBe(200);
    const form = await fresh.text();
    expect(form).toContain("Капитальный ремонт фасада");
    expect(form).toContain('name="q701"');
    const done = await request.get("/openpoll/2025");
    expect(done.status()).toBe(200);
    expect(await done.text()).toContain("Опрос уже пройден");
    const unknown = await request.get("/openpoll/nope-123");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Опрос не найден");
  },
);

// Decision 0017: open-poll codes are looked up under the anonymous-lookup limit (kind "openpoll"), 10 unknown
// codes an hour per client; on localhost a client is the test's scope.
test("after 10 unknown open-poll codes in an hour, /openpoll answers 429", HTTP, async ({ request }) => {
  for (let i = 0; i < 10; i++) expect((await request.get(`/openpoll/unknown-${i}`)).status()).toBe(404);
  const refused = await request.get("/openpoll/2026");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(3500);
});

test("with the Polls section switched off, the menu has no Polls item and /polls… goes Home", async ({
  page,
  login,
  upstream,
}) => {
  await login(IVANOV, "/home");
  await expect(
    page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Опросы" }),
  ).toBeVisible();
  await upstream.settings({ menu: [{ name_app: "Опросы", visible: false }] });
  await open(page, "/polls/results/6");
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Опросы" }),
  ).toHaveCount(0);
  // An empty form: were the guard not to stop it, the action would refuse it (400) and save nothing.
  const post = await page.request.post("/polls/form/1", { form: { intent: "send" }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers()["location"]).toMatch(/\/home$/);
});

// Issue 31 item 20: on a phone the poll's pane is under the list; opening a poll lands at it, with or without JS.
test("on a phone, opening a poll from the list shows its form, not the list above it", async ({
  page,
  login,
  residents,
}) => {
  await page.setViewportSize(PHONE);
  await login(await pollResident(residents, 1361), "/polls");
  await list(page).getByRole("link", { name: "Благоустройство двора" }).click();
  // The page moved to the poll (as far as the page's length lets it): its heading and its form on screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Благоустройство двора", level: 2 })).toBeInViewport();
  await expect(page.getByLabel("Спортивные тренажёры")).toBeInViewport();
});
