import { href } from "react-router";
import { requireUserMiddleware, screenGuard, services } from "~/session/middleware.server";
import type { Route } from "./+types/create";
import { createFromForm } from "./new.server";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

/**
 * POST /requests/create: the new-request form sent by script (XMLHttpRequest, for the upload's progress). The
 * same creation as the page's action; the answer is JSON and the notices wait in the session for the next page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const svc = services(context);
  const outcome = await createFromForm(svc, await request.formData());
  if (!outcome.ok) return Response.json(outcome, { status: 400 });
  for (const n of outcome.notices) svc.flash(n);
  return Response.json({ ok: true, redirectTo: href("/requests/:requestId?", { requestId: String(outcome.id) }) });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
