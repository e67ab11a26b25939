import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { currentUser, sessionContext, settings } from "./context.server";
import type { ApiFailure } from "../api/errors";
import { securityLog } from "./log.server";
import { endIfEnded } from "./sessions.server";
import { postedDraftContext } from "./drafts.server";
import { ONCE_FIELD } from "./once.server";
import { draftOf } from "../domain/forms/draft";
import { markPrivate } from "./security-headers.server";
import { bodyOverContext, cloudflareContext, requestMethodContext } from "../context";
import { canOpen } from "../domain/navigation/menu";
import type { RouteName } from "../domain/navigation/routes";
import { isCrossSiteWrite } from "../domain/security/cross-site";
import {
  FORM_REFUSED,
  formRefusal,
  PAGE_METHODS,
  refusalOf,
  sizeRefusal,
  TOO_LARGE,
  type Refusal,
} from "../domain/security/request-shape";
import { getInstance } from "../i18n/i18n.server";
import { Misconfigured, type SessionCookie } from "../session/cookie-storage.server";
import { ResidentSession, sessionCookie } from "../session/session.server";

/** Actions refuse posts made from other sites (CSRF), before any action code runs. */
export const crossSiteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (isCrossSiteWrite(request.method, request.url, request.headers)) {
    await securityLog(context, "cross_site_refused", { method: request.method, path: new URL(request.url).pathname });
    return new Response("Forbidden: cross-site request", { status: 403, headers: { "content-type": "text/plain" } });
  }
  return next();
};

/**
 * Refuses what no route of the portal takes (issue 15 item 4; app/domain/security/request-shape.ts), before any
 * loader or action runs: a method other than GET, HEAD and POST (405), a POST that is not a form (415), a post
 * over its size cap (413, judged by its Content-Length before it is parsed, or while it is read), a form the parser
 * rejects or with a field twice (400). The refusal is thrown as a failure, so the root's error page
 * says why in the resident's language (a JSON endpoint answers it as JSON). The body is parsed from a copy: the
 * action still reads it itself, as every action does. Two parts, since a middleware's own throw is rendered
 * above it: the outer one puts the refusal's headers (Allow, Accept-Post) on the page the inner one's throw
 * became, and names the methods of React Router's own 405 (a POST to a page without an action).
 */
export const requestGuard: MiddlewareFunction<Response>[] = [
  async ({ context }, next) => {
    const response = await next();
    const headers = context.get(refusalContext)?.headers ?? (response.status === 405 ? { Allow: PAGE_METHODS } : {});
    const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name));
    if (missing.length === 0) return response;
    const named = new Response(response.body, response);
    for (const [name, value] of missing) named.headers.set(name, value);
    return named;
  },
  async ({ request, context }, next) => {
    const method = context.get(requestMethodContext) ?? request.method;
    const type = request.headers.get("Content-Type");
    const post = method.toUpperCase() === "POST";
    const refused =
      refusalOf(method, type) ??
      (post ? sizeRefusal(type, request.headers.get("Content-Length")) : null) ??
      (post ? await formProblem(request, context) : null);
    if (!refused) return next();
    // Read to its end, unkept (a body over its cap too: nothing of it is held, and a body left unread resets the
    // connection under a client still sending, and under the next request on it).
    await request.body?.pipeTo(new WritableStream()).catch(() => undefined);
    context.set(refusalContext, refused);
    const failure: ApiFailure = { kind: "http", status: refused.status, key: refused.key };
    throw data({ failure }, { status: refused.status, headers: refused.headers });
  },
];

const refusalContext = createContext<Refusal | null>(null);

async function formProblem(request: Request, context: Readonly<RouterContextProvider>): Promise<Refusal | null> {
  const over = context.get(bodyOverContext);
  try {
    const form = await request.clone().formData();
    // What was typed, kept aside in case the session ends under this post (app/server/drafts.server.ts).
    context.set(postedDraftContext, draftOf(form.entries(), [ONCE_FIELD]));
    return formRefusal(form);
  } catch {
    // A chunked body past its cap; else a multipart body without its boundary, a part with broken headers (a NUL
    // in a file name), a cut body.
    return over?.() ? TOO_LARGE : FORM_REFUSED;
  }
}

/**
 * Loads the session into the context and writes the session cookie back when it changed. An answer to a
 * signed-in resident (before or after this request) is marked private, so no cache keeps it.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookie = request.headers.get("Cookie");
  const session = await ResidentSession.load(cookieOf(context, request), cookie);
  await endIfEnded(context, session);
  context.set(sessionContext, session);
  const signedIn = session.token !== null;
  let response = await next();
  if (signedIn || session.token !== null) markPrivate(context);
  const setCookies = await session.cookieHeaders(cookie);
  if (setCookies.length) {
    // Responses passed through from fetch have immutable headers.
    response = new Response(response.body, response);
    for (const setCookie of setCookies) response.headers.append("Set-Cookie", setCookie);
  }
  return response;
};

/** A deployment without a usable SESSION_SECRET serves nothing but a page that says so (and logs why). */
function cookieOf(context: Readonly<RouterContextProvider>, request: Request): SessionCookie {
  try {
    return sessionCookie(context.get(cloudflareContext).env, request);
  } catch (error) {
    if (!(error instanceof Misconfigured)) throw error;
    console.error(`portal misconfigured: ${error.message}`);
    const failure: ApiFailure = { kind: "http", status: 500, key: "errors.misconfigured" };
    throw data({ failure }, { status: 500 });
  }
}

/**
 * Guard for a section screen (Payment, Meters, Requests, Polls, Services): a section the settings switch off,
 * or Payment/Requests for an accessOSS resident, sends the resident Home (§2.2, §6). For a page the loaders run
 * while the settings load (reading is safe, and a page stays one upstream round trip deep); an action waits
 * for the answer, since it must not run in a section that is off.
 */
export function screenGuard(name: RouteName): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const allowed = Promise.all([settings(context), currentUser(context)]).then(([config, user]) =>
      canOpen(name, config, user),
    );
    if (request.method === "GET" || request.method === "HEAD") {
      const [open, response] = await Promise.all([allowed, next()]);
      if (open) return response;
      // A download that was already under way is dropped, not left open.
      await response.body?.cancel();
      return redirect("/home");
    }
    if (!(await allowed)) throw redirect("/home");
    return next();
  };
}

export function translator(context: Readonly<RouterContextProvider>) {
  return getInstance(context).t;
}
