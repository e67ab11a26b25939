import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "../context";
import type { ResidentSession, SessionUser } from "../session/session.server";
import { toLogin } from "./drafts.server";
import { createApi, testContextOf, upstreamFetcher, type Api } from "../api/client.server";
import { call } from "../api/errors";
import { cachedSettings, edgeCache } from "../api/settings.server";
import { timingContext } from "../api/timing.server";
import type { MobileAppSettings } from "../domain/types";

// What loaders and actions read from the request context, each typed:
//   context.get(sessionContext)  the resident's session (sign-in, flash), app/session/session.server.ts
//   currentUser(context)         the signed-in resident, asked for once per request; below requireUserMiddleware
//   rememberUser(context, user)  a fresh user from the provider: this request and later ones see it
//   context.get(apiContext)      this request's upstream client, bound to the session's token
//   anonymousApi(context)        the same client without the token
//   settings(context)            the provider's mobile-app settings, from the edge cache when it has them

export type Context = Readonly<RouterContextProvider>;

export const sessionContext = createContext<ResidentSession>();
interface UserSource {
  get(): Promise<SessionUser>;
  remember(user: SessionUser): Promise<void>;
}
const userContext = createContext<UserSource>();
export const apiContext = createContext<Api>();
const settingsContext = createContext<() => Promise<MobileAppSettings>>();
const anonymousApiContext = createContext<() => Api>();

/**
 * The signed-in resident: one /User/Info call per request, made alongside the page's own calls (so the page stays
 * one round trip deep). Not kept between requests: an account linked or removed on another device or in the
 * mobile app must be seen on the next page (decision 0025). The device's preferences lie over the provider's data.
 */
export function currentUser(context: Context): Promise<SessionUser> {
  return context.get(userContext).get();
}

/** A user the provider just answered (login, a refresh, a change): this request and the next ones read it. */
export function rememberUser(context: Context, user: SessionUser): Promise<void> {
  return context.get(userContext).remember(user);
}

/**
 * This request's upstream client without the session's token: for what asks as nobody in particular (the
 * settings cached for everyone, a password checked as a login is, whoever is signed in).
 */
export function anonymousApi(context: Context): Api {
  return context.get(anonymousApiContext)();
}

/** The settings, fetched (or read from the edge cache) once per request, on first use. */
export function settings(context: Context): Promise<MobileAppSettings> {
  return context.get(settingsContext)();
}

/** Puts this request's upstream client and settings source into the context (after the session middleware). */
export const apiMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { env, ctx } = context.get(cloudflareContext);
  const session = context.get(sessionContext);
  const timing = context.get(timingContext);
  const test = testContextOf(request, env);
  const api = createApi({
    env,
    token: () => session.token,
    timing,
    ...test,
    onUnauthorized: () => {
      // §8: a 401 clears the token and the user and sends the resident to Login, back here afterwards, with a
      // post's text kept (issue 32 item 9).
      session.signOut();
      session.flash({ kind: "error", key: "errors.unauthorized" });
      return toLogin(context, request, session);
    },
  });
  context.set(apiContext, api);
  let user: Promise<SessionUser> | null = null;
  const withPrefs = (u: SessionUser): SessionUser => ({ ...u, ...session.prefs });
  context.set(userContext, {
    get: () =>
      (user ??= (async () => {
        if (!session.token) return toLogin(context, request, session);
        const fresh = await call(() => api.GET("/User/Info"));
        if (!fresh.ok) throw data({ failure: fresh.failure }, { status: 502 });
        return withPrefs(fresh.data);
      })()),
    remember: async (fresh) => {
      user = Promise.resolve(withPrefs(fresh));
    },
  });
  let anonymous: Api | null = null;
  context.set(anonymousApiContext, () => (anonymous ??= createApi({ env, timing, ...test })));
  let loaded: Promise<MobileAppSettings> | null = null;
  context.set(settingsContext, () => {
    // Without the resident's token: what is cached for everyone must not come from one resident's call.
    loaded ??= cachedSettings({
      cache: edgeCache(),
      provider: upstreamFetcher(env).baseUrl,
      scope: test.testScope,
      fetchSettings: () => call(() => anonymousApi(context).GET("/Config/MobileAppSettings")),
      waitUntil: (p) => ctx.waitUntil(p),
    });
    return loaded;
  });
  return next();
};

/** Route guard for screens marked auth (§2.2): anonymous residents go to Login and come back afterwards. */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = context.get(sessionContext);
  // A post whose sign-in ran out (or was ended) keeps its text for after the login (issue 32 item 9).
  if (!session.token) await toLogin(context, request, session);
  return next();
};
