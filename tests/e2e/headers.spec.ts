import type { APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { expect, ONCE, test } from "./fixtures";
import { BROWSER, expectNoncedDocument, expectSecurityHeaders } from "./headers-support";
import { IVANOV } from "./support";

// Issue 15 item 5: every route of app/routes.ts answers with the security headers (decision 0016), signed in and
// not. A route added to routes.ts without a row here fails the first test, so no route goes unchecked. Sample
// URLs use the demo data the README lists (Иванов's account 1000001, its meter 1, bill 1, request 4 and the
// request code 123456); the status keeps each row on the screen it means to reach.

interface Sample {
  url: string;
  /** The status signed in as Иванов; anonymous answers are not pinned (most go to login). */
  status: number;
  /** A screen, whose data answer (`.data`) is checked too; else a resource route (file, JSON, redirect). */
  page: boolean;
}

const SAMPLES: Record<string, Sample> = {
  "/": { url: "/", status: 302, page: true },
  "/language": { url: "/language", status: 302, page: false },
  "/logout": { url: "/logout", status: 302, page: false },
  "/login": { url: "/login", status: 302, page: true },
  "/register": { url: "/register", status: 302, page: true },
  "/feedback": { url: "/feedback", status: 200, page: true },
  "/home": { url: "/home", status: 200, page: true },
  "/profile": { url: "/profile", status: 200, page: true },
  "/accounts/add": { url: "/accounts/add", status: 200, page: true },
  "/accounts/:ident/delete": { url: "/accounts/1000001/delete", status: 200, page: true },
  "/meters": { url: "/meters", status: 200, page: true },
  "/meters/:meterId/delete": { url: "/meters/1/delete", status: 200, page: true },
  "/meters/:meterId/verify": { url: "/meters/1/verify", status: 200, page: true },
  "/meters/:uniqueNum/history.csv": { url: "/meters/1000001-01/history.csv", status: 200, page: false },
  "/payment": { url: "/payment", status: 200, page: true },
  "/payment/pay/:target": { url: "/payment/pay/1", status: 200, page: true },
  "/payment/invoices/:accountId": { url: "/payment/invoices/1", status: 200, page: true },
  "/payment/insurance/:accountId": { url: "/payment/insurance/1", status: 200, page: true },
  "/requests/new": { url: "/requests/new", status: 200, page: true },
  "/requests/:requestId?": { url: "/requests/4", status: 200, page: true },
  "/news/:id": { url: "/news/1", status: 200, page: true },
  "/announcement/:id": { url: "/announcement/2", status: 200, page: true },
  "/news/:id/files/:fileId": { url: "/news/1/files/2", status: 200, page: false },
  "/announcement/:id/files/:fileId": { url: "/announcement/2/files/4", status: 200, page: false },
  "/link/:code": { url: "/link/tariffs", status: 302, page: false },
  "/news/:id/image": { url: "/news/1/image", status: 200, page: false },
  "/announcement/:id/image": { url: "/announcement/2/image", status: 200, page: false },
  "/payment/quote": { url: "/payment/quote?target=1&sum=100", status: 200, page: false },
  "/meters/:meterId/history": { url: "/meters/1/history", status: 200, page: false },
  "/payment/checks/:id": { url: "/payment/checks/1", status: 200, page: false },
  "/payment/bills/:id": { url: "/payment/bills/1", status: 200, page: false },
  "/payment/files/:kind/:ident": { url: "/payment/files/signed/1000001", status: 200, page: false },
  "/payment/history.csv": { url: "/payment/history.csv", status: 200, page: false },
  "/payment-invoice/:token": { url: "/payment-invoice/demo-token", status: 200, page: true },
  "/requests/updates": { url: "/requests/updates", status: 200, page: false },
  "/requests/create": { url: "/requests/create", status: 405, page: false },
  "/requests/files/:fileId": { url: "/requests/files/1", status: 200, page: false },
  "/rc/:code": { url: "/rc/123456", status: 200, page: true },
  "/rc/:code/updates": { url: "/rc/123456/updates", status: 200, page: false },
  "/rc/:code/files/:fileId": { url: "/rc/123456/files/1", status: 200, page: false },
  // Polls already answered and read, so looking at them changes nothing.
  "/polls/:subpage?/:id?": { url: "/polls/results/6", status: 200, page: true },
  "/openpoll/:code": { url: "/openpoll/2025", status: 200, page: true },
  "/openpoll/:code/results": { url: "/openpoll/2025/results", status: 200, page: true },
  "/policy": { url: "/policy", status: 200, page: true },
  "/agreement": { url: "/agreement", status: 200, page: true },
  "/openapi.yaml": { url: "/openapi.yaml", status: 200, page: false },
  "/openapi.json": { url: "/openapi.json", status: 200, page: false },
  "/developers": { url: "/developers", status: 200, page: true },
  "/demo/outbox": { url: "/demo/outbox", status: 200, page: true },
  "/favicon.ico": { url: "/favicon.ico", status: 200, page: false },
  "/*": { url: "/no-such-page", status: 404, page: true },
};

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL pattern routes.ts serves, layouts flattened. */
function patterns(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path || entry.index ? [path || "/"] : [];
    return [...own, ...patterns(entry.children ?? [], path)];
  });
}

async function check(request: APIRequestContext, pattern: string, sample: Sample, signedIn: boolean) {
  // A Cookie header given here replaces the context's cookies: pass them along with the scripts hint.
  const jar = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`);
  const answer = await request.get(sample.url, { maxRedirects: 0, headers: { ...BROWSER, cookie: [...jar, "scripts=on"].join("; ") } });
  const what = `${signedIn ? "signed in" : "anonymous"} GET ${sample.url}`;
  if (signedIn) expect(answer.status(), what).toBe(sample.status);
  expectSecurityHeaders(answer, what, pattern);
  if (signedIn) expect(answer.headers()["cache-control"], `${what}: Cache-Control`).toBe("private, no-store");
  if (answer.headers()["content-type"]?.startsWith("text/html")) expectNoncedDocument(await answer.text(), answer, what, pattern);
  if (!sample.page) return;
  const dataUrl = sample.url === "/" ? "/_root.data" : `${sample.url.replace(/\?.*$/, "")}.data`;
  const data = await request.get(dataUrl, { maxRedirects: 0 });
  expectSecurityHeaders(data, `${what} (.data)`, pattern);
  if (signedIn) expect(data.headers()["cache-control"], `${what} (.data): Cache-Control`).toBe("private, no-store");
}

test.describe("security headers on every route", ONCE, () => {
  test("every route of routes.ts has a sample here, and every sample a route", () => {
    const served = patterns(routes as RouteEntry[]);
    expect(served.filter((p) => !SAMPLES[p]), "routes without a sample URL in this spec").toEqual([]);
    expect(Object.keys(SAMPLES).filter((p) => !served.includes(p)), "samples of routes that no longer exist").toEqual([]);
  });

  test("signed in: CSP with this answer's nonce on every script, Permissions-Policy, nosniff, no HSTS on localhost, private no-store", async ({
    request,
  }) => {
    const login = await request.post("/login", { form: { phone: IVANOV.phone, password: IVANOV.password }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    expect(login.headers()["cache-control"]).toBe("private, no-store");
    for (const [pattern, sample] of Object.entries(SAMPLES)) await check(request, pattern, sample, true);
  });

  test("anonymous: the same headers on every route, whatever it answers", async ({ playwright, extraHTTPHeaders, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    for (const [pattern, sample] of Object.entries(SAMPLES)) await check(anonymous, pattern, sample, false);
    await anonymous.dispose();
  });
});
