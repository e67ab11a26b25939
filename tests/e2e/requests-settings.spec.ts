import type { APIRequestContext, Page } from "@playwright/test";
import { expect, JS_ONLY, jsEnabled, notices, open, test } from "./fixtures";
import { choose, requestWithCode, step, unique } from "./requests-support";
import { IVANOV, money, PETROVA, upstreamRequests, withOwnTime, zoneTold } from "./support";

// Requests under configuration and per-account flags: commenting, rating styles, denied creation, emergency
// works, the menu item, paid in cash, a refused cancel. Settings and faults are this test's own (its upstream
// scope): nothing to restore, and no other test sees them; per-account flags go on throwaway residents.
// Accessibility of these screens: tests/e2e/a11y/requests.ts.

const messageBox = (page: Page) => page.getByLabel("Сообщение", { exact: true });

test("the message form: shown while in work, hidden at status 5 and once closed", async ({ page, request, login }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Форма сообщения"));
  await login(IVANOV, `/requests/${id}`);
  await expect(messageBox(page)).toBeVisible();
  for (const state of [
    { statusId: 5, canClose: true },
    { statusId: 8, closed: true },
  ]) {
    await upstreamRequests.setState(request, id, state);
    await open(page, `/requests/${id}`);
    await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
  }
});

test("commenting disabled by config hides the message form, by id and by access code", async ({
  page,
  request,
  login,
  upstream,
}) => {
  const { id, number, code } = await requestWithCode(request, "Без комментариев", { statusId: 2 });
  await login(IVANOV, `/requests/${id}`);
  await expect(messageBox(page)).toBeVisible();
  await upstream.settings({ disableCommentingRequests: true });
  for (const path of [`/requests/${id}`, `/rc/${code}`]) {
    await open(page, path);
    await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
  }
});

test("the server refuses what the screen hides: messages at status 5 or with commenting off, cancel and reopen out of turn", async ({
  page,
  request,
  login,
  upstream,
}) => {
  // Issue 14 item 13: posted directly (a hidden form, a stale tab), by id and by access code.
  const { id, number, code } = await requestWithCode(request, "Скрытые формы", { statusId: 5, canClose: true });
  await login(IVANOV, `/requests/${id}`);
  const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, maxRedirects: 0 });
  const texts: string[] = [];
  for (const path of [`/requests/${id}`, `/rc/${code}`]) {
    const text = unique("Сообщение в закрытую форму");
    texts.push(text);
    expect((await post(path, { intent: "message", text })).status(), `${path} message at status 5`).toBe(400);
    expect((await post(path, { intent: "cancel" })).status(), `${path} cancel at status 5`).toBe(400);
  }
  await upstreamRequests.setState(request, id, { statusId: 2, accessCode: code });
  await upstream.settings({ disableCommentingRequests: true });
  for (const path of [`/requests/${id}`, `/rc/${code}`]) {
    const text = unique("Сообщение при выключенных комментариях");
    texts.push(text);
    const refused = await post(path, { intent: "message", text });
    expect(refused.status(), `${path} message with commenting off`).toBe(400);
    expect(await refused.text()).toContain("Это действие с заявкой сейчас недоступно");
    expect((await post(path, { intent: "reopen", reason: "Не сделано" })).status(), `${path} reopen at status 2`).toBe(
      400,
    );
  }
  await open(page, `/requests/${id}`);
  await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
  for (const text of texts) await expect(page.getByText(text)).toHaveCount(0);
  expect(await upstreamRequests.stored(request, id)).toMatchObject({ statusId: 2, isClosed: false });
});

test("rating styles: one star per value, and smiles worth 1, 3 and 5; the mark reaches the provider", async ({
  page,
  request,
  login,
  upstream,
}) => {
  const styles = [
    {
      style: "star",
      choose: "Оценка 2 из 5",
      mark: 2,
      radios: ["Оценка 1 из 5", "Оценка 2 из 5", "Оценка 3 из 5", "Оценка 4 из 5", "Оценка 5 из 5"],
      shows: "★ 2",
    },
    { style: "smile", choose: "Нормально", mark: 3, radios: ["Плохо", "Нормально", "Отлично"], shows: "☺" },
  ];
  const created: Array<{ id: number; number: string }> = [];
  for (const s of styles) {
    const r = await upstreamRequests.create(request, unique(`Оценка ${s.style}`));
    await upstreamRequests.setState(request, r.id, { statusId: 5, canClose: true });
    created.push(r);
  }
  await login(IVANOV, "/requests");
  for (const [i, s] of styles.entries()) {
    const { id, number } = created[i]!;
    await upstream.settings({ styleOfEvaluation: s.style });
    await open(page, `/requests/${id}`);
    const form = await step(page, "Подтвердить выполнение", new RegExp(`Подтвердить выполнение заявки №${number}`));
    const group = form.getByRole("group", { name: "Оценка" });
    await expect(group.getByRole("radio")).toHaveCount(s.radios.length);
    for (const name of s.radios) await expect(group.getByRole("radio", { name, exact: true })).toBeVisible();
    // The default is 5 in every style.
    await expect(group.getByRole("radio", { name: s.radios.at(-1)!, exact: true })).toBeChecked();
    await expect(group).toContainText(s.shows);
    await group.getByRole("radio", { name: s.choose, exact: true }).check();
    await form.getByRole("button", { name: "Подтвердить и закрыть" }).click();
    await expect(notices(page)).toContainText("Спасибо! Заявка закрыта.");
    expect(await upstreamRequests.stored(request, id)).toMatchObject({ isClosed: true, mark: s.mark });
  }
});

test("creation denied for the account: its message shows when chosen and create is impossible", async ({
  page,
  login,
  residents,
}) => {
  const message = unique("Заявки по этому счёту принимает только диспетчер");
  const resident = await residents.withRequestFlags({ denyRequestCreation: true, denyRequestCreationMessage: message });
  await login(resident, "/requests/new");
  await expect(page.getByRole("heading", { name: "Новая заявка" })).toBeVisible();
  // The account's own words, a warning in the form (no alert: nothing was refused yet).
  const warning = page.locator("#new-request-denied");
  // The only address is chosen already.
  await expect(page.getByLabel("Адрес", { exact: true })).toHaveValue(resident.ident);
  await expect(warning).toHaveText(message);
  await choose(page, "Вид заявки", { label: "Общие вопросы" });
  await page.getByLabel("Описание").fill("Нужен ремонт");
  const create = page.getByRole("button", { name: "Создать заявку" });
  if (jsEnabled()) {
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(/Создание заявок по этому лицевому счёту запрещено/);
    await page.getByLabel("Адрес", { exact: true }).selectOption("");
    await expect(warning).toHaveCount(0);
    await page.getByLabel("Адрес", { exact: true }).selectOption(resident.ident);
    await expect(warning).toBeVisible();
    await expect(create).toBeDisabled();
  } else {
    await create.click();
    // The error is the address field's own description, next to it.
    await expect(page.getByLabel("Адрес", { exact: true })).toHaveAccessibleDescription(
      /Создание заявок по этому лицевому счёту запрещено/,
    );
    await expect(warning).toBeVisible();
    await expect(page.getByLabel("Описание")).toHaveValue("Нужен ремонт");
  }
  await expect(page).toHaveURL(/\/requests\/new$/);
});

async function emergencyWorks(request: APIRequestContext) {
  const headers = { client: "web" };
  const { acx } = (await (
    await request.post("/__upstream/auth/login", { data: { phone: "79000000001", password: "demo1234" }, headers })
  ).json()) as { acx: string };
  const answer = await request.get("/__upstream/EmergencyWorks/List", { headers: { ...headers, acx } });
  return (await answer.json()) as Array<{ Idents: string[]; DateStart: string; DateEnd: string; Description: string }>;
}

test.describe("in Yekaterinburg (Moscow + 2 h)", () => {
  test.use({ timezoneId: "Asia/Yekaterinburg" });

  test("the emergency works of the chosen address: Moscow time marked МСК, the resident's own beside it once the browser told it", async ({
    page,
    request,
    login,
  }) => {
    const works = await emergencyWorks(request);
    const at = (ident: string) => works.filter((w) => w.Idents.includes(ident));
    expect(at("1000001").length, "demo works at ул. Лесная").toBeGreaterThan(0);
    expect(at("1000002").length, "demo works at ул. Садовая").toBeGreaterThan(0);
    await login(IVANOV, "/requests/new");
    const alert = page.getByRole("region", { name: "Аварийные работы по этому адресу" });
    await expect(page.getByRole("heading", { name: "Новая заявка" })).toBeVisible();
    await expect(alert).toHaveCount(0);
    // The first page knows no zone (and without JS none ever does): the provider's Moscow time, said to be so.
    const zoned = async (shift: number | null) => {
      for (const [ident, other] of [
        ["1000001", "1000002"],
        ["1000002", "1000001"],
      ] as const) {
        await choose(page, "Адрес", { value: ident });
        for (const w of at(ident)) {
          const shown = (time: string) => (shift === null ? `${time} МСК` : withOwnTime(time, shift));
          const [start, end] = [shown(w.DateStart), shown(w.DateEnd)];
          await expect(alert).toContainText(`с ${start} по ${end}: ${w.Description}`);
        }
        for (const w of at(other).filter((w) => !w.Idents.includes(ident)))
          await expect(alert).not.toContainText(w.Description);
      }
    };
    await zoned(null);
    if (jsEnabled()) {
      await zoneTold(page);
      await open(page, "/requests/new");
      await zoned(2);
    }
  });
});

test("the Requests menu item counts unread requests and is hidden for an OSS resident", async ({
  page,
  request,
  login,
  residents,
}) => {
  const resident = await residents.withRequestFlags();
  const who = { phone: `7${resident.phone}`, password: resident.password };
  const ids: number[] = [];
  for (const label of ["Первая", "Вторая", "Третья"]) {
    const { id } = await upstreamRequests.create(request, unique(label), who, resident.ident);
    await upstreamRequests.staffMessage(request, id, "Ответ диспетчера");
    ids.push(id);
  }
  await login(resident, "/home");
  const menu = page.getByRole("navigation", { name: "Главное меню" });
  const item = menu.getByRole("link", { name: /^Заявки/ });
  await expect(item.getByTestId("menu-badge")).toContainText("непрочитанных: 3");
  // Opening a request reads it: that page already counts one less, and so does the next.
  await open(page, `/requests/${ids[0]}`);
  await expect(page.getByRole("heading", { name: /Заявка №/ })).toBeVisible();
  await expect(item.getByTestId("menu-badge")).toContainText("непрочитанных: 2");
  await expect(page.getByTestId("unread")).toHaveCount(2);
  await open(page, "/home");
  await expect(item.getByTestId("menu-badge")).toContainText("непрочитанных: 2");
  await page.context().clearCookies();
  await login(PETROVA, "/home");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: /^События/ })).toBeVisible();
  await expect(menu.getByRole("link", { name: /^Заявки/ })).toHaveCount(0);
});

test(
  "with JS the menu badge follows the 30 s updates on every page of the app, from one poll",
  JS_ONLY,
  async ({ page, request, login, residents }) => {
    const resident = await residents.withRequestFlags();
    const who = { phone: `7${resident.phone}`, password: resident.password };
    const ids: number[] = [];
    for (const label of ["Первая", "Вторая", "Третья"])
      ids.push((await upstreamRequests.create(request, unique(label), who, resident.ident)).id);
    const badge = page
      .getByRole("navigation", { name: "Главное меню" })
      .getByRole("link", { name: /^Заявки/ })
      .getByTestId("menu-badge");
    const polls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/requests/updates") polls.push(r.url());
    });
    // The page's clock is faked and moved on instead of waited for.
    await page.clock.install();
    await login(resident, "/home");
    await expect(badge).toHaveCount(0);
    // A dispatcher answers while the resident is on another page: the badge says so within one refresh.
    await upstreamRequests.staffMessage(request, ids[0]!, "Ответ диспетчера");
    await page.clock.runFor(31_000);
    await expect(badge).toContainText("непрочитанных: 1");
    // On the requests page the list's own poll serves the badge too: one call per refresh, not two.
    await open(page, `/requests/${ids[1]}`);
    await expect(badge).toContainText("непрочитанных: 1");
    polls.length = 0;
    await upstreamRequests.staffMessage(request, ids[2]!, "Ещё ответ");
    await page.clock.runFor(31_000);
    await expect(badge).toContainText("непрочитанных: 2");
    await expect(page.getByTestId("unread")).toHaveCount(2);
    expect(polls).toHaveLength(1);
    // Back on another page, the layout polls again (the key the page last had).
    await page
      .getByRole("navigation", { name: "Главное меню" })
      .getByRole("link", { name: /^События/ })
      .click();
    // The page shown, not just the address: the router changes the address before it renders the new page.
    await expect(page.getByRole("heading", { level: 1, name: "События" })).toBeVisible();
    await upstreamRequests.staffMessage(request, ids[1]!, "И ещё");
    await page.clock.runFor(31_000);
    await expect(badge).toContainText("непрочитанных: 3");
  },
);

test("a paid request paid in cash: the completion code is sent", async ({ page, request, login }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Платная, наличными"));
  await upstreamRequests.setState(request, id, { statusId: 2, paid: { sum: 700, text: "Замена крана", bonus: 0 } });
  await login(IVANOV, `/requests/${id}`);
  const paid = page.getByRole("region", { name: "Платная заявка" });
  await expect(paid).toContainText("Замена крана");
  await expect(paid).toContainText(`К оплате: ${money(70_000)}`);
  await paid.getByRole("button", { name: "Оплачу наличными" }).click();
  await expect(notices(page)).toContainText("Код подтверждения выполнения работ отправлен на ваш телефон.");
  await expect(page.getByRole("button", { name: "Оплачу наличными" })).toHaveCount(0);
  expect((await upstreamRequests.stored(request, id)).isPaid).toBe(true);
  const outbox = (await (await request.get("/__upstream/demo/outbox")).json()) as {
    messages: Array<{ recipient: string; body: string }>;
  };
  const sms = outbox.messages.find((m) => m.body.includes(`Заявка №${number} оплачена наличными`));
  expect(sms?.recipient.replace(/\D/g, "")).toBe("79000000001");
});

test("a cancel the provider refuses shows its Error beside the kept step and leaves the request", async ({
  page,
  request,
  login,
  upstream,
}) => {
  const { id, number } = await upstreamRequests.create(request, unique("Отмена не пройдёт"));
  await upstream.fault({ path: "/Requests/CancelRequest", mode: "error", message: "Заявку уже взяли в работу" });
  await login(IVANOV, `/requests/${id}`);
  const form = await step(page, "Отменить заявку", new RegExp(`Отменить заявку №${number}`));
  await form.getByRole("button", { name: "Да, отменить" }).click();
  // The step stays, the refusal beside its question (issue 15); other failures: robust-provider.spec.ts.
  const kept = page.getByRole("region", { name: `Отменить заявку №${number}?` });
  await expect(kept.getByRole("alert")).toContainText("Ошибка");
  await expect(kept.getByRole("alert")).toContainText("Заявку уже взяли в работу");
  await expect(kept.getByRole("button", { name: "Да, отменить" })).toBeVisible();
  await expect(page.getByText(`Заявка №${number} отменена.`)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
  expect(await upstreamRequests.stored(request, id)).toMatchObject({ statusId: 1, isClosed: false });
});
