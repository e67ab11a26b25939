import { todayMoscow } from "../dates";
import { failed, notFound } from "../http";
import type { Router } from "../router";
import {
  entryBlock,
  meterValues,
  periodOf,
  previousValues,
  RESIDENT_KIND,
  toMeter,
  toMeterValue,
  userMeter,
  userMeters,
} from "./meters/store";
import { createRecheckRequest } from "./meters/verification";

// Meters (spec §7 "Meters"): list, history, save and delete the current reading, order a verification.

const NOT_FOUND = "Прибор учёта не найден";
export const LOWER_VALUE = "Новое значение не может быть меньше предыдущего";

// A failed command answers the flag false plus the provider's Error text (spec §8: a non-empty error is a failure).

function tariffCountMessage(count: number): string {
  const values = count === 1 ? "одно значение" : count === 2 ? "два значения" : "три значения";
  return `Количество значений не соответствует числу тарифов прибора учёта: передайте ${values}.`;
}

export function metersRoutes(router: Router): void {
  router.add("get", "/Meters/List", async ({ env, userId, reply }) => {
    const today = todayMoscow();
    const meters = await userMeters(env.DB, userId!);
    const values = await meterValues(
      env.DB,
      meters.map((m) => m.id),
    );
    return reply(200, { Data: meters.map((m) => toMeter(m, values, today)) });
  });

  router.add("get", "/Meters/MeterValues", async ({ env, query, userId, reply }) => {
    const meter = await userMeter(env.DB, userId!, { uniqueNum: query.meterUniqueNum.trim() });
    if (!meter) return notFound(NOT_FOUND);
    const today = todayMoscow();
    const values = await meterValues(env.DB, [meter.id]);
    return reply(200, { Data: values.map((v) => toMeterValue(v, meter.tariff_count, today)) });
  });

  router.add("post", "/Meters/SaveMeterValue", async ({ env, body, userId, reply }) => {
    const meter = await userMeter(env.DB, userId!, { id: body.MeterId ?? body.ID! });
    if (!meter) return failed(NOT_FOUND);
    const today = todayMoscow();
    const blocked = entryBlock(meter, today);
    if (blocked) return failed(blocked);

    // The contract has made each value a non-negative number, or null/absent for a tariff not sent.
    const values = [body.Value, body.ValueT2, body.ValueT3].map((v) => v ?? null);
    const given = values.map((v) => v !== null);
    if (given.some((g, t) => g !== t < meter.tariff_count)) return failed(tariffCountMessage(meter.tariff_count));

    const previous = previousValues(meter, await meterValues(env.DB, [meter.id]), today);
    if (values.some((v, t) => v !== null && v < (previous[t] ?? 0))) return failed(LOWER_VALUE);

    // One reading per period: a second save in the same month replaces the first (it is not accepted yet).
    await env.DB.prepare(
      `INSERT INTO meter_values (meter_id, period, kind, value, value2, value3, is_accepted) VALUES (?, ?, ?, ?, ?, ?, 0)
       ON CONFLICT (meter_id, period) DO UPDATE SET kind = excluded.kind, value = excluded.value,
         value2 = excluded.value2, value3 = excluded.value3, is_accepted = 0, created_at = datetime('now')`,
    )
      .bind(meter.id, periodOf(today), RESIDENT_KIND, values[0], values[1] ?? null, values[2] ?? null)
      .run();
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/Meters/DeleteMeterValue", async ({ env, body, userId, reply }) => {
    const meter = await userMeter(env.DB, userId!, { id: body.MeterId ?? body.ID! });
    if (!meter) return failed(NOT_FOUND);
    const today = todayMoscow();
    const blocked = entryBlock(meter, today);
    if (blocked) return failed(blocked);
    // Only the current period's reading may be withdrawn; earlier ones are already in the bills.
    const result = await env.DB.prepare("DELETE FROM meter_values WHERE meter_id = ? AND period = ?")
      .bind(meter.id, periodOf(today))
      .run();
    if (!result.meta.changes) return failed("Показания за текущий период не переданы, удалять нечего.");
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/meters/CreateRequestOnMeterRecheck", createRecheckRequest);
}
