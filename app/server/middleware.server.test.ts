import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResponseHeaders, responseHeadersContext } from "./security-headers.server";
import { cloudflareContext } from "../context";
import { sessionMiddleware } from "./middleware.server";

type Args = Parameters<typeof sessionMiddleware>[0];

function run(env: Record<string, string>, url: string) {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: env as unknown as Env, ctx: {} as ExecutionContext });
  const headers = new ResponseHeaders();
  context.set(responseHeadersContext, headers);
  const args = { request: new Request(url), context, params: {}, unstable_pattern: "/" } as unknown as Args;
  return { headers, answer: sessionMiddleware(args, async () => new Response("page")) as Promise<Response> };
}

afterEach(() => vi.restoreAllMocks());

describe("the session middleware", () => {
  it("serves nothing on a deployment without a usable secret: a 500 page that says it is misconfigured, logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const [env, url] of [
      [{}, "https://portal.example/login"],
      [{ SESSION_SECRET: "short" }, "https://portal.example/login"],
      // The built worker on localhost without the local env file (LOCAL_DEV): a deployment behind a proxy.
      [{}, "http://localhost/login"],
    ] as const) {
      await expect(run(env, url).answer, `${JSON.stringify(env)} ${url}`).rejects.toMatchObject({
        init: { status: 500 },
        data: { failure: { key: "errors.misconfigured" } },
      });
    }
    expect(logged).toHaveBeenCalledTimes(3);
    expect(String(logged.mock.calls[0]![0])).toMatch(/SESSION_SECRET/);
  });

  it("serves a developer's run with the development secret", async () => {
    const { answer } = run({ LOCAL_DEV: "on" }, "http://localhost/login");
    expect(await (await answer).text()).toBe("page");
  });
});
