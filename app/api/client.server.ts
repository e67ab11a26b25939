import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "../../openapi/schema";
import { isLocalRequest } from "../domain/security/local";
import { UpstreamTimeoutError } from "./errors";

export type Api = ReturnType<typeof createClient<paths>>;

export interface ApiOptions {
  env: Pick<Env, "UPSTREAM" | "UPSTREAM_BASE_URL" | "UPSTREAM_TIMEOUT_MS">;
  token?: string | null;
  /** Called on HTTP 401 to an authenticated call; throws the Response that ends the request (to Login). */
  onUnauthorized?: () => never;
  /** A browser test's scope, passed on so the reference upstream's test hooks apply to that test only. */
  testScope?: string | null;
}

export const TEST_SCOPE_HEADER = "x-test-scope";

/**
 * The test scope a request carries, honoured only on localhost (a test run or a dev machine): a deployed
 * portal never passes a visitor's header on to the provider.
 */
export function testScopeOf(request: Request): string | null {
  return isLocalRequest(request) ? request.headers.get(TEST_SCOPE_HEADER) : null;
}

/** Where calls go: a real provider when UPSTREAM_BASE_URL is set, else the embedded reference upstream. */
export function upstreamFetcher(env: ApiOptions["env"]): { baseUrl: string; fetch: (r: Request) => Promise<Response> } {
  const base = env.UPSTREAM_BASE_URL?.trim();
  if (base) return { baseUrl: base.replace(/\/$/, ""), fetch: (r) => fetch(r) };
  return { baseUrl: "http://upstream", fetch: (r) => env.UPSTREAM.fetch(r) };
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
export function createApi({ env, token, onUnauthorized, testScope }: ApiOptions): Api {
  const { baseUrl, fetch } = upstreamFetcher(env);
  const timeoutMs = Math.min(Number(env.UPSTREAM_TIMEOUT_MS) || 10_000, 10_000);
  const client = createClient<paths>({ baseUrl, fetch: withTimeout(fetch, timeoutMs) });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set("client", "web");
      if (token) request.headers.set("acx", token);
      if (testScope) request.headers.set(TEST_SCOPE_HEADER, testScope);
      return request;
    },
    onResponse({ response }) {
      // A 401 without a token (a wrong password at login) is an answer, not an expired session.
      if (response.status === 401 && token && onUnauthorized) onUnauthorized();
      return response;
    },
  };
  client.use(auth);
  return client;
}
