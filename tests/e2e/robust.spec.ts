import type { APIRequestContext, APIResponse } from "@playwright/test";
import { HTTP, signIn, test, expect } from "./fixtures";
import { expectNoncedDocument, expectSecurityHeaders } from "./headers-support";
import { requestWithCode } from "./requests-support";
import { TABLE_ROUTES, type TableRoute } from "./robust-routes";

// Issue 15 item 4: every route of app/routes.ts (robust-routes.ts reads them from the route config, so a route
// added later is in the table) × every class of bad request the fuzzing sent: a body that is not a form
// (JSON, text, bytes), a method the portal does not take (on the page and on its data URL), a multipart body
// the parser rejects (no boundary, a NUL in a file name), a field sent twice. Each is a 4xx, never a 5xx, with
// a page that says why (a JSON endpoint: its failure as JSON), and with the headers of every answer (CSP nonce on
// each script, decision 0016). Then, logged in, every action with each intent its forms post (read from the
// sources) and the other fields missing. The guard: app/domain/security/request-shape.ts and requestGuard
// (app/session/middleware.server.ts).
// No browser: the requests are the test. They do not depend on scripts, so one project runs them.

type Status = 400 | 405 | 413 | 415;

interface BadRequest {
  name: string;
  status: Status;
  /** Headers the answer must carry. */
  headers?: Record<string, string>;
  /** Only routes with an action (a body the parser rejects says nothing about a route that takes none). */
  actions?: boolean;
  /** Sent to the route's data URL (a script's request) instead of its page. */
  data?: boolean;
  send: (request: APIRequestContext, url: string) => Promise<APIResponse>;
}

const ALLOW = { allow: "GET, HEAD, POST" };
const ACCEPT_POST = { "accept-post": "application/x-www-form-urlencoded, multipart/form-data" };
const BOUNDARY = "robustboundary";
const raw =
  (method: string, contentType: string | null, body: string | Buffer) => (request: APIRequestContext, url: string) =>
    request.fetch(url, {
      method,
      data: body,
      headers: contentType ? { "Content-Type": contentType } : {},
      maxRedirects: 0,
    });
const bare = (method: string) => (request: APIRequestContext, url: string) =>
  request.fetch(url, { method, maxRedirects: 0 });

/** A multipart form with an intent and a file part named `fileName` (bytes as they are, NUL included). */
const upload = (fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nmessage\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n` +
      `--${BOUNDARY}--\r\n`,
    "utf8",
  );

const BAD: BadRequest[] = [
  {
    name: "POST with a JSON body",
    status: 415,
    headers: ACCEPT_POST,
    send: raw("POST", "application/json", '{"intent":"save"}'),
  },
  {
    name: "POST with a text/plain body",
    status: 415,
    headers: ACCEPT_POST,
    send: raw("POST", "text/plain", "intent=save"),
  },
  { name: "POST with an XML body", status: 415, send: raw("POST", "application/xml", "<intent>save</intent>") },
  { name: "POST with bytes", status: 415, send: raw("POST", "application/octet-stream", Buffer.from([0, 1, 2])) },
  { name: "PUT", status: 405, headers: ALLOW, send: raw("PUT", "application/x-www-form-urlencoded", "intent=save") },
  { name: "DELETE", status: 405, headers: ALLOW, send: bare("DELETE") },
  { name: "PATCH", status: 405, headers: ALLOW, send: raw("PATCH", "application/json", "{}") },
  { name: "OPTIONS", status: 405, headers: ALLOW, send: bare("OPTIONS") },
  {
    name: "PUT to the data URL",
    status: 405,
    headers: ALLOW,
    data: true,
    send: raw("PUT", "application/x-www-form-urlencoded", "intent=save"),
  },
  { name: "DELETE to the data URL", status: 405, headers: ALLOW, data: true, send: bare("DELETE") },
  { name: "POST JSON to the data URL", status: 415, data: true, send: raw("POST", "application/json", "{}") },
  {
    name: "multipart without a boundary",
    status: 400,
    actions: true,
    send: raw("POST", "multipart/form-data", upload("a.pdf")),
  },
  {
    name: "multipart cut short",
    status: 400,
    actions: true,
    send: raw("POST", `multipart/form-data; boundary=${BOUNDARY}`, upload("a.pdf").subarray(0, 60)),
  },
  {
    name: "a NUL in an upload's file name",
    status: 400,
    actions: true,
    send: raw("POST", `multipart/form-data; boundary=${BOUNDARY}`, upload("act\u0000.pdf")),
  },
  {
    // Issue 32 item 3: judged by its Content-Length before a byte is read (app/domain/security/request-shape.ts).
    name: "a form over 64 KiB",
    status: 413,
    send: raw("POST", "application/x-www-form-urlencoded", `intent=save&text=${"a".repeat(70 * 1024)}`),
  },
  {
    name: "a field sent twice",
    status: 400,
    actions: true,
    send: raw("POST", "application/x-www-form-urlencoded", "intent=save&text=a&intent=save"),
  },
  {
    name: "a field sent twice, multipart",
    status: 400,
    actions: true,
    send: raw(
      "POST",
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\na\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nb\r\n--${BOUNDARY}--\r\n`,
    ),
  },
];

const SAID: Record<Status, { key: string; ru: string }> = {
  400: { key: "errors.bad_form", ru: "Форма пришла неполной или повреждённой" },
  405: { key: "errors.method_not_allowed", ru: "Этот адрес не принимает такой запрос" },
  413: { key: "errors.too_large", ru: "Отправленное слишком велико" },
  415: { key: "errors.unsupported_form", ru: "Данные отправлены не как форма сайта" },
};

const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? null;

/**
 * The answer is the refusal's page (a page route) or its failure as JSON (a JSON endpoint); data URLs: status.
 * Each carries the security headers of every answer, a page its nonce on every script (decision 0016).
 */
async function expectRefusal(answer: APIResponse, route: TableRoute, bad: BadRequest) {
  const what = `${bad.name} → ${route.pattern}`;
  expect(answer.status(), what).toBe(bad.status);
  for (const [name, value] of Object.entries(bad.headers ?? {}))
    expect(answer.headers()[name], `${what}: ${name}`).toBe(value);
  expectSecurityHeaders(answer, what, route.pattern);
  if (bad.data) return;
  const body = await answer.text();
  if (route.page) {
    expect(answer.headers()["content-type"], what).toContain("text/html");
    expectNoncedDocument(body, answer, what, route.pattern);
    expect(heading(body), what).toBe("Запрос не принят");
    expect(body, what).toContain(SAID[bad.status].ru);
  } else {
    expect(JSON.parse(body), what).toMatchObject({ failure: { status: bad.status, key: SAID[bad.status].key } });
  }
}

for (const route of TABLE_ROUTES) {
  test(
    `${route.pattern}${route.action ? " (action)" : ""}: every bad request is a 4xx with a page saying why`,
    HTTP,
    async ({ request }) => {
      for (const bad of BAD.filter((b) => route.action || !b.actions)) {
        const answer = await bad.send(request, bad.data ? route.dataUrl : route.url);
        await expectRefusal(answer, route, bad);
      }
    },
  );
}

test("the refusal's page is in the resident's language", HTTP, async ({ request }) => {
  const english = Buffer.from(JSON.stringify("en")).toString("base64");
  const answer = await request.post("/login", {
    data: "{}",
    headers: { "Content-Type": "application/json", Cookie: `lng=${english}` },
  });
  expect(answer.status()).toBe(415);
  const body = await answer.text();
  expect(heading(body)).toBe("The request was not accepted");
  expect(body).toContain("The data was not sent as the site&#x27;s form");
  expect(body).toContain('lang="en"');
});

test("a POST to a page without an action is a 405 that names what the page takes", HTTP, async ({ request }) => {
  for (const route of TABLE_ROUTES.filter((r) => !r.action && r.page && !r.pattern.includes(":"))) {
    const answer = await request.post(route.url, { form: { intent: "save" }, maxRedirects: 0 });
    // A page behind login sends a visitor to it first; any other is refused.
    if (answer.status() === 302) continue;
    expect(answer.status(), route.pattern).toBe(405);
    expect(answer.headers()["allow"], route.pattern).toBe("GET, HEAD");
    expectSecurityHeaders(answer, route.pattern, route.pattern);
    const body = await answer.text();
    expectNoncedDocument(body, answer, route.pattern, route.pattern);
    expect(heading(body), route.pattern).toBe("Запрос не принят");
  }
});

// In parts, each with its own resident and session: one test of every post ran up to the 30 s limit on a busy
// machine, and the parts spread over the workers.
const ACTION_PARTS = 3;
const actionRoutes = TABLE_ROUTES.filter((r) => r.action);

for (let part = 0; part < ACTION_PARTS; part++) {
  const routes = actionRoutes.filter((_, i) => i % ACTION_PARTS === part);
  const title = `logged in, every action with every intent and its other fields missing (or none, or an unknown one) answers a page or a redirect, never a 5xx (part ${part + 1} of ${ACTION_PARTS})`;

  test(title, HTTP, async ({ request, residents }) => {
    const resident = await residents.fresh();
    // The access-code chat acts on whichever request the code names: a throwaway one, never the demo's 123456.
    const needsCode = routes.some((r) => r.pattern.startsWith("/rc/"));
    const own = needsCode
      ? await requestWithCode(request, "Проверка полей по коду", { statusId: 5, canClose: true })
      : null;
    await signIn(request, resident);
    // Logging out and deleting the user end the session the others need: they go last.
    const ends = (pattern: string, form: Record<string, string>) =>
      pattern === "/logout" || (pattern === "/profile" && form.intent === "delete-user");
    const posts = routes
      .flatMap((route) => {
        const forms: Array<Record<string, string>> = [
          {},
          { intent: "no-such-intent" },
          ...route.intents.map((intent) => ({ intent })),
        ];
        return forms.map((form) => ({ route, form }));
      })
      .sort((a, b) => Number(ends(a.route.pattern, a.form)) - Number(ends(b.route.pattern, b.form)));
    for (const { route, form } of posts) {
      const what = `${route.pattern} ${JSON.stringify(form)}`;
      const url = own ? route.url.replace(/^\/rc\/[^/]+/, `/rc/${own.code}`) : route.url;
      const answer = await request.post(url, { form, maxRedirects: 0 });
      expect(answer.status(), what).toBeLessThan(500);
      if (answer.status() >= 300 && answer.status() < 400) continue;
      const body = await answer.text();
      if (route.page) expect(heading(body), `${what}: a page with a heading`).toBeTruthy();
      else expect(() => JSON.parse(body), `${what}: JSON`).not.toThrow();
    }
  });
}

test("the table covers the routes it should", HTTP, () => {
  // A guard against a table that quietly shrinks: the config has pages, actions and JSON endpoints.
  expect(TABLE_ROUTES.length).toBeGreaterThan(30);
  expect(TABLE_ROUTES.filter((r) => r.action).map((r) => r.pattern)).toEqual(
    expect.arrayContaining([
      "/login",
      "/register",
      "/logout",
      "/language",
      "/requests/create",
      "/rc/:code",
      "/requests/:requestId?",
      "/meters/:meterId/delete",
    ]),
  );
  expect(TABLE_ROUTES.find((r) => r.pattern === "/requests/create")?.page).toBe(false);
  // And the intents read from the forms, each way a form names one (a hidden field, a button, a shared confirm form).
  const intents = (pattern: string) => TABLE_ROUTES.find((r) => r.pattern === pattern)?.intents;
  expect(intents("/requests/:requestId?")).toEqual(
    expect.arrayContaining(["message", "reopen", "close", "cancel", "pay-online"]),
  );
  expect(intents("/rc/:code")).toEqual(expect.arrayContaining(["message", "reopen", "close", "cancel"]));
  expect(intents("/profile")).toEqual(expect.arrayContaining(["save", "delete-user"]));
  expect(intents("/payment/pay/:target")).toEqual(expect.arrayContaining(["pay", "review", "edit"]));
});
