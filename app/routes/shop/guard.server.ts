import { href, redirect, type MiddlewareFunction } from "react-router";
import { canOrder } from "~/domain/navigation/menu";
import { currentUser, settings } from "~/server/context.server";

/**
 * The shop, the cart and the confirmation for a resident who may not order (canOrder: an accessOSS resident, or
 * the Requests section off): back to the service's page, which says why, before a cart is filled (issue 31
 * item 2). Like screenGuard, a page's loaders run meanwhile (one round trip); a post waits for the answer.
 */
export const orderGuard: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const allowed = Promise.all([settings(context), currentUser(context)]).then(([config, user]) =>
    canOrder(config, user),
  );
  const id = params.serviceId ?? new URL(request.url).searchParams.get("service") ?? "";
  const away = () => redirect(/^\d{1,9}$/.test(id) ? href("/additional_service/:id", { id }) : href("/services"));
  if (request.method === "GET" || request.method === "HEAD") {
    const [open, response] = await Promise.all([allowed, next()]);
    if (open) return response;
    await response.body?.cancel();
    return away();
  }
  if (!(await allowed)) throw away();
  return next();
};
