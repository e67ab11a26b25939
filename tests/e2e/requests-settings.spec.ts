import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { exclusive, shared } from "./locks";
import { choose, notices, step, unique } from "./requests-support";
import {
  expectNoA11yViolations,
  IVANOV,
  jsEnabled,
  login,
  open,
  PETROVA,
  REQUESTS_SETTINGS,
  requestsResident,
  upstream,
  upstreamRequests,
} from "./support";

// Requests under configuration and per-account flags: commenting, rating styles, denied creation, emergency
// works, the menu item, paid in cash, a refused cancel. Global settings change only under the writer lock and
// are restored in `finally`; per-account flags go on throwaway residents.
test.describe.configure({ timeout: 90_000 });

const messageBox = (page: Page) => page.getByLabel("Сообщение", { exact: true });

test("the message form: shown while in work, hidden at status 5 and once closed", async ({ page, request }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Форма сообщения"));
  await shared(REQUESTS_SETTINGS, async () => {
    await login(page, IVANOV, `/login?redirectTo=/requests/${id}`);
    await expect(messageBox(page)).toBeVisible();
    for (const state of [{ statusId: 5, canClose: true }, { statusId: 8, closed: true }]) {
      await upstreamRequests.setState(request, id, state);
      await open(page, `/requests/${id}`);
      await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
      await expect(messageBox(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
    }
    await expectNoA11yViolations(page);
  });
});

test("commenting disabled by config hides the message form, by id and by access code", async ({ page, request }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Без комментариев"));
  const code = `nc${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await upstreamRequests.setState(request, id, { statusId: 2, accessCode: code });
  await login(page, IVANOV, `/login?redirectTo=/requests/${id}`);
  await shared(REQUESTS_SETTINGS, () => expect(messageBox(page)).toBeVisible());
  await exclusive(REQUESTS_SETTINGS, async () => {
    await upstream.settings(request, { disableCommentingRequests: true });
    try {
      for (const path of [`/requests/${id}`, `/rc/${code}`]) {
        await open(page, path);
        await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
        await expect(messageBox(page)).toHaveCount(0);
        await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
        await expectNoA11yViolations(page);
      }
    } finally {
      await upstream.settings(request, { disableCommentingRequests: false });
    }
  });
});

test("rating styles: one star per value, and smiles worth 1, 3 and 5; the mark reaches the provider", async ({ page, request }) => {
  const styles = [
    { style: "star", choose: "Оценка 2 из 5", mark: 2, radios: ["Оценка 1 из 5", "Оценка 2 из 5", "Оценка 3 из 5", "Оценка 4 из 5", "Оценка 5 из 5"], shows: "★ 2" },
    { style: "smile", choose: "Нормально", mark: 3, radios: ["Плохо", "Нормально", "Отлично"], shows: "☺" },
  ];
  const created: Array<{ id: number; number: string }> = [];
  for (const s of styles) {
    const r = await upstreamRequests.create(request, unique(`Оценка ${s.style}`));
    await upstreamRequests.setState(request, r.id, { statusId: 5, canClose: true });
    created.push(r);
  }
  await login(page, IVANOV, "/login?redirectTo=/requests");
  await exclusive(REQUESTS_SETTINGS, async () => {
    try {
      for (const [i, s] of styles.entries()) {
        const { id, number } = created[i]!;
        await upstream.settings(request, { styleOfEvaluation: s.style });
        await open(page, `/requests/${id}`);
        const form = await step(page, "Подтвердить выполнение", new RegExp(`Подтвердить выполнение заявки №${number}`));
        const group = form.getByRole("group", { name: "Оценка" });
        await expect(group.getByRole("radio")).toHaveCount(s.radios.length);
        for (const name of s.radios) await expect(group.getByRole("radio", { name, exact: true })).toBeVisible();
        // The default is 5 in every style.
        await expect(group.getByRole("radio", { name: s.radios.at(-1)!, exact: true })).toBeChecked();
        await expect(group).toContainText(s.shows);
        await expectNoA11yViolations(page);
        await group.getByRole("radio", { name: s.choose, exact: true }).check();
        await form.getByRole("button", { name: "Подтвердить и закрыть" }).click();
        await expect(notices(page)).toContainText("Спасибо! Заявка закрыта.");
        expect(await upstreamRequests.stored(request, id)).toMatchObject({ isClosed: true, mark: s.mark });
      }
    } finally {
      await upstream.settings(request, { styleOfEvaluation: "stars" });
    }
  });
});

test("creation denied for the account: its message shows when chosen and create is impossible", async ({ page, request }, info) => {
  const message = unique("Заявки по этому счёту принимает только диспетчер");
  const resident = await requestsResident(request, { denyRequestCreation: true, denyRequestCreationMessage: message });
  await login(page, resident, "/login?redirectTo=/requests/new");
  await expect(page.getByRole("heading", { name: "Новая заявка" })).toBeVisible();
  const warning = page.getByRole("alert").filter({ hasText: message });
  // The only address is chosen already.
  await expect(page.getByLabel("Адрес", { exact: true })).toHaveValue(resident.ident);
  await expect(warning).toBeVisible();
  await expectNoA11yViolations(page);
  await choose(page, "Вид заявки", { label: "Общие вопросы" });
  await page.getByLabel("Описание").fill("Нужен ремонт");
  const create = page.getByRole("button", { name: "Создать заявку" });
  if (jsEnabled(info)) {
    await expect(create).toBeDisabled();
    await page.getByLabel("Адрес", { exact: true }).selectOption("");
    await expect(warning).toHaveCount(0);
    await page.getByLabel("Адрес", { exact: true }).selectOption(resident.ident);
    await expect(warning).toBeVisible();
    await expect(create).toBeDisabled();
  } else {
    await create.click();
    // The error is the address field's own description, next to it.
    await expect(page.getByLabel("Адрес", { exact: true })).toHaveAccessibleDescription(/Создание заявок по этому лицевому счёту запрещено/);
    await expect(warning).toBeVisible();
    await expect(page.getByLabel("Описание")).toHaveValue("Нужен ремонт");
  }
  await expect(page).toHaveURL(/\/requests\/new$/);
});

async function emergencyWorks(request: APIRequestContext) {
  const headers = { client: "web" };
  const { acx } = (await (await request.post("/__upstream/auth/login", { data: { phone: "79000000001", password: "demo1234" }, headers })).json()) as { acx: string };
  const answer = await request.get("/__upstream/EmergencyWorks/List", { headers: { ...headers, acx } });
  return (await answer.json()) as Array<{ Idents: string[]; DateStart: string; DateEnd: string; Description: string }>;
}

test("the emergency works of the chosen address, with start and end", async ({ page, request }) => {
  const works = await emergencyWorks(request);
  const at = (ident: string) => works.filter((w) => w.Idents.includes(ident));
  expect(at("1000001").length, "demo works at ул. Лесная").toBeGreaterThan(0);
  expect(at("1000002").length, "demo works at ул. Садовая").toBeGreaterThan(0);
  await login(page, IVANOV, "/login?redirectTo=/requests/new");
  const alert = page.getByRole("region", { name: "Аварийные работы по этому адресу" });
  await expect(page.getByRole("heading", { name: "Новая заявка" })).toBeVisible();
  await expect(alert).toHaveCount(0);
  for (const [ident, other] of [["1000001", "1000002"], ["1000002", "1000001"]] as const) {
    await choose(page, "Адрес", { value: ident });
    for (const w of at(ident)) await expect(alert).toContainText(`с ${w.DateStart} по ${w.DateEnd}: ${w.Description}`);
    for (const w of at(other).filter((w) => !w.Idents.includes(ident))) await expect(alert).not.toContainText(w.Description);
  }
  await expectNoA11yViolations(page);
});

test("the Requests menu item counts unread requests and is hidden for an OSS resident", async ({ page, request }) => {
  const resident = await requestsResident(request);
  const who = { phone: `7${resident.phone}`, password: resident.password };
  const ids: number[] = [];
  for (const label of ["Первая", "Вторая", "Третья"]) {
    const { id } = await upstreamRequests.create(request, unique(label), who, resident.ident);
    await upstreamRequests.staffMessage(request, id, "Ответ диспетчера");
    ids.push(id);
  }
  await login(page, resident, "/login?redirectTo=/home");
  const menu = page.getByRole("navigation", { name: "Главное меню" });
  const item = menu.getByRole("link", { name: /^Заявки/ });
  await expect(item.getByTestId("menu-badge")).toContainText("непрочитанных: 3");
  await expectNoA11yViolations(page);
  // Opening a request reads it: that page already counts one less, and so does the next.
  await open(page, `/requests/${ids[0]}`);
  await expect(page.getByRole("heading", { name: /Заявка №/ })).toBeVisible();
  await expect(item.getByTestId("menu-badge")).toContainText("непрочитанных: 2");
  await expect(page.getByTestId("unread")).toHaveCount(2);
  await open(page, "/home");
  await expect(item.getByTestId("menu-badge")).toContainText("непрочитанных: 2");
  await page.context().clearCookies();
  await login(page, PETROVA, "/login?redirectTo=/home");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: /^События/ })).toBeVisible();
  await expect(menu.getByRole("link", { name: /^Заявки/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("a paid request paid in cash: the completion code is sent", async ({ page, request }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Платная, наличными"));
  await upstreamRequests.setState(request, id, { statusId: 2, paid: { sum: 700, text: "Замена крана", bonus: 0 } });
  await login(page, IVANOV, `/login?redirectTo=/requests/${id}`);
  const paid = page.getByRole("region", { name: "Платная заявка" });
  await expect(paid).toContainText("Замена крана");
  await expect(paid).toContainText("К оплате: 700.00 ₽");
  await expectNoA11yViolations(page);
  await paid.getByRole("button", { name: "Оплачу наличными" }).click();
  await expect(notices(page)).toContainText("Код подтверждения выполнения работ отправлен на ваш телефон.");
  await expect(page.getByRole("button", { name: "Оплачу наличными" })).toHaveCount(0);
  expect((await upstreamRequests.stored(request, id)).isPaid).toBe(true);
  const outbox = (await (await request.get("/__upstream/demo/outbox")).json()) as { messages: Array<{ recipient: string; body: string }> };
  const sms = outbox.messages.find((m) => m.body.includes(`Заявка №${number} оплачена наличными`));
  expect(sms?.recipient.replace(/\D/g, "")).toBe("79000000001");
});

test("a cancel the provider refuses shows its Error and leaves the request", async ({ page, request }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Отмена не пройдёт"));
  const match = `"RequestID":${id}}`;
  await upstream.fault(request, { path: "/Requests/CancelRequest", mode: "error", match, message: "Заявку уже взяли в работу" });
  try {
    await login(page, IVANOV, `/login?redirectTo=/requests/${id}`);
    const form = await step(page, "Отменить заявку", new RegExp(`Отменить заявку №${number}`));
    await form.getByRole("button", { name: "Да, отменить" }).click();
    await expect(notices(page)).toContainText("Ошибка");
    await expect(notices(page)).toContainText("Заявку уже взяли в работу");
    await expect(notices(page)).not.toContainText("отменена");
    await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(await upstreamRequests.stored(request, id)).toMatchObject({ statusId: 1, isClosed: false });
  } finally {
    await upstream.clearFault(request, "/Requests/CancelRequest", match);
  }
});
