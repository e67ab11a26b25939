import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { expect, jsEnabled, notices, open, test } from "./fixtures";
import { freshOpenPollCode } from "./polls-support";
import { chat, choose, unique } from "./requests-support";
import { IVANOV, upstreamRequests } from "./support";

// Issue 14 item 11: every creating action runs once per submitted form. A double submit is played as the
// browser would send it (without JS a second click re-posts the same form while the first is under way): the
// next POST the page makes is let through and, at the same moment, sent again with the same body and cookies.

/** Clicks `submit` and posts the same request a second time alongside; returns the duplicate's answer. */
async function submitTwice(page: Page, submit: () => Promise<void>): Promise<APIResponse> {
  let duplicate: Promise<APIResponse> | null = null;
  await page.route("**/*", async (route) => {
    if (route.request().method() !== "POST" || duplicate) return route.fallback();
    duplicate = page.request.fetch(route.request(), { maxRedirects: 0 });
    await route.continue();
  });
  await submit();
  await expect.poll(() => duplicate !== null, { message: "the page posted the form" }).toBe(true);
  return duplicate!;
}

/** Иванов's requests as the provider stores them. */
async function ivanovRequests(request: APIRequestContext) {
  const headers = { client: "web" };
  const signedIn = await request.post("/__upstream/auth/login", {
    data: { phone: `7${IVANOV.phone}`, password: IVANOV.password },
    headers,
  });
  const { acx } = (await signedIn.json()) as { acx: string };
  const list = await request.get("/__upstream/Requests/List", { headers: { ...headers, acx } });
  return ((await list.json()) as { Requests: Array<{ ID: number; Text: string; Messages?: Array<{ Text: string }> }> })
    .Requests;
}

test("a new request sent twice is created once, and both answers lead to it", async ({ page, login, request }) => {
  await login(IVANOV, "/requests/new");
  const text = unique("Двойная отправка");
  await page.getByLabel("Адрес").selectOption("1000001");
  await choose(page, "Вид заявки", "Сантехника");
  await choose(page, "Подвид заявки", "Протечка");
  await choose(page, "Уточнение", "В квартире");
  await page.getByLabel("Описание").fill(text);
  const second = await submitTwice(page, () => page.getByRole("button", { name: "Создать заявку" }).click());
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  await expect(notices(page)).toContainText("Заявка создана");
  expect((await second.status()) < 500, `the duplicate was answered ${second.status()}`).toBe(true);
  const created = (await ivanovRequests(request)).filter((r) => r.Text === text);
  expect(created).toHaveLength(1);
  const answer = second.headers()["location"] ?? (await second.text());
  expect(answer).toContain(`/requests/${created[0]!.ID}`);
});

test("a chat message sent twice appears once", async ({ page, login, request }) => {
  const text = unique("Сообщение дважды");
  const { id } = await upstreamRequests.create(request, unique("Чат для двойной отправки"));
  await login(IVANOV, `/requests/${id}`);
  await page.getByLabel("Сообщение", { exact: true }).fill(text);
  const second = await submitTwice(page, () => page.getByRole("button", { name: "Отправить" }).click());
  await expect(chat(page)).toContainText(text);
  expect(second.status()).toBeLessThan(500);
  await open(page, `/requests/${id}`);
  await expect(chat(page).getByText(text)).toHaveCount(1);
});

test("the pay button sent twice opens one payment: both answers lead to the same payment page", async ({
  page,
  login,
  residents,
}) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 900 }]);
  await login(resident, `/payment/pay/${accounts[0]!.accountId}`);
  await page.getByLabel("E-mail для чека").fill("dvazhdy@example.ru");
  if (!jsEnabled()) {
    await page.getByRole("button", { name: "Далее" }).click();
    await expect(page.getByRole("heading", { name: "Проверьте платёж" })).toBeVisible();
  }
  const second = await submitTwice(page, () => page.getByRole("button", { name: "Перейти к оплате" }).click());
  await page.waitForURL(/\/__upstream\/demo\/pay\//);
  // Without JS a 302; with JS the data request's answer names the redirect in its body.
  const answer = second.headers()["location"] ?? (await second.text());
  expect(answer, `the duplicate's answer (${second.status()})`).toContain(new URL(page.url()).pathname);
});

// Issue 31 item 15: the second post found the poll completed by the first and ended on "already completed".
test("an open poll sent twice: the duplicate lands on the results too", async ({ page, request }) => {
  const code = await freshOpenPollCode(request);
  await open(page, `/openpoll/${code}`);
  await page.getByLabel("В следующем году").check();
  const second = await submitTwice(page, () => page.getByRole("button", { name: "Отправить" }).click());
  await expect(page).toHaveURL(new RegExp(`/openpoll/${code}/results$`));
  // Without JS a 302; with JS the data request's answer names the redirect in its body.
  const answer = second.headers()["location"] ?? (await second.text());
  expect(answer, `the duplicate's answer (${second.status()})`).toContain(`/openpoll/${code}/results`);
});

test("a registration step sent twice sends one code", async ({ page, request }) => {
  const phone = `53${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  await open(page, "/register");
  await page.getByLabel("Телефон").fill(phone);
  await page.getByLabel("ФИО").fill("Дважды Тест Тестович");
  await page.getByLabel("Я даю согласие на обработку персональных данных").check();
  const second = await submitTwice(page, () => page.getByRole("button", { name: "Далее", exact: true }).click());
  await expect(page.getByText("Шаг 2 из 3")).toBeVisible();
  expect(second.status()).toBeLessThan(400);
  const outbox = (await (await request.get("/__upstream/demo/outbox")).json()) as {
    messages: Array<{ recipient: string }>;
  };
  expect(outbox.messages.filter((m) => m.recipient.replace(/\D/g, "") === `7${phone}`)).toHaveLength(1);
});
