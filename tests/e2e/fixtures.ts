import { randomUUID } from "node:crypto";
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from "@playwright/test";
import { meterResident, registerUser, requestsResident, residentWithAccounts } from "./support";

// The one `test` every spec imports. Each test runs in its own scope of the reference upstream: the browser and
// the `request` fixture send `x-test-scope`, the portal passes it on to the upstream (from localhost only), and
// the upstream's test hooks keep settings and faults per scope. So a test may change settings or inject faults
// without locks, without restoring anything, and without another test ever seeing it.

export interface Credentials {
  phone: string;
  password: string;
}

export interface Fixtures {
  /** This test's upstream scope (`x-test-scope`). */
  scope: string;
  /**
   * Logs `who` in by posting the portal's own login action with the page's cookie jar (0.1–0.3 s instead of
   * 0.5–2.4 s through the form), then opens `path` (default: where the portal sends the resident). The form
   * itself is exercised in login.spec.ts and register.spec.ts only.
   */
  login: (who: Credentials, path?: string) => Promise<void>;
  /** The reference upstream's test hooks, in this test's scope. */
  upstream: UpstreamHooks;
  /** Throwaway residents made through the upstream's hooks, for tests that change or delete what they touch. */
  residents: {
    fresh: (fio?: string) => ReturnType<typeof registerUser>;
    withMeters: (opts?: { empty?: boolean }) => ReturnType<typeof meterResident>;
    withAccounts: (
      ...args: DropFirst<Parameters<typeof residentWithAccounts>>
    ) => ReturnType<typeof residentWithAccounts>;
    withRequestFlags: (...args: DropFirst<Parameters<typeof requestsResident>>) => ReturnType<typeof requestsResident>;
  };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

export interface Fault {
  path: string;
  mode: "delay" | "500" | "malformed" | "401" | "error";
  /** Only upstream requests whose body contains this text (on top of the scope). */
  match?: string;
  delayMs?: number;
  message?: string;
}

export interface UpstreamHooks {
  /** Merges a patch into MobileAppSettings for this test only. */
  settings: (patch: Record<string, unknown>) => Promise<void>;
  /** Makes the upstream fail an operation for this test only. */
  fault: (fault: Fault) => Promise<void>;
  /** Ends every session of a resident (a real 401), e.g. `7${resident.phone}`. */
  revoke: (phone: string) => Promise<void>;
}

export const SCOPE_HEADER = "x-test-scope";

export const test = base.extend<Fixtures>({
  // One browser context per worker, reset between tests (playwright.config.ts `reuseContext`): a fresh context
  // per test compiled the app's JS again and again. The reset clears cookies, storage, pages and the fake clock;
  // the scope is set on the reused context here, not as a context option (a different option per test would make
  // Playwright open a new context every time). Every test still fails on a console message that a policy refused
  // something (decision 0016): an inline script or style without the nonce, a frame or a form target the CSP does
  // not allow, a feature Chromium does not know.
  context: async ({ context, scope }, use) => {
    if (test.info().project.name === "http")
      throw new Error("a test of the http project uses `request` only; a page or a context belongs to js/nojs");
    await context.setExtraHTTPHeaders({ [SCOPE_HEADER]: scope });
    const violations = policyViolations(context);
    await use(context);
    expectNoPolicyViolations(violations);
  },
  scope: async ({}, use) => use(`e2e-${randomUUID()}`),
  // The `request` fixture (no browser) carries the scope too.
  request: async ({ playwright, baseURL, scope }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [SCOPE_HEADER]: scope } });
    await use(request);
    await request.dispose();
  },

  login: async ({ page }, use) => {
    await use((who, path) => loginOn(page, who, path));
  },

  upstream: async ({ request }, use) => {
    await use(hooks(request));
  },

  residents: async ({ request }, use) => {
    await use(residentsOf(request));
  },
});

export { expect };

// Chromium reports these on the console with scripts off too: "Refused to execute inline script because it
// violates the following Content Security Policy directive…", "Error with Permissions-Policy header: …".
const POLICY_MESSAGE = /Content Security Policy|Permissions-Policy/i;

/** Collects what pages report of refused content; the `context` fixture, a11y's own pages and hydration-press's own contexts check it. */
export function policyViolations(source: BrowserContext | Page): string[] {
  const seen: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (POLICY_MESSAGE.test(message.text())) seen.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  };
  if ("newPage" in source) source.on("console", record);
  else source.on("console", record);
  return seen;
}

/** Fails the test on anything `policyViolations` collected. */
export function expectNoPolicyViolations(seen: string[]) {
  expect(seen, "the browser refused something by the CSP or the Permissions-Policy").toEqual([]);
}

/** The `residents` fixture for any request context (the a11y spec makes its own pages). */
export function residentsOf(request: APIRequestContext): Fixtures["residents"] {
  return {
    fresh: (fio) => registerUser(request, fio),
    withMeters: (opts) => meterResident(request, opts),
    withAccounts: (...args) => residentWithAccounts(request, ...args),
    withRequestFlags: (...args) => requestsResident(request, ...args),
  };
}

/** The `login` fixture for any page (the a11y spec logs in its own pages): the page's cookie jar signs in. */
export async function loginOn(page: Page, who: Credentials, path?: string) {
  const answer = await signIn(page.request, who);
  await open(page, path ?? answer.headers()["location"]!);
}

/**
 * Posts the portal's own login action on a request context (a page's, or the `request` fixture's own cookie jar
 * in the `http` project) and expects the redirect of a success; returns that answer.
 */
export async function signIn(request: APIRequestContext, who: Credentials) {
  // A reused context keeps its connections between tests: the preview server keeps them open (vite.config.ts).
  const answer = await request.post("/login", {
    form: { phone: who.phone, password: who.password },
    maxRedirects: 0,
  });
  const next = answer.headers()["location"];
  expect(answer.status() === 302 && next, `login of ${who.phone} was refused: ${answer.status()}`).toBeTruthy();
  return answer;
}

export function hooks(request: APIRequestContext): UpstreamHooks {
  const ok = async (answer: Promise<{ ok(): boolean; text(): Promise<string> }>, what: string) => {
    const done = await answer;
    expect(done.ok(), `${what}: ${await done.text()}`).toBe(true);
  };
  return {
    settings: (patch) => ok(request.post("/__upstream/__test/settings", { data: patch }), "settings hook"),
    fault: (fault) => ok(request.post("/__upstream/__test/faults", { data: fault }), "fault hook"),
    revoke: (phone) => ok(request.post("/__upstream/__test/revoke", { data: { phone } }), "revoke hook"),
  };
}

export const jsEnabled = () => test.info().project.name === "js";

// A test that means something in one project only carries one of these tags, and playwright.config.ts keeps it
// out of the other project altogether (decision 0013). Never `test.skip(jsEnabled())` inside a test: the skip
// runs after the test's fixtures (a browser context, a login, a throwaway resident), so it costs in CI.
/** Needs the page's scripts: a dialog, live updates, fake timers of the app, a drag and drop. */
export const JS_ONLY = { tag: "@js-only" } as const;
/** A state only a browser without scripts reaches: a confirm page, a check only the server makes. */
export const NOJS_ONLY = { tag: "@nojs-only" } as const;
/**
 * The server's answer, the same to every browser: requests and their status, headers and bodies, or a
 * document looked at as sent (no clicks, no typing), or a page that ships no scripts (handle `scripts: false`).
 * Runs once, in the nojs project (no hydration to wait for).
 */
export const ONCE = { tag: "@once" } as const;
/**
 * The server's answer read over HTTP only (status, headers, the HTML as sent), with the `request` fixture and no
 * browser at all: the `http` project, the cheapest level after unit tests (issue 30). A fault, a limit, a
 * refusal or a header the browser adds nothing to belongs here; what a resident sees happen stays in js/nojs.
 */
export const HTTP = { tag: "@http" } as const;

// Headers a test sets on its page, kept per page: Playwright's setExtraHTTPHeaders replaces the page's whole set.
const pageHeaders = new WeakMap<Page, Record<string, string>>();

/** Adds headers to every request of this page from now on (on top of the context's, e.g. the scope). */
export async function setPageHeaders(page: Page, patch: Record<string, string>) {
  const headers = { ...pageHeaders.get(page), ...patch };
  pageHeaders.set(page, headers);
  await page.setExtraHTTPHeaders(headers);
}

/**
 * Moves the portal's clock on by `seconds` for this page's requests: the abuse limits and the registration
 * wizard read it (x-test-clock, honoured from localhost only: app/session/rate-limit.server.ts). The reference
 * upstream's own clock does not move.
 */
export async function advanceClock(page: Page, seconds: number) {
  const now = Number(pageHeaders.get(page)?.["x-test-clock"] ?? 0);
  await setPageHeaders(page, { "x-test-clock": String(now + seconds) });
}

/** Opens a page and, with JS, waits for hydration so clicks reach React and not the bare HTML. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await settle(page);
  return response;
}

export async function settle(page: Page) {
  // A post without JS answers 303 and the page it leads to is committed, not loaded, when the click returns: its
  // stylesheet may still be on the way (a width measured then is the unstyled page's: CI, requests-long.spec).
  await page.waitForLoadState("load");
  // A page without scripts (handle `scripts: false`) never hydrates; one reached by a client-side navigation
  // still has the marker from the page it came from.
  if (jsEnabled() && (await hasScripts(page))) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Presses a form's button and waits for the server's answer to the post (the page's without JS, the fetcher's or
 * navigation's with it), so a message already on the page, or the browser's own word while typing, is not taken
 * for the answer. `path`: only a post to a URL starting so counts. Returns the answer.
 */
export async function press(page: Page, button: Locator, path?: string) {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && (!path || new URL(r.url()).pathname.startsWith(path)),
    ),
    button.click(),
  ]);
  await settle(page);
  return answer;
}

/** Whether the document the page shows was sent with scripts (React Router's module script). */
export async function hasScripts(page: Page) {
  return (await page.locator("html[data-hydrated], script[type=module]").count()) > 0;
}

/** The one live region of notices (flash, loader and action notices). */
export const notices = (page: Page) => page.getByRole("region", { name: /^(Уведомления|Notifications)$/ });
