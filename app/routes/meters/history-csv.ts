import { apiContext } from "~/api/context.server";
import { data } from "react-router";
import { downloadResponse } from "~/api/download.server";
import { call } from "~/api/errors";
import { readingsOf } from "~/domain/meters/consumption";
import { historyCsv } from "~/domain/meters/csv";
import { tariffCount, tariffNames } from "~/domain/meters/meter";
import {screenGuard, translator } from "~/session/middleware.server";
import type { Route } from "./+types/history-csv";
import { fetchMeters } from "./meters.server";

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Meters")];

/** A meter's full reading history as CSV (beyond the spec), named after the meter's unique number. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const t = translator(context);
  const list = await fetchMeters(context);
  const meter = list.ok ? list.meters.find((m) => m.UniqueNum === params.uniqueNum) : undefined;
  if (!meter) throw data(t("meters.unknown_meter"), { status: 404 });
  const result = await call(() => context.get(apiContext).GET("/Meters/MeterValues", { params: { query: { meterUniqueNum: meter.UniqueNum } } }));
  if (!result.ok) throw data(t(result.failure.key), { status: 502 });
  const tariffs = tariffCount(meter);
  const names = tariffNames(meter).map((n, i) => (tariffs > 1 ? (n ?? t("meters.tariff_n", { n: i + 1 })) : t("meters.reading_value")));
  const csv = historyCsv(
    readingsOf(result.data.Data, tariffs),
    { period: t("meters.period"), tariffs: names, kind: t("meters.kind"), accepted: t("meters.status") },
    t("meters.accepted_yes"),
    t("meters.accepted_no"),
  );
  return downloadResponse({ body: csv, name: `meter-${meter.UniqueNum.replace(/[^\w-]/g, "_")}.csv`, type: "text/csv; charset=utf-8" });
}
