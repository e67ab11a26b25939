import type { Page } from "@playwright/test";
import { expect, jsEnabled, notices, open, test } from "./fixtures";
import { ossResident, storedMeeting } from "./oss-support";
import { IVANOV, PETROVA } from "./support";

// Owners' meetings (issue 17; §2.3, §4, §5 Voting, §6 accessOSS, §7, §8). Петрова's meetings, one per status,
// are only looked at; every vote is cast by a throwaway resident holding a copy of her premise (./oss-support.ts).
// Axe checks of these screens are rows of tests/e2e/a11y/oss.ts.

const MEETINGS = {
  unpublished: { id: 11, title: "Выбор подрядчика для ремонта кровли" },
  notice: { id: 12, title: "Установка системы видеонаблюдения" },
  voting: { id: 13, title: "Годовое общее собрание собственников" },
  counted: { id: 14, title: "Замена лифтового оборудования" },
  completed: { id: 15, title: "Выбор способа формирования фонда капитального ремонта" },
} as const;

const main = (page: Page) => page.getByRole("main");
/** The way into the vote: «Принять участие», or «Продолжить голосование (…)» once the resident has begun. */
const participate = (page: Page) => main(page).getByRole("link", { name: /^(Принять участие|Продолжить голосование)/ });
const results = (page: Page) => main(page).getByRole("link", { name: "Итоги голосования" });
const progress = (page: Page) => main(page).getByText(/^Вопрос \d из \d$/);
// The message next to the options (the vote form's id is per question: oss-vote-<question>).
const answerError = (page: Page) => main(page).locator("form fieldset [id$='-answer-error']");
const next = (page: Page) => main(page).getByRole("button", { name: "Далее" }).click();

test("the list: the Oss menu item, tabs as links split by 'Завершено', the columns, each meeting's info link, an empty tab", async ({
  page,
  login,
  request,
}) => {
  await login(PETROVA, "/home");
  await page
    .getByRole("navigation", { name: "Главное меню" })
    .getByRole("link", { name: "Собрания собственников" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/oss$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Собрания собственников");
  const table = main(page).getByRole("table", { name: "Активные" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Название",
    "Инициатор",
    "Адрес",
    "Даты проведения",
    "Форма проведения",
    "Статус",
    "Информация",
  ]);
  await expect(table.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(4);
  const voting = table.getByRole("row").filter({ hasText: MEETINGS.voting.title });
  await expect(voting).toContainText("ООО «УК Демо»");
  await expect(voting).toContainText("Лесная");
  await expect(voting).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} — \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(voting).toContainText("Очно-заочное");
  await expect(voting).toContainText("Идет голосование");
  for (const m of [MEETINGS.unpublished, MEETINGS.notice, MEETINGS.counted]) await expect(table).toContainText(m.title);
  await expect(table).not.toContainText(MEETINGS.completed.title);
  // On a phone each row is a block of labelled lines (the table recipe's data-label), not a squeezed table.
  await expect(voting.getByRole("cell").first()).toHaveAttribute("data-label", "Название");

  await main(page).getByRole("link", { name: "Завершённые" }).click();
  await expect(page).toHaveURL(/\/oss\?tab=completed$/);
  await expect(main(page).getByRole("link", { name: "Завершённые" })).toHaveAttribute("aria-current", "page");
  const done = main(page).getByRole("table", { name: "Завершённые" });
  await expect(done.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(1);
  await expect(done).toContainText(/Завершено \d{2}\.\d{2}\.\d{4}/);
  await done.getByRole("link", { name: `Подробнее о собрании «${MEETINGS.completed.title}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/oss_info/${MEETINGS.completed.id}$`));

  // An accessOSS resident whose house holds no meetings: each tab says so.
  const empty = await ossResident(request, "demo", 1361);
  await page.context().clearCookies();
  await login(empty, "/oss");
  await expect(main(page)).toContainText("Активных собраний нет");
  await main(page).getByRole("link", { name: "Завершённые" }).click();
  await expect(main(page)).toContainText("Завершённых собраний нет");
});

test("each status's info page shows what §4 allows: participate while voting, results once counted or completed, neither before", async ({
  page,
  login,
}) => {
  await login(PETROVA, "/oss");
  const cases = [
    { m: MEETINGS.unpublished, participate: 0, results: 0, says: "Собрание ещё не опубликовано" },
    { m: MEETINGS.notice, participate: 0, results: 0, says: "голосование ещё не началось" },
    { m: MEETINGS.voting, participate: 1, results: 0, says: "Идет голосование" },
    { m: MEETINGS.counted, participate: 0, results: 1, says: "Ваш голос учтён." },
    { m: MEETINGS.completed, participate: 0, results: 1, says: "Завершено" },
  ];
  for (const c of cases) {
    // Only what the server rendered is read: no hydration is waited for.
    await page.goto(`/oss_info/${c.m.id}`, { waitUntil: "domcontentloaded" });
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(c.m.title);
    const status = main(page).getByRole("region", { name: "Статус" });
    await expect(status).toContainText(c.says);
    await expect(participate(page), `${c.m.title}: participate`).toHaveCount(c.participate);
    await expect(results(page), `${c.m.title}: results`).toHaveCount(c.results);
    // Issue 33 item 6: Петрова answered 2 of the 3 questions; the button says how far she got.
    if (c.participate) await expect(participate(page)).toHaveText("Продолжить голосование (осталось вопросов: 1 из 3)");
  }
});

test("the info page: general data in m², the agenda with its files, the administrator as an organisation and as a person, property details, the procedure", async ({
  page,
  login,
}) => {
  await login(PETROVA, `/oss_info/${MEETINGS.voting.id}`);
  const admin = main(page).getByRole("region", { name: "Администратор собрания — организация" });
  await expect(admin).toContainText("ОГРН 1157700000001");
  await expect(admin.getByRole("link", { name: "oss@uk-demo.example" })).toHaveAttribute(
    "href",
    "mailto:oss@uk-demo.example",
  );
  const property = main(page).getByRole("table", { name: "Сведения о собственности" });
  await expect(property.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "3000001",
    "21",
    /^Выписка из ЕГРН .* от \d{2}\.\d{2}\.\d{4}$/,
    "54,3 м²",
    "100 %",
  ]);
  await expect(main(page).getByRole("region", { name: "Общие сведения" })).toContainText(/5\s?190,9 м²/);
  await expect(main(page).getByRole("region", { name: "Порядок принятия решений" })).toContainText(
    "ящик для бланков решений",
  );
  const agenda = main(page).getByRole("region", { name: "Повестка дня" });
  await expect(agenda.getByRole("listitem")).toHaveCount(3);
  await expect(agenda.getByRole("link", { name: /Материалы к вопросу/ })).toHaveCount(2);
  await open(page, `/oss_info/${MEETINGS.counted.id}`);
  const person = main(page).getByRole("region", { name: "Администратор собрания — физическое лицо" });
  await expect(person).toContainText("Смирнов Алексей Викторович");
  await expect(person).toContainText("Документ о праве собственности");
});

test("opening the info marks the resident acquainted, and a failure there does not break the page", async ({
  page,
  login,
  upstream,
}) => {
  await upstream.fault({ path: "/OSS/SetAcquainted", mode: "500" });
  await login(PETROVA, `/oss_info/${MEETINGS.voting.id}`);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(MEETINGS.voting.title);
  await expect(participate(page)).toBeVisible();
  await expect(notices(page)).toHaveCount(0);
});

test("voting opens at the first unanswered question, refuses no answer with nothing sent, and saves an answer on going on", async ({
  page,
  login,
  request,
}) => {
  const who = await ossResident(request, "fresh");
  const { id } = MEETINGS.voting;
  await login(who, `/oss_info/${id}`);
  if (jsEnabled()) await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  await expect(participate(page), "nothing answered yet").toHaveText("Принять участие");
  await participate(page).click();
  await expect(page).toHaveURL(new RegExp(`/oss_vote/${id}$`));
  await expect(progress(page)).toHaveText("Вопрос 1 из 3");
  await expect(main(page).getByRole("group", { name: /^1\. Избрание председателя/ })).toBeVisible();

  // §5: next needs an answer; the server refuses the step and nothing is saved. Nothing red before the press.
  await expect(answerError(page)).toBeEmpty();
  await next(page);
  await expect(answerError(page)).toHaveText("Выберите вариант ответа");
  const summary = main(page).getByRole("alert");
  await expect(summary).toContainText("Исправьте ошибки");
  await expect(page).toHaveTitle(/^Ошибка: /);
  // The summary's link leads to the options (the first, «За»).
  const target = await summary.getByRole("link", { name: "Выберите вариант ответа" }).getAttribute("href");
  expect(target).toMatch(/^#oss-vote-\d+-answer$/);
  await expect(main(page).locator(target!)).toHaveAccessibleName("За");
  await expect(progress(page)).toHaveText("Вопрос 1 из 3");
  expect((await storedMeeting(request, who, id)).Questions.map((q) => q.Answer)).toEqual([null, null, null]);

  await main(page).getByLabel("За").check();
  await next(page);
  await expect(page).toHaveURL(new RegExp(`/oss_vote/${id}\\?q=2$`));
  await expect(progress(page)).toHaveText("Вопрос 2 из 3");
  expect((await storedMeeting(request, who, id)).Questions.map((q) => q.Answer)).toEqual(["0", null, null]);
  // With JS the steps are the router's, never a full reload (the page's own state is still there).
  if (jsEnabled()) expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
  // Post/redirect/get: a refresh asks for the page again, never posts again.
  await page.reload();
  await expect(progress(page)).toHaveText("Вопрос 2 из 3");
  await expect(answerError(page)).toBeEmpty();
});

test("a resident who left halfway continues where they stopped; back shows a saved answer, which can be changed", async ({
  page,
  login,
  request,
}) => {
  // Петрова's progress: questions 1 and 2 answered "за", question 3 not yet.
  const who = await ossResident(request, "demo");
  const { id } = MEETINGS.voting;
  await login(who, `/oss_vote/${id}`);
  await expect(progress(page)).toHaveText("Вопрос 3 из 3");
  await main(page).getByRole("link", { name: "Назад" }).click();
  await expect(progress(page)).toHaveText("Вопрос 2 из 3");
  await expect(main(page).getByLabel("За")).toBeChecked();
  await main(page).getByLabel("Против").check();
  await next(page);
  await expect(progress(page)).toHaveText("Вопрос 3 из 3");
  expect((await storedMeeting(request, who, id)).Questions.map((q) => q.Answer)).toEqual(["0", "1", null]);
  // The back button returns to the question's page (a GET, never the post again), with the saved answer.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/oss_vote/${id}\\?q=2$`));
  await expect(main(page).getByLabel("Против")).toBeChecked();
  // Away and back: the vote opens at the first unanswered question again.
  await open(page, "/oss");
  await open(page, `/oss_vote/${id}`);
  await expect(progress(page)).toHaveText("Вопрос 3 из 3");
});

test("completing the last question completes the vote and shows the results; the vote page then sends to the list", async ({
  page,
  login,
  request,
}) => {
  // Петрова's progress: questions 1 and 2 answered "за", the vote not completed.
  const who = await ossResident(request, "demo");
  const { id } = MEETINGS.voting;
  await login(who, `/oss_vote/${id}`);
  await expect(progress(page)).toHaveText("Вопрос 3 из 3");
  await main(page).getByLabel("Воздержался").check();
  await main(page).getByRole("button", { name: "Завершить голосование" }).click();
  await expect(page).toHaveURL(new RegExp(`/oss_result/${id}$`));
  await expect(notices(page)).toContainText("Ваш голос учтён");
  const mine = main(page).getByRole("region", { name: "Ваши ответы" });
  await expect(mine.getByRole("listitem")).toHaveText([/Ваш ответ: За$/, /Ваш ответ: За$/, /Ваш ответ: Воздержался$/]);
  const stored = await storedMeeting(request, who, id);
  expect(stored.IsComplete).toBe(true);
  expect(stored.Questions.map((q) => q.Answer)).toEqual(["0", "0", "2"]);

  // §4: a counted vote sends the vote page to the list; the info page now offers the results only.
  await open(page, `/oss_vote/${id}`);
  await expect(page).toHaveURL(/\/oss$/);
  await open(page, `/oss_info/${id}`);
  await expect(participate(page)).toHaveCount(0);
  await expect(results(page)).toBeVisible();
});

test("a SaveAnswer failure shows 'Ошибка' with the provider's text and keeps the chosen answer", async ({
  page,
  login,
  request,
  upstream,
}) => {
  const who = await ossResident(request, "demo");
  await upstream.fault({ path: "/OSS/SaveAnswer", mode: "error", message: "Голосование временно приостановлено" });
  await login(who, `/oss_vote/${MEETINGS.voting.id}`);
  await expect(progress(page)).toHaveText("Вопрос 3 из 3");
  await main(page).getByLabel("Против").check();
  await main(page).getByRole("button", { name: "Завершить голосование" }).click();
  const alert = notices(page).getByRole("alert");
  await expect(alert).toContainText("Ошибка");
  await expect(alert).toContainText("Голосование временно приостановлено");
  await expect(page).toHaveURL(new RegExp(`/oss_vote/${MEETINGS.voting.id}`));
  await expect(main(page).getByLabel("Против")).toBeChecked();
  const stored = await storedMeeting(request, who, MEETINGS.voting.id);
  expect(stored.IsComplete).toBe(false);
  expect(stored.Questions[2]!.Answer).toBeNull();
});

test("no voting or results where §4 allows none: a hand-typed URL goes to the info, the list or the vote", async ({
  page,
  login,
}) => {
  await login(PETROVA, "/oss");
  const typed: Array<[string, RegExp]> = [
    [`/oss_vote/${MEETINGS.unpublished.id}`, /\/oss_info\/11$/],
    [`/oss_result/${MEETINGS.unpublished.id}`, /\/oss_info\/11$/],
    [`/oss_vote/${MEETINGS.notice.id}`, /\/oss_info\/12$/],
    [`/oss_result/${MEETINGS.notice.id}`, /\/oss_info\/12$/],
    [`/oss_result/${MEETINGS.voting.id}`, /\/oss_vote\/13$/],
    [`/oss_vote/${MEETINGS.counted.id}`, /\/oss$/],
    [`/oss_vote/${MEETINGS.completed.id}`, /\/oss$/],
  ];
  // A typed URL is a document GET: where its answer sends the browser is what matters.
  for (const [url, lands] of typed) {
    const answer = await page.request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(302);
    expect(answer.headers()["location"], url).toMatch(lands);
  }
  // And one through the browser, with or without JS.
  await open(page, `/oss_vote/${MEETINGS.unpublished.id}`);
  await expect(page).toHaveURL(/\/oss_info\/11$/);
});

test("a forged vote POST on a meeting that cannot be voted in is refused before SaveAnswer is called", async ({
  page,
  login,
  upstream,
}) => {
  // Were SaveAnswer reached, the resident would see this text instead of the refusal.
  await upstream.fault({ path: "/OSS/SaveAnswer", mode: "error", message: "SaveAnswer reached the provider" });
  await login(PETROVA, "/oss");
  const forged: Array<[number, number, RegExp]> = [
    [MEETINGS.unpublished.id, 111, /\/oss_info\/11$/],
    [MEETINGS.notice.id, 121, /\/oss_info\/12$/],
    [MEETINGS.counted.id, 141, /\/oss$/],
    [MEETINGS.completed.id, 151, /\/oss$/],
  ];
  for (const [id, question, lands] of forged) {
    const answer = await page.request.post(`/oss_vote/${id}`, {
      form: { intent: "next", question: String(question), answer: "0" },
      maxRedirects: 0,
    });
    expect(answer.status(), `POST /oss_vote/${id}`).toBe(302);
    expect(answer.headers()["location"], `POST /oss_vote/${id}`).toMatch(lands);
  }
  await open(page, `/oss_info/${MEETINGS.unpublished.id}`);
  await expect(notices(page)).toContainText("Голосование по этому собранию недоступно");
  await expect(page.locator("body")).not.toContainText("SaveAnswer reached the provider");
});

test("results: the common result as bars with the figures as text when a protocol exists, otherwise the resident's own answers", async ({
  page,
  login,
  request,
}) => {
  const { id } = MEETINGS.completed;
  const stored = await storedMeeting(request, PETROVA, id);
  await login(PETROVA, `/oss_result/${id}`);
  const common = main(page).getByRole("region", { name: "Общие итоги голосования" });
  await expect(common).toContainText(/Проголосовали собственники [\d\s]+,?\d* м² из 5\s?190,9 м² \(\d+(,\d+)? %\)/);
  await expect(common.getByRole("img")).toHaveCount(stored.Questions.length);
  for (const [i, q] of stored.Questions.entries()) {
    const part = common.getByRole("region", { name: new RegExp(`^${i + 1}\\. `) });
    const lines = await part.getByRole("listitem").allTextContents();
    const counts = [q.CountWhyVoiteYes, q.CountWhyVoiteNo, q.CountWhyVoiteUnknow];
    const total = counts.reduce((a, b) => a + b, 0);
    const shares = lines.map((line, k) => {
      const match = /^(За|Против|Воздержался): (\d+) \((\d+) %\)$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(match![1]).toBe(["За", "Против", "Воздержался"][k]);
      expect(Number(match![2])).toBe(counts[k]);
      expect(Math.abs(Number(match![3]) - (counts[k]! / total) * 100)).toBeLessThan(1);
      return Number(match![3]);
    });
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  }
  await expect(common).toContainText("Ваш ответ: Против");

  await open(page, `/oss_result/${MEETINGS.counted.id}`);
  const personal = main(page).getByRole("region", { name: "Ваши ответы" });
  await expect(personal).toContainText(/Общие итоги будут опубликованы \d{2}\.\d{2}\.\d{4}\./);
  await expect(personal.getByRole("listitem")).toHaveText([/Ваш ответ: За$/, /Ваш ответ: Воздержался$/]);
  await expect(personal.getByRole("img")).toHaveCount(0);
});

test("every download: question materials, the protocol, the final document and the voting blanks, under their stored names", async ({
  page,
  login,
}) => {
  await login(PETROVA, `/oss_info/${MEETINGS.voting.id}`);
  const files: Record<string, Array<[string, string]>> = {
    [`/oss_info/${MEETINGS.voting.id}`]: [
      ["Материалы к вопросу 2", "Отчёт управляющей организации.pdf"],
      ["Материалы к вопросу 3", "Смета текущего ремонта.pdf"],
    ],
    [`/oss_info/${MEETINGS.counted.id}`]: [["Материалы к вопросу 1", "Коммерческое предложение на замену лифтов.pdf"]],
    [`/oss_info/${MEETINGS.completed.id}`]: [["Материалы к вопросу 1", "Расчёт взносов на капремонт.pdf"]],
    [`/oss_result/${MEETINGS.completed.id}`]: [
      ["Протокол общего собрания", "Протокол общего собрания.pdf"],
      ["Итоговый документ", "Уведомление об итогах голосования.pdf"],
      ["Бланк решения: лицевой счёт 3000001, помещение 21", "Бланк решения кв. 21.pdf"],
    ],
    [`/oss_result/${MEETINGS.counted.id}`]: [
      ["Бланк решения: лицевой счёт 3000001, помещение 21", "Бланк решения кв. 21.pdf"],
    ],
  };
  for (const [at, links] of Object.entries(files)) {
    // Only the links' addresses are read: no hydration is waited for.
    await page.goto(at, { waitUntil: "domcontentloaded" });
    for (const [link, name] of links) {
      const url = await main(page).getByRole("link", { name: link, exact: true }).getAttribute("href");
      const answer = await page.request.get(url!);
      expect(answer.status(), `${at}: ${link}`).toBe(200);
      expect(answer.headers()["content-type"]).toBe("application/pdf");
      expect(
        decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(answer.headers()["content-disposition"] ?? "")?.[1] ?? ""),
        `${at}: ${link}`,
      ).toBe(name);
    }
  }
  // One of them as the browser takes it: a download under the stored name, not a page.
  await open(page, `/oss_result/${MEETINGS.completed.id}`);
  const download = page.waitForEvent("download");
  await main(page).getByRole("link", { name: "Протокол общего собрания", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("Протокол общего собрания.pdf");
});

test("a meeting file that is not the resident's, malformed, or failed at the provider gets the failure page, never a file", async ({
  page,
  login,
  request,
  upstream,
}) => {
  // An accessOSS resident of another house: the demo meetings' files are not theirs.
  const other = await ossResident(request, "demo", 1361);
  await login(other, "/oss");
  const cases: Array<[string, number, string]> = [
    ["/oss_info/13/files/1", 404, "Файл не найден"],
    ["/oss_info/13/files/999999", 404, "Файл не найден"],
    ["/oss_info/13/files/abc", 404, "Файл не найден"],
  ];
  for (const [url, status, heading] of cases) {
    const response = await page.goto(url, { waitUntil: "domcontentloaded" });
    expect(response!.status(), url).toBe(status);
    expect(response!.headers()["content-disposition"]).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(main(page)).toContainText("Ошибка загрузки файла");
    await expect(main(page).getByRole("link", { name: "Вернуться назад" })).toHaveAttribute("href", "/oss_info/13");
  }
  await page.context().clearCookies();
  await upstream.fault({ path: "/OSS/File/1", mode: "500" });
  await login(PETROVA, "/oss");
  const response = await page.goto("/oss_info/13/files/1");
  expect(response!.status()).toBe(502);
  await expect(page.getByRole("heading", { level: 1, name: "Файл не скачался" })).toBeVisible();
});

test("Иванов (no accessOSS) has no Oss menu item and is sent Home from every meetings route", async ({
  page,
  login,
}) => {
  await login(IVANOV, "/home");
  await expect(
    page
      .getByRole("navigation", { name: "Главное меню" })
      .getByRole("link", { name: "Собрания собственников", exact: true }),
  ).toHaveCount(0);
  for (const url of [
    "/oss",
    "/oss?tab=completed",
    "/oss_info/13",
    "/oss_vote/13",
    "/oss_result/15",
    "/oss_info/13/files/1",
  ]) {
    const answer = await page.request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(302);
    expect(answer.headers()["location"], url).toMatch(/\/home$/);
  }
  await open(page, "/oss_info/13");
  await expect(page).toHaveURL(/\/home$/);
  const post = await page.request.post("/oss_vote/13", {
    form: { intent: "next", question: "133", answer: "0" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect(post.headers()["location"]).toMatch(/\/home$/);
});

test("a vote post with its fields missing, an unknown intent or a question not on the agenda is refused with a page, nothing saved", async ({
  page,
  login,
  request,
}) => {
  const who = await ossResident(request, "fresh");
  await login(who, "/oss");
  const forms: Array<Record<string, string>> = [
    {},
    { intent: "no-such-intent" },
    { intent: "next" },
    { intent: "complete", answer: "0" },
    { intent: "next", question: "999", answer: "0" },
  ];
  for (const form of forms) {
    const answer = await page.request.post(`/oss_vote/${MEETINGS.voting.id}`, { form, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(form)).toBe(400);
    expect(await answer.text(), JSON.stringify(form)).toContain("<h1");
  }
  const stored = await storedMeeting(request, who, MEETINGS.voting.id);
  expect(stored.Questions.map((q) => q.Answer)).toEqual([null, null, null]);
});
