import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { advanceClock, expect, HTTP, JS_ONLY, open, setPageHeaders, test } from "./fixtures";
import { expectFieldError, expectSentFieldError, sentAlert } from "./form-support";
import {
  alert,
  details,
  enterCode,
  FIO,
  fillDetails,
  latestCode,
  masked,
  newPhone,
  otherCode,
  send,
  toCodeStep,
  toCodeStepSent,
  wizardClient,
} from "./register-support";

// The registration wizard's abuse limits (docs/decisions/0017), with the real numbers. Every test is its own
// client: on localhost the portal's per-client limits key on the test's scope (x-test-scope), never on a header
// like CF-Connecting-IP. Time-bound limits are reached by moving the portal's clock (advanceClock), never by
// waiting. The sends a limit counts before the refused one are posted as requests with the page's cookies (the
// wizard's step 1 → 2 → back in the browser is register.spec.ts's).
//
// A refusal is the server's answer to a post. With JS the wizard posts by script and shows the answer in the live
// form: a browser test (JS_ONLY). Without JS the page a resident gets is that answer, so it is read over HTTP
// (decision 0023): the wizard's own forms posted as a browser posts them (sendForm), a redirect followed as a
// browser follows it, the clock and the client moved by the posts' own headers.

/**
 * Step 1 → 2 and back to step 1, as the wizard's two forms post them (with the page's session cookie): a code
 * sent to `phone`. `headers`: the client it comes from (a scope, a forged CF-Connecting-IP).
 */
async function sendAndBack(request: APIRequestContext, phone: string, headers: Record<string, string> = {}) {
  const sent = await request.post("/register", {
    form: { intent: "details", phone, fio: FIO, consent: "on" },
    headers,
    maxRedirects: 0,
  });
  // A refused send answers the form (429, 502); only a send that went out moves the wizard on (a redirect).
  expect(sent.status(), `code to ${phone}: ${await sent.text()}`).toBe(302);
  const back = await request.post("/register", { form: { intent: "back" }, headers, maxRedirects: 0 });
  expect(back.status(), "back to step 1").toBe(302);
}

const codeField = (page: Page) => page.getByLabel("Код подтверждения");

const TOO_MANY_SENDS = "Слишком много запросов кода. Повторите через 10 мин.";
const TOO_MANY_WRONG = "Код введён неверно слишком много раз. Ввести код снова можно через 24 ч.";
/** Locally a client is a test scope: a new scope is a new client. */
const newClient = () => ({ "x-test-scope": `e2e-${randomUUID()}` });

/**
 * Runs `use` as another device: a client of its own (a new scope) with a session of its own (a cookie jar of its
 * own: the wizard of one session keeps the code it sent while it can be checked).
 */
async function asDevice(
  { playwright, baseURL }: { playwright: PlaywrightWorkerArgs["playwright"]; baseURL: string | undefined },
  use: (request: APIRequestContext) => Promise<void>,
) {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: newClient() });
  try {
    await use(request);
  } finally {
    await request.dispose();
  }
}

test(
  "a client sending codes to more than 3 phones in 10 minutes is refused with the wait",
  JS_ONLY,
  async ({ page }) => {
    for (let i = 0; i < 3; i++) await sendAndBack(page.request, newPhone());
    await open(page, "/register");
    await fillDetails(page, newPhone());
    await send(page, "Далее");
    await expect(alert(page, "Слишком много запросов кода. Повторите через 10 мин.")).toBeVisible();
    await expect(page.getByText("Шаг 1 из 3")).toBeVisible();
  },
);

test("a forged CF-Connecting-IP gives no fresh allowance on localhost", JS_ONLY, async ({ page }) => {
  for (let i = 0; i < 3; i++) await sendAndBack(page.request, newPhone(), { "CF-Connecting-IP": `203.0.113.${i + 1}` });
  await setPageHeaders(page, { "CF-Connecting-IP": "198.51.100.77" });
  await open(page, "/register");
  await fillDetails(page, newPhone());
  await send(page, "Далее");
  await expect(alert(page, "Слишком много запросов кода. Повторите через 10 мин.")).toBeVisible();
});

test(
  "a phone sent more than 3 codes in 10 minutes is refused, whichever device asks",
  JS_ONLY,
  async ({ page, playwright, baseURL }) => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) await asDevice({ playwright, baseURL }, (request) => sendAndBack(request, phone));
    await setPageHeaders(page, newClient());
    await open(page, "/register");
    await fillDetails(page, phone);
    await send(page, "Далее");
    await expect(alert(page, "Слишком много запросов кода. Повторите через 10 мин.")).toBeVisible();
  },
);

test(
  "3 wrong codes in a row: the next try waits a minute, even the right one; then it goes through",
  JS_ONLY,
  async ({ page, request }) => {
    const phone = newPhone();
    await toCodeStep(page, phone);
    const code = await latestCode(request, phone);
    for (let i = 0; i < 3; i++) {
      await enterCode(page, otherCode(code));
      await expectFieldError(codeField(page), "Код введён не корректно");
    }
    await enterCode(page, code);
    // Counted from the third wrong code, so on a busy machine a second or two may have passed (as login.spec's wait).
    await expect(
      alert(page, /Код введён неверно несколько раз подряд\. Ввести код снова можно через (60|59|58) сек\./),
    ).toBeVisible();
    await expect(page.getByText("Шаг 2 из 3")).toBeVisible();
    await advanceClock(page, 60);
    await enterCode(page, code);
    await expect(page.getByText("Шаг 3 из 3")).toBeVisible();
  },
);

test(
  "5 wrong codes in a day, across sends: the phone's checks and sends wait for the rest of the day",
  JS_ONLY,
  async ({ page, request }) => {
    const phone = newPhone();
    await toCodeStep(page, phone);
    const code = await latestCode(request, phone);
    // 3 free, then a minute, then two: the back-off doubles.
    for (const wait of [0, 0, 0, 60, 120]) {
      await advanceClock(page, wait);
      await enterCode(page, otherCode(code));
      await expectFieldError(codeField(page), "Код введён не корректно");
    }
    await advanceClock(page, 240);
    await enterCode(page, code);
    await expect(alert(page, "Код введён неверно слишком много раз. Ввести код снова можно через 24 ч.")).toBeVisible();
    // A new code would be of no use: the phone is not sent one, from this client or any other.
    await setPageHeaders(page, { "x-test-scope": `e2e-${randomUUID()}` });
    await send(page, "Код в SMS");
    await expect(alert(page, "Код введён неверно слишком много раз. Ввести код снова можно через 24 ч.")).toBeVisible();
  },
);

test(
  "a code is refused 10 minutes after it was sent; a new one by SMS goes through",
  JS_ONLY,
  async ({ page, request }) => {
    const phone = newPhone();
    await toCodeStep(page, phone);
    const code = await latestCode(request, phone);
    await advanceClock(page, 600);
    await enterCode(page, code);
    await expectFieldError(
      codeField(page),
      "Срок действия кода истёк (10 минут). Запросите новый код звонком робота или в SMS.",
    );
    await send(page, "Код в SMS");
    await expect(page.getByText(`Код отправлен в SMS на номер ${masked(phone)}.`)).toBeVisible();
    await enterCode(page, await latestCode(request, phone));
    await expect(page.getByText("Шаг 3 из 3")).toBeVisible();
  },
);

test(
  "a send the provider refused does not count against the portal's limit of 3 sends",
  JS_ONLY,
  async ({ page, upstream }) => {
    const phone = newPhone();
    await upstream.fault({ path: "/Auth/RequestAccessCode", mode: "error", message: "Сервис звонков недоступен" });
    await open(page, "/register");
    await fillDetails(page, phone);
    for (let i = 0; i < 4; i++) {
      await send(page, "Далее");
      await expect(alert(page, "Сервис звонков недоступен")).toBeVisible();
      await expect(alert(page, /Слишком много запросов кода/)).toHaveCount(0);
    }
    const cleared = await page.request.delete("/__upstream/__test/faults", {
      data: { path: "/Auth/RequestAccessCode" },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);
    await send(page, "Далее");
    await expect(page.getByText("Шаг 2 из 3")).toBeVisible();
  },
);

test(
  "without JS: a client sending codes to more than 3 phones in 10 minutes is refused with the wait",
  HTTP,
  async ({ request }) => {
    for (let i = 0; i < 3; i++) await sendAndBack(request, newPhone());
    const { status, page } = await wizardClient(request).send("register-details", details(newPhone()));
    expect(status).toBe(429);
    expect(sentAlert(page, TOO_MANY_SENDS), TOO_MANY_SENDS).toBe(true);
    expect(page.text).toContain("Шаг 1 из 3");
  },
);

test("without JS: a forged CF-Connecting-IP gives no fresh allowance on localhost", HTTP, async ({ request }) => {
  for (let i = 0; i < 3; i++) await sendAndBack(request, newPhone(), { "CF-Connecting-IP": `203.0.113.${i + 1}` });
  const forged = wizardClient(request);
  forged.headers["CF-Connecting-IP"] = "198.51.100.77";
  const { page } = await forged.send("register-details", details(newPhone()));
  expect(sentAlert(page, TOO_MANY_SENDS), TOO_MANY_SENDS).toBe(true);
});

test(
  "without JS: a phone sent more than 3 codes in 10 minutes is refused, whichever device asks",
  HTTP,
  async ({ playwright, baseURL }) => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) await asDevice({ playwright, baseURL }, (request) => sendAndBack(request, phone));
    await asDevice({ playwright, baseURL }, async (request) => {
      const { page } = await wizardClient(request).send("register-details", details(phone));
      expect(sentAlert(page, TOO_MANY_SENDS), TOO_MANY_SENDS).toBe(true);
    });
  },
);

// Issue 31 item 8: back to step 1 and on again with the same phone keeps the code sent while it can be checked;
// only once it expired does going on send a new one.
test(
  "without JS: going back and forth with the same phone sends no new code while the last one is valid",
  HTTP,
  async ({ request }) => {
    const phone = newPhone();
    const wizard = wizardClient(request);
    const sent = async () =>
      (
        (await (await request.get("/__upstream/demo/outbox")).json()) as { messages: Array<{ recipient: string }> }
      ).messages.filter((m) => m.recipient.replace(/\D/g, "") === `7${phone}`).length;
    const back = () =>
      request.post("/register", { form: { intent: "back" }, headers: { ...wizard.headers }, maxRedirects: 0 });
    await toCodeStepSent(wizard, phone);
    expect(await sent(), "the first flash call").toBe(1);
    for (const seconds of [10, 120, 400]) {
      wizard.advance(seconds);
      expect((await back()).status(), "back to step 1").toBe(302);
      const { status, page } = await wizard.send("register-details", details(phone));
      expect(status, page.alerts().join(" ")).toBe(302);
      expect(page.text).toContain("Шаг 2 из 3");
      expect(await sent(), `no new code after ${seconds} s more`).toBe(1);
    }
    // 530 s after the call, 70 s more: the code can no longer be checked, so going on sends a new one.
    wizard.advance(70);
    await back();
    expect((await wizard.send("register-details", details(phone))).status).toBe(302);
    expect(await sent(), "a new code once the last expired").toBe(2);
  },
);

test(
  "without JS: 3 wrong codes in a row: the next try waits a minute, even the right one; then it goes through",
  HTTP,
  async ({ request }) => {
    const phone = newPhone();
    const wizard = wizardClient(request);
    await toCodeStepSent(wizard, phone);
    const code = await latestCode(request, phone);
    for (let i = 0; i < 3; i++) {
      const { page } = await wizard.send("register-code", { code: otherCode(code) });
      expectSentFieldError(page, "register-code", "code", "Код введён не корректно");
    }
    let { page } = await wizard.send("register-code", { code });
    // Counted from the third wrong code, so on a busy machine a second or two may have passed (as login.spec's wait).
    const wait = /Код введён неверно несколько раз подряд\. Ввести код снова можно через (60|59|58) сек\./;
    expect(sentAlert(page, wait), String(wait)).toBe(true);
    expect(page.text).toContain("Шаг 2 из 3");
    wizard.advance(60);
    ({ page } = await wizard.send("register-code", { code }));
    expect(page.text).toContain("Шаг 3 из 3");
  },
);

test(
  "without JS: 5 wrong codes in a day, across sends: the phone's checks and sends wait for the rest of the day",
  HTTP,
  async ({ request }) => {
    const phone = newPhone();
    const wizard = wizardClient(request);
    await toCodeStepSent(wizard, phone);
    const code = await latestCode(request, phone);
    // 3 free, then a minute, then two: the back-off doubles.
    for (const wait of [0, 0, 0, 60, 120]) {
      wizard.advance(wait);
      const { page } = await wizard.send("register-code", { code: otherCode(code) });
      expectSentFieldError(page, "register-code", "code", "Код введён не корректно");
    }
    wizard.advance(240);
    let { page } = await wizard.send("register-code", { code });
    expect(sentAlert(page, TOO_MANY_WRONG), TOO_MANY_WRONG).toBe(true);
    // A new code would be of no use: the phone is not sent one, from this client or any other.
    Object.assign(wizard.headers, newClient());
    ({ page } = await wizard.send({ field: "channel" }, {}, "sms"));
    expect(sentAlert(page, TOO_MANY_WRONG), TOO_MANY_WRONG).toBe(true);
  },
);

test(
  "without JS: a code is refused 10 minutes after it was sent; a new one by SMS goes through",
  HTTP,
  async ({ request }) => {
    const phone = newPhone();
    const wizard = wizardClient(request);
    await toCodeStepSent(wizard, phone);
    const code = await latestCode(request, phone);
    wizard.advance(600);
    let { page } = await wizard.send("register-code", { code });
    const expired = "Срок действия кода истёк (10 минут). Запросите новый код звонком робота или в SMS.";
    expectSentFieldError(page, "register-code", "code", expired);
    ({ page } = await wizard.send({ field: "channel" }, {}, "sms"));
    expect(page.text).toContain(`Код отправлен в SMS на номер ${masked(phone)}.`);
    ({ page } = await wizard.send("register-code", { code: await latestCode(request, phone) }));
    expect(page.text).toContain("Шаг 3 из 3");
  },
);

test(
  "without JS: a send the provider refused does not count against the portal's limit of 3 sends",
  HTTP,
  async ({ request, upstream }) => {
    const phone = newPhone();
    await upstream.fault({ path: "/Auth/RequestAccessCode", mode: "error", message: "Сервис звонков недоступен" });
    const wizard = wizardClient(request);
    let set: Record<string, string> = details(phone);
    for (let i = 0; i < 4; i++) {
      const { page } = await wizard.send("register-details", set);
      expect(sentAlert(page, "Сервис звонков недоступен"), "the provider's refusal").toBe(true);
      expect(sentAlert(page, /Слишком много запросов кода/), "the portal's limit").toBe(false);
      // The next press posts the form as the answer keeps it (what was typed).
      set = Object.fromEntries(page.form("register-details")!.entries.filter(([name]) => name in set));
      expect(set, "the typed details kept").toEqual({ ...details(phone), phone: masked(phone) });
    }
    const cleared = await request.delete("/__upstream/__test/faults", { data: { path: "/Auth/RequestAccessCode" } });
    expect(cleared.ok(), await cleared.text()).toBe(true);
    const { page } = await wizard.send("register-details", set);
    expect(page.text).toContain("Шаг 2 из 3");
  },
);

// Issue 32 item 6: a send the provider refuses is taken back from the resident's quota (nothing went out), but
// was still a provider call; refunded without end, 1 410 attempts for one phone reached the provider in a day.
// Refused sends now count on their own: after 10 for a phone, the portal answers itself and calls no one.
test(
  "sends the provider refuses stop reaching it after 10 for a phone; the portal then refuses itself",
  HTTP,
  async ({ request, upstream }) => {
    const PROVIDER = "Провайдер: код уже отправлен, подождите";
    await upstream.fault({ path: "/Auth/RequestAccessCode", mode: "error", message: PROVIDER });
    const phone = newPhone();
    const attempt = async () => {
      const answer = await request.post("/register", {
        form: { intent: "details", phone, fio: FIO, consent: "on" },
        maxRedirects: 0,
      });
      return { status: answer.status(), body: await answer.text() };
    };
    for (let i = 1; i <= 10; i++) {
      const { status, body } = await attempt();
      expect(status, `attempt ${i}`).toBe(502);
      expect(body, `attempt ${i}`).toContain(PROVIDER);
    }
    for (let i = 11; i <= 12; i++) {
      const { status, body } = await attempt();
      expect(status, `attempt ${i}`).toBe(429);
      expect(body, `attempt ${i}`).toContain("Слишком много запросов кода");
      expect(body, `attempt ${i}: no provider call`).not.toContain(PROVIDER);
    }
  },
);
