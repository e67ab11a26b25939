import createClient, { type Middleware } from "openapi-fetch";
import { OPERATION_IDS } from "../../openapi/operations";
import type { paths } from "../../openapi/schema";
import { UpstreamTimeoutError } from "./errors";
import type { ServerTiming } from "./timing.server";

export type Api = ReturnType<typeof createClient<paths>>;

export interface ApiOptions {
  env: Pick<Env, "UPSTREAM" | "UPSTREAM_BASE_URL" | "UPSTREAM_TIMEOUT_MS">;
  /** The resident's token, read at each call: a sign-in during the request (login, a new account) applies at once. */
  token?: () => string | null;
  /** Called on HTTP 401 to an authenticated call; throws the Response that ends the request (to Login). */
  onUnauthorized?: () => Promise<never>;
  /**
   * The test and demo features are on (TEST_HOOKS): the embedded upstream is then called as localhost, which is
   * where its test hooks (faults, scoped settings) apply (upstream/src/test-hooks/access.ts).
   */
  testing?: boolean;
  /** A browser test's scope, sent as x-test-scope on every call so the upstream's hooks apply to that test only. */
  testScope?: string | null;
  /** Where each call's duration is recorded for the Server-Timing header. */
  timing?: ServerTiming;
}

export const TEST_SCOPE_HEADER = "x-test-scope";
const TEST_SCOPE = /^[A-Za-z0-9_-]{1,64}$/;

/** The one switch of the test and demo features (wrangler.toml TEST_HOOKS, decision 0024): never the Host. */
export type TestSwitch = { TEST_HOOKS?: string };

export const testHooksOn = (env: TestSwitch) => env.TEST_HOOKS === "on";

/** What the incoming request says for createApi: whether tests may steer it, and its test scope — switch on only. */
export function testContextOf(request: Request, env: TestSwitch): Pick<ApiOptions, "testing" | "testScope"> {
  if (!testHooksOn(env)) return { testing: false, testScope: null };
  const scope = request.headers.get(TEST_SCOPE_HEADER);
  return { testing: true, testScope: scope && TEST_SCOPE.test(scope) ? scope : null };
}

/** Where calls go: a real provider when UPSTREAM_BASE_URL is set, else the embedded reference upstream. */
export function upstreamFetcher(
  env: ApiOptions["env"],
  testing = false,
): { baseUrl: string; fetch: (r: Request) => Promise<Response> } {
  const base = env.UPSTREAM_BASE_URL?.trim();
  if (base) return { baseUrl: base.replace(/\/$/, ""), fetch: (r) => fetch(r) };
  // The service binding ignores the host; the upstream reads it to tell callers under the switch from others.
  return { baseUrl: testing ? "http://localhost" : "http://upstream", fetch: (r) => env.UPSTREAM.fetch(r) };
}

export function withTimeout(fetcher: (r: Request) => Promise<Response>, ms: number) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing the timer as well as aborting: a service binding may not honour the signal promptly.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new UpstreamTimeoutError());
      }, ms);
    });
    try {
      return await Promise.race([fetcher(new Request(request, { signal: controller.signal })), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** One client per request: the token belongs to this resident's session only. */
export function createApi({ env, token, onUnauthorized, testing, testScope, timing }: ApiOptions): Api {
  const { baseUrl, fetch } = upstreamFetcher(env, testing);
  const timeoutMs = Math.min(Number(env.UPSTREAM_TIMEOUT_MS) || 10_000, 10_000);
  const client = createClient<paths>({ baseUrl, fetch: withTimeout(fetch, timeoutMs) });
  const sent = new Map<string, string | null>();
  const auth: Middleware = {
    onRequest({ request, id }) {
      const acx = token?.() ?? null;
      sent.set(id, acx);
      request.headers.set("client", "web");
      if (acx) request.headers.set("acx", acx);
      if (testScope) request.headers.set(TEST_SCOPE_HEADER, testScope);
      return request;
    },
    async onResponse({ response, id }) {
      // A 401 without a token (a wrong password at login) is an answer, not an expired session.
      if (response.status === 401 && sent.get(id) && onUnauthorized) await onUnauthorized();
      return response;
    },
  };
  // Answers pass the middleware last added first: the timing ends before a 401 throws, so the call is listed too.
  client.use(auth);
  if (timing) client.use(timed(timing));
  return client;
}

/** Records each call under its operationId (openapi/operations.ts), its method, path and status as the description. */
function timed(timing: ServerTiming): Middleware {
  const running = new Map<string, () => void>();
  const end = (id: string) => {
    running.get(id)?.();
    running.delete(id);
  };
  return {
    onRequest({ request, schemaPath, id }) {
      const key = `${request.method} ${schemaPath}`;
      running.set(id, timing.start(OPERATION_IDS[key] ?? "upstream", key));
      return undefined;
    },
    onResponse({ id }) {
      end(id);
      return undefined;
    },
    onError({ id }) {
      end(id);
      return undefined;
    },
  };
}
