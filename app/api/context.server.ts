import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "../context";
import { loginPath, type ResidentSession, type SessionUser } from "../session/session.server";
import { createApi, testContextOf, upstreamFetcher, type Api } from "./client.server";
import { call } from "./errors";
import { cachedSettings, edgeCache } from "./settings.server";
import { timingContext } from "./timing.server";
import type { MobileAppSettings } from "./types";

// What loaders and actions read from the request context, each typed:
//   context.get(sessionContext)  the resident's session (sign-in, flash), app/session/session.server.ts
//   context.get(userContext)     the signed-in resident; set by requireUserMiddleware, so only below it
//   context.get(apiContext)      this request's upstream client, bound to the session's token
//   settings(context)            the provider's mobile-app settings, from the edge cache when it has them

export type Context = Readonly<RouterContextProvider>;

export const sessionContext = createContext<ResidentSession>();
export const userContext = createContext<SessionUser>();
export const apiContext = createContext<Api>();
const settingsContext = createContext<() => Promise<MobileAppSettings>>();

/** The settings, fetched (or read from the edge cache) once per request, on first use. */
export function settings(context: Context): Promise<MobileAppSettings> {
  return context.get(settingsContext)();
}

/** Puts this request's upstream client and settings source into the context (after the session middleware). */
export const apiMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { env, ctx } = context.get(cloudflareContext);
  const session = context.get(sessionContext);
  const timing = context.get(timingContext);
  const test = testContextOf(request);
  const api = createApi({
    env,
    token: () => session.token,
    timing,
    ...test,
    onUnauthorized: () => {
      // §8: a 401 clears the token and the user and sends the resident to Login, back here afterwards.
      session.signOut();
      session.flash({ kind: "error", key: "errors.unauthorized" });
      throw redirect(loginPath(request));
    },
  });
  context.set(apiContext, api);
  let loaded: Promise<MobileAppSettings> | null = null;
  context.set(settingsContext, () => {
    // Without the resident's token: what is cached for everyone must not come from one resident's call.
    loaded ??= cachedSettings({
      cache: edgeCache(),
      provider: upstreamFetcher(env).baseUrl,
      scope: test.testScope,
      fetchSettings: () => call(() => createApi({ env, timing, ...test }).GET("/Config/MobileAppSettings")),
      waitUntil: (p) => ctx.waitUntil(p),
    });
    return loaded;
  });
  return next();
};

/** Route guard for screens marked auth (§2.2): anonymous residents go to Login and come back afterwards. */
export const requireUserMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const user = context.get(sessionContext).user;
  if (!user) throw redirect(loginPath(request));
  context.set(userContext, user);
  return next();
};
