import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "../context";
import { canOpen } from "../domain/navigation/menu";
import type { RouteName } from "../domain/navigation/routes";
import { isCrossSiteWrite } from "../domain/security/cross-site";
import { getInstance } from "../i18n/i18n.server";
import { createSessionStorage, loginPath, RequestServices } from "./session.server";

export const servicesContext = createContext<RequestServices>();

export function services(context: Readonly<RouterContextProvider>): RequestServices {
  return context.get(servicesContext);
}

/** Actions refuse posts made from other sites (CSRF), before any action code runs. */
export const crossSiteMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (isCrossSiteWrite(request.method, request.url, request.headers)) {
    return new Response("Forbidden: cross-site request", { status: 403, headers: { "content-type": "text/plain" } });
  }
  return next();
};

/** Loads the session, exposes the request's services, and writes the session cookie back when it changed. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(cloudflareContext);
  const storage = createSessionStorage(env, request);
  const cookie = request.headers.get("Cookie");
  const svc = new RequestServices(request, env, await storage.getSession(cookie), storage);
  context.set(servicesContext, svc);
  let response = await next();
  const setCookie = await svc.cookieHeader(cookie);
  if (setCookie) {
    // Responses passed through from fetch have immutable headers.
    response = new Response(response.body, response);
    response.headers.append("Set-Cookie", setCookie);
  }
  return response;
};

/** Route guard for screens marked auth (§2.2): anonymous residents go to Login and come back afterwards. */
export const requireUserMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!services(context).user) throw redirect(loginPath(request));
  return next();
};

/**
 * Guard for a section screen (Payment, Meters, Requests, Polls, Services): a section the settings switch off,
 * or Payment/Requests for an accessOSS resident, sends the resident Home (§2.2, §6).
 */
export function screenGuard(name: RouteName): MiddlewareFunction<Response> {
  return async ({ context }, next) => {
    const svc = services(context);
    if (svc.user && !canOpen(name, await svc.config(), svc.user)) throw redirect("/home");
    return next();
  };
}

export function translator(context: Readonly<RouterContextProvider>) {
  return getInstance(context).t;
}
