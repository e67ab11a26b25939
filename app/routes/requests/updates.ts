import { data } from "react-router";
import { apiContext, requireUserMiddleware } from "~/server/context.server";
import { call } from "~/api/errors";
import { getLocale } from "~/i18n/i18n.server";
import type { Route } from "./+types/updates";
import { toItem, withMessages } from "./types";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** GET /requests/updates?key=…&current=…: GetUpdates for the page's 30 s refresh (§4, §7), as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const current = url.searchParams.get("current");
  const currentRequestId = current && /^\d+$/.test(current) ? Number(current) : null;
  const result = await call(() =>
    context
      .get(apiContext)
      .POST("/Requests/GetUpdates", { body: { updateKey: url.searchParams.get("key") ?? "", currentRequestId } }),
  );
  if (!result.ok) return Response.json({ Message: "unavailable" }, { status: 502 });
  const u = result.data;
  const lang = getLocale(context);
  return data(
    {
      NewUpdateKey: u.NewUpdateKey,
      UpdatedRequests: u.UpdatedRequests.map((r) => toItem(r, lang)),
      CurrentRequestUpdates: u.CurrentRequestUpdates ? withMessages(u.CurrentRequestUpdates, lang) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
