import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { advanceClock, expect, open, setPageHeaders, test } from "./fixtures";
import { expectFieldError } from "./form-support";
import {
  alert,
  enterCode,
  FIO,
  fillDetails,
  latestCode,
  masked,
  newPhone,
  otherCode,
  send,
  toCodeStep,
} from "./register-support";

// The registration wizard's abuse limits (docs/decisions/0017), with the real numbers. Every test is its own
// client: on localhost the portal's per-client limits key on the test's scope (x-test-scope), never on a header
// like CF-Connecting-IP. Time-bound limits are reached by moving the portal's clock (advanceClock), never by
// waiting. The sends a limit counts before the refused one are posted as requests with the page's cookies (the
// wizard's step 1 → 2 → back in the browser is register.spec.ts's); the refusal is always reached in the browser.

/**
 * Step 1 → 2 and back to step 1, as the wizard's two forms post them (with the page's session cookie): a code
 * sent to `phone`. `headers`: the client it comes from (a scope, a forged CF-Connecting-IP).
 */
async function sendAndBack(page: Page, phone: string, headers: Record<string, string> = {}) {
  const sent = await page.request.post("/register", {
    form: { intent: "details", phone, fio: FIO, consent: "on" },
    headers,
    maxRedirects: 0,
  });
  // A refused send answers the form (429, 502); only a send that went out moves the wizard on (a redirect).
  expect(sent.status(), `code to ${phone}: ${await sent.text()}`).toBe(302);
  const back = await page.request.post("/register", { form: { intent: "back" }, headers, maxRedirects: 0 });
  expect(back.status(), "back to step 1").toBe(302);
}

const codeField = (page: Page) => page.getByLabel("Код подтверждения");

test("a client sending codes to more than 3 phones in 10 minutes is refused with the wait", async ({ page }) => {
  for (let i = 0; i < 3; i++) await sendAndBack(page, newPhone());
  await open(page, "/register");
  await fillDetails(page, newPhone());
  await send(page, "Далее");
  await expect(alert(page, "Слишком много запросов кода. Повторите через 10 мин.")).toBeVisible();
  await expect(page.getByText("Шаг 1 из 3")).toBeVisible();
});

test("a forged CF-Connecting-IP gives no fresh allowance on localhost", async ({ page }) => {
  for (let i = 0; i < 3; i++) await sendAndBack(page, newPhone(), { "CF-Connecting-IP": `203.0.113.${i + 1}` });
  await setPageHeaders(page, { "CF-Connecting-IP": "198.51.100.77" });
  await open(page, "/register");
  await fillDetails(page, newPhone());
  await send(page, "Далее");
  await expect(alert(page, "Слишком много запросов кода. Повторите через 10 мин.")).toBeVisible();
});

test("a phone sent more than 3 codes in 10 minutes is refused, whichever client asks", async ({ page }) => {
  const phone = newPhone();
  // Locally a client is a test scope: a new scope is a new client.
  const newClient = () => ({ "x-test-scope": `e2e-${randomUUID()}` });
  for (let i = 0; i < 3; i++) await sendAndBack(page, phone, newClient());
  await setPageHeaders(page, newClient());
  await open(page, "/register");
  await send(page, "Далее");
  await expect(alert(page, "Слишком много запросов кода. Повторите через 10 мин.")).toBeVisible();
});

test("3 wrong codes in a row: the next try waits a minute, even the right one; then it goes through", async ({
  page,
  request,
}) => {
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
});

test("5 wrong codes in a day, across sends: the phone's checks and sends wait for the rest of the day", async ({
  page,
  request,
}) => {
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
});

test("a code is refused 10 minutes after it was sent; a new one by SMS goes through", async ({ page, request }) => {
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
});

test("a send the provider refused does not count against the portal's limit of 3 sends", async ({ page, upstream }) => {
  const phone = newPhone();
  await upstream.fault({ path: "/Auth/RequestAccessCode", mode: "error", message: "Сервис звонков недоступен" });
  await open(page, "/register");
  await fillDetails(page, phone);
  for (let i = 0; i < 4; i++) {
    await send(page, "Далее");
    await expect(alert(page, "Сервис звонков недоступен")).toBeVisible();
    await expect(alert(page, /Слишком много запросов кода/)).toHaveCount(0);
  }
  const cleared = await page.request.delete("/__upstream/__test/faults", { data: { path: "/Auth/RequestAccessCode" } });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  await send(page, "Далее");
  await expect(page.getByText("Шаг 2 из 3")).toBeVisible();
});
