import type { APIRequestContext, Page } from "@playwright/test";
import { expect, open, press, test } from "./fixtures";
import { html, htmlOf, sendForm } from "./html";

// Helpers of the registration specs (register.spec.ts: the wizard's flows; register-limits.spec.ts: its abuse
// limits). Labels and buttons as a Russian-speaking resident sees them.

let seq = 0;
/** 10 national digits starting with 5: apart from the demo residents and support.ts's throwaway ones (9…). */
export function newPhone(): string {
  const info = test.info();
  return `5${({ js: 1, nojs: 2 } as Record<string, number>)[info.project.name] ?? 3}${info.workerIndex % 10}${String(Date.now()).slice(-5)}${String(seq++ % 100).padStart(2, "0")}`;
}

export const masked = (p: string) => `+7 (${p.slice(0, 3)}) ${p.slice(3, 6)} ${p.slice(6, 8)} ${p.slice(8)}`;
export const FIO = "Тестов Тест Тестович";
export const CONSENT = "Я даю согласие на обработку персональных данных";

export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = (await (await request.get("/__upstream/demo/outbox")).json()) as {
    messages: Array<{ recipient: string; body: string }>;
  };
  const code = outbox.messages
    .find((m) => m.recipient.replace(/\D/g, "") === `7${phone}`)
    ?.body.match(/(\d{4})\D*$/)?.[1];
  expect(code, `a code for ${phone} in the outbox`).toBeTruthy();
  return code!;
}

export const otherCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, "0");

export async function fillDetails(page: Page, phone: string) {
  await page.getByLabel("Телефон").fill(phone);
  await page.getByLabel("ФИО").fill(FIO);
  await page.getByLabel(CONSENT).check();
}

/** Posts a wizard form and waits for the answer, so an old message on the page is not mistaken for it. */
export async function send(page: Page, button: string) {
  await press(page, page.getByRole("button", { name: button, exact: true }), "/register");
}

export async function toCodeStep(page: Page, phone: string) {
  await open(page, "/register");
  await fillDetails(page, phone);
  await send(page, "Далее");
  await expect(page.getByText("Шаг 2 из 3")).toBeVisible();
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel("Код подтверждения").fill(code);
  await send(page, "Подтвердить");
}

export async function setPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel("Пароль", { exact: true }).fill(password);
  await page.getByLabel("Повторите пароль").fill(confirm);
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
}

export const alert = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

// Without a browser (the http project): the wizard's forms posted as a browser without scripts posts them.

export const details = (phone: string) => ({ phone, fio: FIO, consent: "on" });

/**
 * A client with the request context's cookies and headers of its own (another scope, a forged address, the
 * portal's clock moved on), which posts the wizard's forms and reads the page it is shown.
 */
export function wizardClient(request: APIRequestContext) {
  const headers: Record<string, string> = {};
  return {
    headers,
    advance: (seconds: number) =>
      void (headers["x-test-clock"] = String(Number(headers["x-test-clock"] ?? 0) + seconds)),
    /** Posts a form of /register; the answer's page, or the page a redirect leads to (as a browser follows it). */
    send: async (form: string | { field: string }, set?: Record<string, string>, button?: string) => {
      const answer = await sendForm(request, "/register", { form, set, button, headers: { ...headers } });
      if (answer.status() !== 302) return { status: answer.status(), page: html(await answer.text()) };
      const next = await request.get(answer.headers()["location"]!, { headers: { ...headers } });
      return { status: answer.status(), page: await htmlOf(next) };
    },
  };
}

/** Step 1 posted for `phone`, the code step shown. */
export async function toCodeStepSent(wizard: ReturnType<typeof wizardClient>, phone: string) {
  const { page } = await wizard.send("register-details", details(phone));
  expect(page.text).toContain("Шаг 2 из 3");
}
