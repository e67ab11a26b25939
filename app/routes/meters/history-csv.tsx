import { apiContext } from "~/server/context.server";
import {
  downloadFailure,
  downloadMiddleware,
  downloadResponse,
  fileMissing,
  providerFailed,
} from "~/server/download.server";
import { call } from "~/api/errors";
import { readingsOf } from "~/domain/meters/consumption";
import { historyCsv } from "~/domain/meters/csv";
import { tariffCount, tariffNames } from "~/domain/meters/meter";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/history-csv";
import { fetchMeters } from "./meters.server";

export const handle: RouteHandle = { i18n: ["meters"] };

/** A meter's full reading history as CSV (beyond the spec), named after the meter's unique number. */
export const middleware: Route.MiddlewareFunction[] = [
  screenGuard("Meters"),
  downloadMiddleware<Route.LoaderArgs>(
    async ({ params, context }) => {
      const t = translator(context);
      const list = await fetchMeters(context);
      if (!list.ok) throw providerFailed(list.failure);
      // Not one of the resident's meters (another's, or none): the same answer.
      const meter = list.data.find((m) => m.UniqueNum === params.uniqueNum);
      if (!meter) throw fileMissing();
      const result = await call(() =>
        context.get(apiContext).GET("/Meters/MeterValues", { params: { query: { meterUniqueNum: meter.UniqueNum } } }),
      );
      if (!result.ok) throw providerFailed(result.failure);
      const tariffs = tariffCount(meter);
      const names = tariffNames(meter).map((n, i) =>
        tariffs > 1 ? (n ?? t("meters.tariff_n", { n: i + 1 })) : t("meters.reading_value"),
      );
      const csv = historyCsv(
        readingsOf(result.data.Data, tariffs),
        { period: t("meters.period"), tariffs: names, kind: t("meters.kind"), accepted: t("meters.status") },
        t("meters.accepted_yes"),
        t("meters.accepted_no"),
      );
      return downloadResponse({
        body: csv,
        name: `meter-${meter.UniqueNum.replace(/[^\w-]/g, "_")}.csv`,
        type: "text/csv; charset=utf-8",
      });
    },
    () => ({ message: "meters.unknown_meter", back: "/meters" }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function MeterHistoryCsv({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}
