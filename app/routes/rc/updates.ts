import { data } from "react-router";
import { apiContext } from "~/api/context.server";
import { call } from "~/api/errors";
import { withMessages } from "../requests/types";
import type { Route } from "./+types/updates";

/** GET /rc/{code}/updates?key=…: OpenRequests/GetUpdates for the 30 s refresh, as JSON (no login). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const result = await call(() => context.get(apiContext).POST("/OpenRequests/GetUpdates", { body: { UpdateKey: key, AccessCode: params.code } }));
  if (!result.ok || !("NewUpdateKey" in result.data)) return Response.json({ Message: "unavailable" }, { status: 502 });
  return data(
    { NewUpdateKey: result.data.NewUpdateKey, CurrentRequestUpdates: withMessages(result.data.CurrentRequestUpdates) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
