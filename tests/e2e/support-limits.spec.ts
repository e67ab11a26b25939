import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./base-url";
import { expect, HTTP, SCOPE_HEADER, test } from "./fixtures";
import { uniquePhone } from "./support-chat";

// Issue 32 item 2: a visitor's support chat (no login) had its message limit per device only, and devices were
// free: 180 messages from one client with 3 devices. Devices are now limited per client (3 an hour), messages
// per client too (60 in 10 minutes, whatever the devices), and the device cookie is sealed and lasts 30 days.
// Locally a client is a test scope: each device below is a cookie jar of its own in the test's scope.

const headers = { Origin: BASE_URL };

/** A new device of this test's client: its own cookie jar, the phone step posted. Returns the jar and the answer. */
async function device({
  playwright,
  scope,
}: {
  playwright: Parameters<Parameters<typeof test>[2]>[0]["playwright"];
  scope: string;
}) {
  const jar = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { [SCOPE_HEADER]: scope } });
  const answer = await jar.post("/support", {
    form: { intent: "phone", phone: uniquePhone() },
    headers,
    maxRedirects: 0,
  });
  return { jar, answer };
}

const send = (jar: APIRequestContext, text: string) =>
  jar.post("/support?talk=1", { multipart: { intent: "message", text }, headers, maxRedirects: 0 });

test(
  "a client gets 3 support devices an hour and 60 messages in 10 minutes, whatever the devices",
  HTTP,
  async ({ playwright, scope }) => {
    const jars: APIRequestContext[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const { jar, answer } = await device({ playwright, scope });
        jars.push(jar);
        expect(answer.status(), `device ${i + 1}`).toBe(302);
      }
      const fourth = await device({ playwright, scope });
      jars.push(fourth.jar);
      expect(fourth.answer.status()).toBe(429);
      expect(await fourth.answer.text()).toContain("Слишком много новых чатов с этого адреса");

      // 20 from each of the 3 devices: each device is far under its own 60, the client reaches its 60.
      for (const [d, jar] of jars.slice(0, 3).entries()) {
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(jar, `Вопрос ${d}-${i}`)));
        for (const answer of answers) expect(answer.status()).toBe(302);
      }
      const over = await send(jars[0]!, "Ещё один вопрос");
      expect(over.status()).toBe(429);
      expect(await over.text()).toContain("Слишком много сообщений подряд");
    } finally {
      await Promise.all(jars.map((jar) => jar.dispose()));
    }
  },
);

test(
  "the support device cookie is sealed, HttpOnly, for 30 days; a forged one is no device",
  HTTP,
  async ({ playwright, scope, request }) => {
    const { jar, answer } = await device({ playwright, scope });
    try {
      const cookie = answer.headers()["set-cookie"] ?? "";
      expect(cookie).toMatch(/^support=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Max-Age=2592000/);
      const value = decodeURIComponent(cookie.slice("support=".length).split(";")[0]!);
      for (const part of value.split("."))
        expect(Buffer.from(part, "base64").toString("utf8")).not.toMatch(/device|phone/);
    } finally {
      await jar.dispose();
    }
    // The old cookie's shape (readable JSON of a device and a phone): not a device, the phone step again.
    const forged = Buffer.from(JSON.stringify({ device: "forged-device-0001", phone: "79001234567" })).toString(
      "base64",
    );
    const page = await request.get("/support", { headers: { Cookie: `support=${forged}` } });
    expect(await page.text()).toContain('name="phone"');
  },
);
