import { data } from "react-router";
import { requireUserMiddleware } from "~/server/context.server";
import { mapLoaded, type Loaded } from "~/api/loaded";
import { screenGuard } from "~/server/middleware.server";
import type { Route } from "./+types/history";
import { fetchMeters, historyOf, meterId } from "./meters.server";
import type { MeterHistory } from "./types";

// One meter's history and chart for a panel opened with JS (issue 15 item 9): the meters page carries only the
// open panel's. Never thrown: a fetcher's error would replace the whole page with the error page, so a meter
// that is not the resident's, or a provider failure, is a `Loaded` failure the panel shows in place.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Meters")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = meterId(params.meterId);
  const list = await fetchMeters(context);
  const meter = list.ok ? list.data.find((m) => m.ID === id) : undefined;
  const history: Loaded<MeterHistory> =
    list.ok && !meter
      ? { ok: false, failure: { kind: "http", status: 404, key: "meters.unknown_meter" } }
      : mapLoaded(list, () => historyOf(meter!));
  return data(history, { status: history.ok ? 200 : (history.failure.status ?? 502) });
}
