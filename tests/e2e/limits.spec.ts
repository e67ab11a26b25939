import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { BASE_URL } from "./base-url";
import { expect, HTTP, JS_ONLY, jsEnabled, open, signIn, test, type Fixtures } from "./fixtures";
import { html, sendForm } from "./html";
import { IVANOV, upstreamRequests } from "./support";

// Issue 14 items 1, 7 and 9: every text field a resident can reach has a length limit (app/domain/forms/limits.ts).
// One character over it is refused by the portal next to the field, in the page's language, with the typed text
// kept and no provider call: each row injects a fault on the call its form would make, so a call would show the
// fault's text. The limits of every schema field are proven by app/routes/form-limits.test.ts; this table
// proves the screens show them, one test per form. The readings' digit rule (item 6) is in meters-digits.spec.ts.
//
// A length is the portal's own limit (its schema's `text(limit)`), not one of §5's rules: the form's rule that
// runs in the browser (useForm's `rule`, decision 0021) does not count it, so with JS as without the button
// posts and the server's refusal (the error summary and the field's message) says why. With JS that is a
// browser test (the form posts by script and shows the answer in place, a dialog's too); without JS the page a
// resident gets is the server's answer to the post, so it is checked over HTTP (decision 0023): the form's own
// fields posted as a browser posts them, the answer's document read as sent.

const PROVIDER_CALLED = "The provider was called";
const TOO_LONG = { ru: (max: number) => `Не более ${max} символов`, en: (max: number) => `At most ${max} characters` };
/** The heading of a refused post's error summary (app/ui/ErrorSummary.tsx). */
const SUMMARY = { ru: "Исправьте ошибки", en: "There is a problem" };
// react-router's cookie encoding of the language (as tests/e2e/a11y.spec.ts sets it).
const ENGLISH = { name: "lng", value: Buffer.from(JSON.stringify("en")).toString("base64"), url: BASE_URL };

interface Setup {
  page: Page;
  request: APIRequestContext;
  login: Fixtures["login"];
  residents: Fixtures["residents"];
}

interface Row {
  form: string;
  lang: "ru" | "en";
  /** The provider calls the form would make (none for feedback, which makes none). */
  faults: string[];
  /** Opens the form and fills what its button needs besides the long fields; returns the form. */
  open: (s: Setup) => Promise<Locator>;
  /**
   * The same form without a browser: signs in on the request context if the page needs it and answers the page's
   * path; the form (its id, or a field only it has), what its button needs besides the long fields, and the
   * button pressed (its value; default the first).
   */
  http: {
    at: (s: Omit<Setup, "page" | "login">) => Promise<string | { path: string; set: Record<string, string> }>;
    form: string | { field: string };
    set?: Record<string, string>;
    button?: string;
  };
  /** The fields made too long: name, limit, and what is typed, `n` characters long (default: n letters). */
  fields: Array<{ name: string; limit: number; text?: (n: number) => string }>;
  /** The button that sends (default: the form's only submit button). */
  submit?: string;
  /** Without JS a password is never sent back (decision 0003): it is typed again (the http row). */
  notKeptWithoutJs?: boolean;
}

const letters = (char: string) => (n: number) => char.repeat(n);
/** A well-formed address, only too long: the form's other rules (and a disabled button) stay out of the way. */
const email = (n: number) => `${"a".repeat(n - 11)}@example.ru`;
/** A well-formed sum (§5 strips leading zeros: 1,00 ₽), only too long. */
const sum = (n: number) => `${"0".repeat(n - 4)}1,00`;

const formOf = (page: Page, id: string) => page.locator(`form#${id}`);
const formWith = (page: Page, name: string) => page.locator("form").filter({ has: page.locator(`[name="${name}"]`) });

/** A fresh resident with a request of their own at the provider, in the given state, optionally with a code. */
async function ownRequest(
  s: Pick<Setup, "request" | "residents">,
  state: { statusId: number; canClose?: boolean; accessCode?: string },
) {
  const resident = await s.residents.withRequestFlags();
  const created = await upstreamRequests.create(
    s.request,
    `Проверка длины ${Date.now()}`,
    { phone: `7${resident.phone}`, password: resident.password },
    resident.ident,
  );
  const answer = await upstreamRequests.setState(s.request, created.id, state);
  expect(answer.ok(), await answer.text()).toBe(true);
  return { resident, ...created };
}

/** Without a browser, a chat step's page (the link's target): signed in as the owner of a request awaiting it. */
async function stepPage(s: Pick<Setup, "request" | "residents">, step: "reopen" | "close") {
  const { resident, id } = await ownRequest(s, { statusId: 5, canClose: true });
  await signIn(s.request, resident);
  return `/requests/${id}?do=${step}`;
}

/** A chat step's form: the dialog with JS, the step on the page without (both from the same link). */
async function chatStep(page: Page, step: "reopen" | "close") {
  await page.locator(`a[href$="?do=${step}"]`).click();
  if (jsEnabled()) await expect(page.getByRole("dialog")).toBeVisible();
  return formOf(page, `chat-${step}`);
}

const ROWS: Row[] = [
  {
    form: "login",
    lang: "ru",
    faults: ["/auth/login"],
    open: async ({ page }) => {
      await open(page, "/login");
      await page.locator('[name="phone"]').fill("9000000001");
      return formWith(page, "password");
    },
    http: { at: async () => "/login", form: { field: "password" }, set: { phone: "9000000001" } },
    fields: [{ name: "password", limit: 128 }],
    notKeptWithoutJs: true,
  },
  {
    form: "registration, step 1",
    lang: "ru",
    faults: ["/Auth/RequestAccessCode", "/Auth/SendCheckCode"],
    open: async ({ page }) => {
      await open(page, "/register");
      await page.locator('[name="phone"]').fill(`95${String(Date.now()).slice(-8)}`);
      await page.locator('[name="consent"]').check();
      return formWith(page, "fio");
    },
    http: {
      at: async () => "/register",
      form: "register-details",
      set: { phone: `95${String(Date.now()).slice(-8)}`, consent: "on" },
    },
    fields: [{ name: "fio", limit: 150, text: letters("Я") }],
  },
  {
    form: "feedback",
    lang: "ru",
    faults: [],
    open: async ({ page }) => {
      await open(page, "/feedback");
      await page.locator('[name="phone"]').fill("9000000001");
      return formWith(page, "description");
    },
    http: { at: async () => "/feedback", form: "feedback", set: { phone: "9000000001" } },
    fields: [
      { name: "name", limit: 150, text: letters("Я") },
      { name: "email", limit: 254, text: email },
      { name: "description", limit: 4000, text: letters("Ж") },
    ],
  },
  {
    form: "profile",
    lang: "ru",
    faults: ["/User/UpdateProfile"],
    open: async ({ page, login, residents }) => {
      await login(await residents.fresh(), "/profile");
      return formOf(page, "profile");
    },
    http: { at: async (s) => (await signIn(s.request, await s.residents.fresh()), "/profile"), form: "profile" },
    fields: [
      { name: "fio", limit: 150, text: letters("Я") },
      { name: "email", limit: 254, text: email },
    ],
  },
  {
    form: "add account",
    lang: "ru",
    faults: ["/User/AddAccountByIdent"],
    open: async ({ page, login, residents }) => {
      await login(await residents.fresh(), "/accounts/add");
      await page.locator('[name="prefix"]').selectOption("ЛС");
      return formOf(page, "add-account-1");
    },
    http: {
      at: async (s) => (await signIn(s.request, await s.residents.fresh()), "/accounts/add"),
      form: "add-account-1",
      set: { prefix: "ЛС" },
      button: "next",
    },
    fields: [{ name: "ident", limit: 30, text: letters("9") }],
    submit: 'button[value="next"]',
  },
  {
    form: "pay form",
    lang: "ru",
    faults: ["/PayOnline/GetPayLink"],
    open: async ({ page, login, residents }) => {
      const { resident, accounts } = await residents.withAccounts([{ sum: 1500 }]);
      await login(resident, `/payment/pay/${accounts[0]!.accountId}`);
      return formWith(page, "email");
    },
    http: {
      at: async (s) => {
        const { resident, accounts } = await s.residents.withAccounts([{ sum: 1500 }]);
        await signIn(s.request, resident);
        return `/payment/pay/${accounts[0]!.accountId}`;
      },
      form: { field: "email" },
    },
    fields: [
      { name: "sum", limit: 15, text: sum },
      { name: "email", limit: 254, text: email },
    ],
  },
  {
    form: "meter reading",
    lang: "ru",
    faults: ["/Meters/SaveMeterValue"],
    open: async ({ page, login, residents }) => openReading(page, login, await residents.withMeters()),
    // Refused before any provider call, so Иванов's own meter serves (nothing is saved): its cold water's form.
    http: { at: async (s) => (await signIn(s.request, IVANOV), "/meters"), form: { field: "Value" } },
    fields: [{ name: "Value", limit: 20, text: letters("9") }],
  },
  {
    form: "new request",
    lang: "en",
    faults: ["/Requests/New"],
    open: async ({ page, login, residents }) => {
      const resident = await residents.withRequestFlags();
      await login(resident, "/requests/new");
      await page.locator('[name="ident"]').selectOption(resident.ident);
      await page.locator('[name="typeID"]').selectOption("1");
      return formWith(page, "typeID");
    },
    http: {
      at: async (s) => {
        const resident = await s.residents.withRequestFlags();
        await signIn(s.request, resident);
        return { path: "/requests/new", set: { ident: resident.ident } };
      },
      form: { field: "typeID" },
      set: { typeID: "1" },
      button: "create",
    },
    fields: [{ name: "text", limit: 4000, text: letters("W") }],
    submit: 'button[value="create"]',
  },
  {
    form: "chat message",
    lang: "en",
    faults: ["/Requests/AddMessage"],
    open: async (s) => {
      const { resident, id } = await ownRequest(s, { statusId: 1 });
      await s.login(resident, `/requests/${id}`);
      return formOf(s.page, "chat-message");
    },
    http: {
      at: async (s) => {
        const { resident, id } = await ownRequest(s, { statusId: 1 });
        await signIn(s.request, resident);
        return `/requests/${id}`;
      },
      form: "chat-message",
    },
    fields: [{ name: "text", limit: 4000, text: letters("W") }],
  },
  {
    form: "reopen",
    lang: "en",
    faults: ["/Requests/Reopen"],
    open: async (s) => {
      const { resident, id } = await ownRequest(s, { statusId: 5, canClose: true });
      await s.login(resident, `/requests/${id}`);
      return chatStep(s.page, "reopen");
    },
    http: { at: (s) => stepPage(s, "reopen"), form: "chat-reopen" },
    fields: [{ name: "reason", limit: 4000, text: letters("W") }],
  },
  {
    form: "close comment",
    lang: "ru",
    faults: ["/Requests/Close"],
    open: async (s) => {
      const { resident, id } = await ownRequest(s, { statusId: 5, canClose: true });
      await s.login(resident, `/requests/${id}`);
      return chatStep(s.page, "close");
    },
    http: { at: (s) => stepPage(s, "close"), form: "chat-close" },
    fields: [{ name: "comment", limit: 4000, text: letters("Ж") }],
  },
  {
    form: "chat message by access code (/rc)",
    lang: "en",
    faults: ["/OpenRequests/AddMessage"],
    open: async (s) => {
      const code = `len${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      await ownRequest(s, { statusId: 1, accessCode: code });
      await open(s.page, `/rc/${code}`);
      return formOf(s.page, "chat-message");
    },
    http: {
      at: async (s) => {
        const code = `len${Date.now()}${Math.floor(Math.random() * 1e6)}`;
        await ownRequest(s, { statusId: 1, accessCode: code });
        return `/rc/${code}`;
      },
      form: "chat-message",
    },
    fields: [{ name: "text", limit: 4000, text: letters("W") }],
  },
];

/** The meter of a resident's demo copies whose reading form the rows use (one tariff, entry open). */
async function openReading(page: Page, login: Fixtures["login"], resident: { phone: string; password: string }) {
  // The panels are native disclosures, with JS too (decision 0021): the login fixture's page has hydrated.
  await login(resident, "/meters");
  const trigger = page.locator("[data-meter-trigger]").filter({ hasText: /Кухня · Холодная вода/ });
  const item = page.getByRole("listitem").filter({ has: trigger });
  await trigger.click();
  const form = item.locator("form").filter({ has: page.locator('[name="Value"]') });
  await expect(form).toBeVisible();
  return form;
}

/** The text the field's aria-describedby points at: its message (and hint), next to it. */
async function describedText(field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}

const overLimit = (row: Row) => row.fields.map((f) => ({ ...f, value: (f.text ?? letters("x"))(f.limit + 1) }));

for (const row of ROWS) {
  test(
    `${row.form} (${row.lang}): one character over the limit is refused next to the field, the input kept, nothing sent`,
    JS_ONLY,
    async ({ page, request, login, residents, upstream }) => {
      for (const path of row.faults) await upstream.fault({ path, mode: "error", message: PROVIDER_CALLED });
      if (row.lang === "en") await page.context().addCookies([ENGLISH]);
      const form = await row.open({ page, request, login, residents });
      const typed = overLimit(row);
      for (const f of typed) await form.locator(`[name="${f.name}"]`).fill(f.value);
      // The rest of the form is right, so the browser's rule finds nothing: the button is not held (a held one would
      // say why), the post goes to the portal, and the portal refuses it before any provider call.
      const send = form.locator(row.submit ?? 'button[type="submit"]');
      await expect(send).toBeEnabled();
      await send.click();
      const summary = page.getByRole("alert").filter({ hasText: SUMMARY[row.lang] });
      for (const f of typed) await expect(summary).toContainText(TOO_LONG[row.lang](f.limit));
      for (const f of typed) {
        const field = form.locator(`[name="${f.name}"]`);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect
          .poll(() => describedText(field), { message: `${f.name}'s message` })
          .toContain(TOO_LONG[row.lang](f.limit));
        expect(await describedText(field), "the message does not repeat the input").not.toContain(f.value.slice(0, 50));
        await expect(field).toHaveValue(f.value);
      }
      await expect(page.locator("html")).toHaveAttribute("lang", row.lang);
      await expect(page.locator("body")).not.toContainText(PROVIDER_CALLED);
    },
  );

  test(
    `${row.form} (${row.lang}), without JS: the server's page refuses one character over the limit next to the field, the input kept, nothing sent`,
    HTTP,
    async ({ request, residents, upstream }) => {
      for (const path of row.faults) await upstream.fault({ path, mode: "error", message: PROVIDER_CALLED });
      // The language switch's own post sets the language cookie on the request context.
      if (row.lang === "en")
        expect((await request.post("/language", { form: { lng: "en" }, maxRedirects: 0 })).status()).toBe(302);
      const at = await row.http.at({ request, residents });
      const { path, set } = typeof at === "string" ? { path: at, set: {} } : at;
      const typed = overLimit(row);
      const long = Object.fromEntries(typed.map((f) => [f.name, f.value]));
      const answer = await sendForm(request, path, { ...row.http, set: { ...row.http.set, ...set, ...long } });
      const body = await answer.text();
      expect(answer.status(), body.slice(0, 300)).toBe(400);
      const page = html(body);
      const form = page.form(row.http.form)!;
      const summary = page.alerts().find((a) => a.includes(SUMMARY[row.lang]));
      for (const f of typed) expect(summary, "the error summary").toContain(TOO_LONG[row.lang](f.limit));
      for (const f of typed) {
        const field = form.control(f.name)!;
        expect(field.attribute("aria-invalid"), f.name).toBe("true");
        expect(field.described, `${f.name}'s message`).toContain(TOO_LONG[row.lang](f.limit));
        expect(field.described, "the message does not repeat the input").not.toContain(f.value.slice(0, 50));
        // A password is never sent back (decision 0003): it is typed again.
        expect(field.value, `${f.name} kept`).toBe(row.notKeptWithoutJs ? "" : f.value);
      }
      expect(page.has("html", "lang", row.lang)).toBe(true);
      expect(page.text).not.toContain(PROVIDER_CALLED);
    },
  );
}

test(
  "add account in the dialog (item 7): 10 000 digits get a short message, the dialog keeps its close button in view",
  JS_ONLY,
  async ({ page, login, residents, upstream }) => {
    await login(await residents.fresh(), "/home");
    await page.getByRole("link", { name: "Подключить лицевой счёт" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Подключить лицевой счёт" });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Закрыть" });
    await dialog.locator('[name="prefix"]').selectOption("ЛС");
    const ident = dialog.locator('[name="ident"]');
    await ident.fill("9".repeat(10_000));
    // The browser's rule does not count lengths: Next posts through the dialog's fetcher and the portal refuses.
    await dialog.getByRole("button", { name: "Далее" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Исправьте ошибки" })).toContainText(
      "Не более 30 символов",
    );
    await expect(ident).toHaveAttribute("aria-invalid", "true");
    await expect.poll(() => describedText(ident)).toContain("Не более 30 символов");
    expect((await describedText(ident)).length).toBeLessThan(100);
    await expect(ident).toHaveValue("9".repeat(10_000));
    await expect(close).toBeInViewport();
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), "nothing wider than the dialog").toBe(true);

    // A provider's long unbroken text (a number it echoes, say) wraps inside the dialog too.
    await upstream.fault({
      path: "/User/AddAccountByIdent",
      mode: "error",
      message: `Счёт${"9".repeat(600)}недоступен`,
    });
    await ident.fill("2000001");
    await dialog.getByRole("button", { name: "Далее" }).click();
    await dialog.getByLabel("PIN-код").fill("1111");
    await dialog.getByRole("button", { name: "Подключить" }).click();
    await expect(dialog).toContainText("недоступен");
    await expect(close).toBeInViewport();
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), "nothing wider than the dialog").toBe(true);
  },
);

test("a reopen the provider refuses (item 9) keeps the step open with the reason typed, next to its notice", async ({
  page,
  request,
  login,
  residents,
  upstream,
}) => {
  await upstream.fault({ path: "/Requests/Reopen", mode: "error", message: "Повторное открытие недоступно" });
  const { resident, id } = await ownRequest({ request, residents }, { statusId: 5, canClose: true });
  await login(resident, `/requests/${id}`);
  let form = await chatStep(page, "reopen");
  const reason = "Течь снова появилась под раковиной";
  await form.locator('[name="reason"]').fill(reason);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText("Повторное открытие недоступно").first()).toBeVisible();
  form = formOf(page, "chat-reopen");
  await expect(form.locator('[name="reason"]')).toHaveValue(reason);
});
