import { data } from "react-router";
import { apiContext } from "~/server/context.server";
import { call } from "~/api/errors";
import { getLocale } from "~/i18n/i18n.server";
import { checkLookup } from "~/server/rate-limit.server";
import { withMessages } from "../requests/types";
import type { Route } from "./+types/updates";

/** GET /rc/{code}/updates?key=…: OpenRequests/GetUpdates for the 30 s refresh, as JSON (no login). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const lookup = await checkLookup(context, "rc");
  if ("retryAfter" in lookup) {
    // The 30 s refresh reads this: it skips the tick and tries at the next one.
    return Response.json(
      { Message: "too many requests" },
      { status: 429, headers: { "Retry-After": String(lookup.retryAfter), "Cache-Control": "no-store" } },
    );
  }
  const result = await call(() =>
    context.get(apiContext).POST("/OpenRequests/GetUpdates", { body: { UpdateKey: key, AccessCode: params.code } }),
  );
  // The provider says "not found" as a business error: an unknown code counts as a miss, an outage does not.
  if (!result.ok && (result.failure.kind === "business" || result.failure.status === 404)) await lookup.miss();
  if (!result.ok || !("NewUpdateKey" in result.data)) return Response.json({ Message: "unavailable" }, { status: 502 });
  return data(
    {
      NewUpdateKey: result.data.NewUpdateKey,
      CurrentRequestUpdates: withMessages(result.data.CurrentRequestUpdates, getLocale(context)),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
