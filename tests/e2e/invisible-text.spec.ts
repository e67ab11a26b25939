import type { APIRequestContext } from "@playwright/test";
import { expect, HTTP, signIn, test, type Fixtures } from "./fixtures";
import { html, htmlOf, sendForm } from "./html";
import { requestWithCode } from "./requests-support";

// Issue 31 item 9: a name, a message or a description made only of what no one can see (zero-width spaces, a
// right-to-left override) is refused next to its field like an empty one, and NUL and bidi controls never reach
// the provider; an e-mail a receipt cannot be sent to is refused. The rules: app/domain/forms/visible.ts and
// email.ts with their unit tests; here, the server's answer to each form as a browser without scripts posts it.

const INVISIBLE = ["\u200B\u200B\u200B", "\u202E\u202E", "\u2060\uFEFF", "\u0000"];
const PROVIDER_CALLED = "Провайдер получил невидимый текст";

interface Row {
  form: string;
  at: (s: { request: APIRequestContext; residents: Fixtures["residents"] }) => Promise<{
    path: string;
    set?: Record<string, string>;
  }>;
  field: string;
  id: string | { field: string };
  button?: string;
  fault: string;
}

const ROWS: Row[] = [
  {
    form: "profile name",
    at: async ({ request, residents }) => (await signIn(request, await residents.fresh()), { path: "/profile" }),
    id: "profile",
    field: "fio",
    fault: "/User/UpdateProfile",
  },
  {
    form: "new request description",
    at: async ({ request, residents }) => {
      const resident = await residents.withRequestFlags();
      await signIn(request, resident);
      return { path: "/requests/new", set: { ident: resident.ident, typeID: "1" } };
    },
    id: { field: "typeID" },
    field: "text",
    button: "create",
    fault: "/Requests/New",
  },
  {
    form: "chat message by access code (/rc)",
    at: async ({ request }) => ({ path: `/rc/${(await requestWithCode(request, "Невидимки", { statusId: 1 })).code}` }),
    id: "chat-message",
    field: "text",
    fault: "/OpenRequests/AddMessage",
  },
];

for (const row of ROWS) {
  test(
    `${row.form}: text only of invisible characters is refused next to the field`,
    HTTP,
    async ({ request, residents, upstream }) => {
      await upstream.fault({ path: row.fault, mode: "error", message: PROVIDER_CALLED });
      const { path, set } = await row.at({ request, residents });
      for (const typed of INVISIBLE) {
        await test.step(JSON.stringify(typed), async () => {
          const answer = await sendForm(request, path, {
            form: row.id,
            set: { ...set, [row.field]: typed },
            button: row.button,
          });
          const body = await answer.text();
          expect(answer.status(), body.slice(0, 200)).toBe(400);
          expect(body).not.toContain(PROVIDER_CALLED);
          const field = html(body).form(row.id)!.control(row.field)!;
          expect(field.attribute("aria-invalid"), row.field).toBe("true");
          expect(field.described, `${row.field}'s message`).not.toBe("");
        });
      }
    },
  );
}

test("a message by access code reaches the chat without its NUL and bidi controls", HTTP, async ({ request }) => {
  const { code } = await requestWithCode(request, "Управляющие символы", { statusId: 1 });
  const text = `Видно\u0000 всё\u202E ${Date.now()}`;
  const answer = await sendForm(request, `/rc/${code}`, { form: "chat-message", set: { text } });
  expect(answer.status()).toBeLessThan(400);
  const chat = await (await request.get(`/rc/${code}`)).text();
  expect(html(chat).text).toContain(`Видно всё ${text.split(" ").at(-1)}`);
  expect(chat).not.toMatch(/[\u0000\u202E]/);
});

test("profile: e-mails a receipt cannot go to are refused next to the field", HTTP, async ({ request, residents }) => {
  await signIn(request, await residents.fresh());
  for (const email of ["a@b..ru", "a.@b.ru", "a@b.ru.", "a\u200B@b.ru"]) {
    const answer = await sendForm(request, "/profile", { form: "profile", set: { email } });
    expect(answer.status(), email).toBe(400);
    const field = (await htmlOf(answer)).form("profile")!.control("email")!;
    expect(field.attribute("aria-invalid"), email).toBe("true");
    expect(field.described, email).toContain("Неверный формат");
  }
});
