import { data, href } from "react-router";
import { requireUserMiddleware, sessionContext } from "~/server/context.server";
import { screenGuard } from "~/server/middleware.server";
import type { Route } from "./+types/create";
import { createFromForm } from "./new.server";
import { once } from "~/server/once.server";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

/**
 * POST /requests/create: the new-request form sent by script (XMLHttpRequest, for the upload's progress). The
 * same creation as the page's action; the answer is JSON and the notices wait in the session for the next page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // The same ledger entry as the page's action: the form may arrive by script and then again without it.
  const outcome = await once(
    context,
    formData,
    "requests.new",
    () => createFromForm(context, request, formData),
    (o) => o.ok,
  );
  if (!outcome.ok) return data(outcome, { status: outcome.status });
  for (const n of outcome.notices) context.get(sessionContext).flash(n);
  return { ok: true as const, redirectTo: href("/requests/:requestId?", { requestId: String(outcome.id) }) };
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
