import type { APIRequestContext, Page } from "@playwright/test";
import { field, pressBlocked, submit, type A11yRow } from "./kit";
import { open } from "../fixtures";

// Screen states of login and registration, checked by tests/e2e/a11y.spec.ts. A form's empty state is not a row
// of its own: its error state is the same page with the error added (axe once per screen state, decision 0013).

const loginRows: A11yRow[] = [
  {
    screen: "login",
    state: "error (wrong pair, inline and notice; else as empty)",
    setup: async ({ page }) => {
      // Not a demo resident: their failed logins would count against every test logging them in.
      await open(page, "/login");
      await field(page, "phone").fill(unknownPhone());
      await field(page, "password").fill("not-the-password");
      await submit(page);
      await page.locator("form [role=alert]").first().waitFor();
    },
  },
  {
    screen: "login",
    state: "too many failed attempts (the wait next to the form)",
    setup: async ({ page, request }) => {
      const phone = unknownPhone();
      for (let i = 0; i < 5; i++)
        await request.post("/login", { form: { phone, password: "not-the-password" }, maxRedirects: 0 });
      await open(page, "/login");
      await field(page, "phone").fill(phone);
      await field(page, "password").fill("not-the-password");
      await submit(page);
      // The only alert in the form: a refused try has no form error of its own.
      await page.locator("form [role=alert]").waitFor();
    },
  },
];

/** A phone no one has registered (54…: apart from the other rows' and the specs' phones). */
const unknownPhone = () =>
  `54${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

// Registration (register.spec.ts) ------------------------------------------------------------------------------

/**
 * A fresh phone for one row: the portal allows 3 code sends per phone in 10 minutes (and per client: a row is
 * its own client, its test scope). 53…: apart from the demo residents (90…), support.ts's throwaway ones (9…),
 * register.spec.ts (51…, 52…).
 */
function newRegistrant() {
  return `53${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

/** The submit button of the wizard's form of `intent` (details, check, register). */
const submitOf = (page: Page, intent: string) =>
  page.locator(`form:has(input[name="intent"][value="${intent}"]) button[type="submit"]`).first();
const detailsButton = (page: Page) => submitOf(page, "details");

/** Submits the wizard's form of `intent`. */
const post = (page: Page, intent: string) => submitOf(page, intent).click();

async function fillDetails(page: Page, phone: string, birthday?: string) {
  await field(page, "phone").fill(phone);
  await field(page, "fio").fill("Тестов Тест Тестович");
  if (birthday !== undefined) await field(page, "birthday").fill(birthday);
  await field(page, "consent").check();
}

/** Step 1 sent: the flash call is out and step 2 shows. */
async function toCodeStep(page: Page) {
  const phone = newRegistrant();
  await open(page, "/register");
  await fillDetails(page, phone);
  await post(page, "details");
  await field(page, "code").waitFor();
  return phone;
}

async function codeOf(request: APIRequestContext, phone: string) {
  const outbox = (await (await request.get("/__upstream/demo/outbox")).json()) as {
    messages: Array<{ recipient: string; body: string }>;
  };
  const code = outbox.messages
    .find((m) => m.recipient.replace(/\D/g, "") === `7${phone}`)
    ?.body.match(/(\d{4})\D*$/)?.[1];
  if (!code) throw new Error(`no code for ${phone} in the outbox`);
  return code;
}

const registerRows: A11yRow[] = [
  {
    screen: "register · step 1 (details)",
    state: "birth date required, an impossible date (error; else as empty)",
    setup: async ({ page, upstream, js }) => {
      await upstream.settings({ requireBirthDate: true });
      const phone = newRegistrant();
      await open(page, "/register");
      await fillDetails(page, phone, "31.04.1990");
      // With JS Next is disabled: a press of it shows the reason (decision 0021); without, the server says it.
      await pressBlocked(detailsButton(page), js);
      await page.locator('[name="birthday"][aria-invalid="true"]').waitFor();
    },
  },
  {
    screen: "register · step 2 (code)",
    state: "flash call sent, a wrong code (field error)",
    setup: async ({ page, request }) => {
      const phone = await toCodeStep(page);
      const wrong = String((Number(await codeOf(request, phone)) + 1) % 10000).padStart(4, "0");
      await field(page, "code").fill(wrong);
      await post(page, "check");
      await page.locator('[name="code"][aria-invalid="true"]').waitFor();
    },
  },
  {
    screen: "register · step 3 (password)",
    state: "too short (error next to the hint; else as empty)",
    setup: async ({ page, request }) => {
      const phone = await toCodeStep(page);
      await field(page, "code").fill(await codeOf(request, phone));
      await post(page, "check");
      await field(page, "password").fill("1234567");
      await field(page, "confirm").fill("1234567");
      await post(page, "register");
      await page.locator('[name="password"][aria-invalid="true"]').waitFor();
    },
  },
];

export const authRows: A11yRow[] = [...loginRows, ...registerRows];
