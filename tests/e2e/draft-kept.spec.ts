import type { APIRequestContext } from "@playwright/test";
import { expect, HTTP, JS_ONLY, notices, open, press, SCOPE_HEADER, signIn, test, type Credentials } from "./fixtures";
import { htmlOf, sendForm } from "./html";
import { choose, unique } from "./requests-support";
import { IVANOV, upstreamRequests } from "./support";

// Issue 32 item 9: a post the session ends under (the provider answers 401, or the sign-in was ended meanwhile)
// used to send the resident to Login and back to an empty form. Now the text is kept: after signing in again,
// the same resident lands on the same form with what they typed, and a notice says so (and to give a password or
// a file again). Over HTTP (the server's pages are the point); one browser flow per project below.

interface Row {
  what: string;
  /** The page of the form (a request's, made for the test, when it takes `id`). */
  page: (id: number) => string;
  form: string;
  /** The provider's call the post makes, answered 401. */
  fault: string;
  /** The field typed into, and the value. */
  field: string;
  typed: () => string;
  /** Other choices the form needs to reach the provider. */
  set?: Record<string, string>;
  /** The button pressed (by its value), when it is not the form's first. */
  button?: string;
  /** The request's state the form needs (a reopen: done). */
  state?: { statusId: number; canClose?: boolean };
}

const ROWS: Row[] = [
  {
    what: "a new request",
    page: () => "/requests/new",
    form: "new-request",
    fault: "/Requests/New",
    field: "text",
    typed: () => unique("Течёт кран на кухне"),
    set: { ident: "1000001", typeID: "1" },
    button: "create",
  },
  {
    what: "a chat message",
    page: (id) => `/requests/${id}`,
    form: "chat-message",
    fault: "/Requests/AddMessage",
    field: "text",
    typed: () => unique("Мастер так и не пришёл"),
  },
  {
    what: "a reason to reopen a request",
    page: (id) => `/requests/${id}?do=reopen`,
    form: "chat-reopen",
    fault: "/Requests/Reopen",
    state: { statusId: 5, canClose: true },
    field: "reason",
    typed: () => unique("Снова течёт"),
  },
  {
    what: "a comment on closing a request",
    page: (id) => `/requests/${id}?do=close`,
    form: "chat-close",
    fault: "/Requests/Close",
    state: { statusId: 5, canClose: true },
    field: "comment",
    typed: () => unique("Спасибо, всё сделали"),
  },
  {
    what: "the profile",
    page: () => "/profile",
    form: "profile",
    fault: "/User/UpdateProfile",
    field: "fio",
    typed: () => unique("Иванов Иван Сохранённый"),
  },
];

async function clearFault(request: APIRequestContext, path: string) {
  expect((await request.delete("/__upstream/__test/faults", { data: { path } })).ok()).toBe(true);
}

/** Signs in as a browser does on the login page it was sent to (its redirectTo kept): where the login leads. */
async function signInAgain(request: APIRequestContext, loginPage: string, who: Credentials): Promise<string> {
  const answer = await sendForm(request, loginPage, {
    form: "login",
    set: { phone: who.phone, password: who.password },
  });
  expect(answer.status(), "the login").toBe(302);
  return answer.headers()["location"]!;
}

/** The value of a field of a form on the page as the server sends it. */
async function valueOn(request: APIRequestContext, path: string, form: string, field: string) {
  const page = await htmlOf(await request.get(path));
  return { page, value: page.form(form)?.control(field)?.value };
}

for (const row of ROWS) {
  test(
    `${row.what}: a 401 from the provider under the post keeps the text for after the login`,
    HTTP,
    async ({ request, upstream }) => {
      const { id } = await upstreamRequests.create(request, unique("Заявка для черновика"));
      if (row.state) await upstreamRequests.setState(request, id, row.state);
      await signIn(request, IVANOV);
      await upstream.fault({ path: row.fault, mode: "401" });
      const typed = row.typed();
      const sent = await sendForm(request, row.page(id), {
        form: row.form,
        set: { ...row.set, [row.field]: typed },
        button: row.button,
      });
      expect(sent.status(), (await htmlOf(sent)).alerts().join(" | ")).toBe(302);
      const login = sent.headers()["location"]!;
      expect(login).toBe(`/login?${new URLSearchParams({ redirectTo: row.page(id) })}`);
      await clearFault(request, row.fault);
      const back = await signInAgain(request, login, IVANOV);
      expect(back).toBe(row.page(id));
      const { page, value } = await valueOn(request, back, row.form, row.field);
      expect(value, `${row.field} of ${row.form}`).toBe(typed);
      expect(page.text).toContain("Введённое в форму сохранено");
      // Taken once: the next visit is the form as it is.
      expect((await valueOn(request, back, row.form, row.field)).value).not.toBe(typed);
    },
  );
}

test(
  "a post of a session ended elsewhere (signed out on all devices) keeps its text too, for the same resident only",
  HTTP,
  async ({ request, playwright, baseURL, scope, residents }) => {
    const who = await residents.fresh();
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [SCOPE_HEADER]: scope } });
    await signIn(request, who);
    await signIn(other, who);
    // The profile was open on this device when the resident signed out everywhere on the other.
    const form = (await htmlOf(await request.get("/profile"))).form("profile")!;
    const out = await sendForm(other, "/profile", { form: "logout-everywhere" });
    expect(out.headers()["location"]).toBe("/login");
    const typed = unique("Житель Черновиков");
    const entries = [...form.entries.filter(([name]) => name !== "fio"), ["fio", typed]];
    const sent = await request.post("/profile", { form: Object.fromEntries(entries), maxRedirects: 0 });
    expect(sent.headers()["location"]).toBe("/login?redirectTo=%2Fprofile");
    // Another resident signing in on this browser does not get it.
    const neighbour = await residents.fresh("Сосед Соседов");
    expect(await signInAgain(request, "/login?redirectTo=%2Fprofile", neighbour)).toBe("/profile");
    expect((await valueOn(request, "/profile", "profile", "fio")).value).toBe("Сосед Соседов");
    await request.post("/logout", { form: {}, maxRedirects: 0 });
    // The resident themself does: the draft waited for them.
    expect(await signInAgain(request, "/login?redirectTo=%2Fprofile", who)).toBe("/profile");
    expect((await valueOn(request, "/profile", "profile", "fio")).value).toBe(typed);
    await other.dispose();
  },
);

test(
  "a message with a file: the text is kept and the page says to choose the file again",
  HTTP,
  async ({ request, upstream }) => {
    const { id } = await upstreamRequests.create(request, unique("Заявка с файлом"));
    await signIn(request, IVANOV);
    await upstream.fault({ path: "/Requests/AddMessage", mode: "401" });
    const typed = unique("Фото протечки");
    const page = await htmlOf(await request.get(`/requests/${id}`));
    const form = page.form("chat-message")!;
    const multipart = new FormData();
    for (const [name, value] of form.entries) if (name !== "text") multipart.append(name, value);
    multipart.append("text", typed);
    multipart.append("file", new Blob([Buffer.from("%PDF-1.4 x")], { type: "application/pdf" }), "act.pdf");
    const sent = await request.post(`/requests/${id}`, { multipart, maxRedirects: 0 });
    expect(sent.status()).toBe(302);
    await clearFault(request, "/Requests/AddMessage");
    const back = await signInAgain(request, sent.headers()["location"]!, IVANOV);
    const again = await valueOn(request, back, "chat-message", "text");
    expect(again.value).toBe(typed);
    expect(again.page.text).toContain("Пароль и файлы укажите заново");
  },
);

test("the resident's flow: a new request sent as the session ended comes back after the login with its text", async ({
  page,
  request,
  login,
  upstream,
}) => {
  await login(IVANOV, "/requests/new");
  const typed = unique("Не работает домофон");
  await page.getByLabel("Адрес").selectOption("1000001");
  await choose(page, "Вид заявки", "Общие вопросы");
  await page.getByLabel("Описание").fill(typed);
  await upstream.fault({ path: "/Requests/New", mode: "401" });
  await press(page, page.getByRole("button", { name: "Создать заявку" }));
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Frequests%2Fnew$/);
  await expect(notices(page)).toContainText("Сеанс истёк");
  await clearFault(request, "/Requests/New");
  await page.getByLabel("Телефон").fill(IVANOV.phone);
  await page.getByLabel("Пароль", { exact: true }).fill(IVANOV.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/requests\/new$/);
  await expect(notices(page)).toContainText("Введённое в форму сохранено");
  await expect(page.getByLabel("Описание")).toHaveValue(typed);
  await page.getByRole("button", { name: "Создать заявку" }).click();
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  await open(page, "/requests");
  await expect(page.getByText(typed).first()).toBeVisible();
});

// The draft's notice with JS rides the same channel; the dialog step with JS posts to its page (?do=…): JS only.
test(
  "with JS a reopen reason typed in the dialog comes back on the step's page after the login",
  JS_ONLY,
  async ({ page, request, login, upstream }) => {
    const { id } = await upstreamRequests.create(request, unique("Диалог и вход"));
    await upstreamRequests.setState(request, id, { statusId: 5, canClose: true });
    await login(IVANOV, `/requests/${id}`);
    await page.getByRole("link", { name: "Открыть повторно" }).click();
    const dialog = page.getByRole("dialog", { name: /Повторное открытие заявки/ });
    const typed = unique("Опять течёт");
    await dialog.getByLabel("Причина повторного открытия").fill(typed);
    await upstream.fault({ path: "/Requests/Reopen", mode: "401" });
    await press(page, dialog.getByRole("button", { name: "Открыть повторно" }));
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await clearFault(request, "/Requests/Reopen");
    await page.getByLabel("Телефон").fill(IVANOV.phone);
    await page.getByLabel("Пароль", { exact: true }).fill(IVANOV.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${id}\\?do=reopen`));
    const step = page.getByRole("region", { name: /Повторное открытие заявки/ });
    await expect(step.getByLabel("Причина повторного открытия")).toHaveValue(typed);
  },
);
