import { todayMoscow } from "../dates";
import { json, readJson, type Router } from "../http";
import {
  entryBlock,
  meterValues,
  parseId,
  parseReading,
  periodOf,
  previousValues,
  RESIDENT_KIND,
  toMeter,
  toMeterValue,
  userMeter,
  userMeters,
} from "./meters/model";
import { createRecheckRequest } from "./meters/verification";

// Meters (spec §7 "Meters"): list, history, save and delete the current reading, order a verification.

const NOT_FOUND = "Прибор учёта не найден";
export const LOWER_VALUE = "Новое значение не может быть меньше предыдущего";

/** A failed command: the flag false plus the provider's Error text (spec §8: a non-empty error is a failure). */
const failed = (message: string) => json({ isSucceed: false, Error: message });

interface SavePayload {
  MeterId: unknown;
  ID: unknown;
  Value: unknown;
  ValueT2: unknown;
  ValueT3: unknown;
}

function tariffCountMessage(count: number): string {
  const values = count === 1 ? "одно значение" : count === 2 ? "два значения" : "три значения";
  return `Количество значений не соответствует числу тарифов прибора учёта: передайте ${values}.`;
}

export function metersRoutes(router: Router): void {
  router.add("GET", "/Meters/List", async (_req, { env, userId }) => {
    const today = todayMoscow();
    const meters = await userMeters(env.DB, userId!);
    const values = await meterValues(
      env.DB,
      meters.map((m) => m.id),
    );
    return json({ Data: meters.map((m) => toMeter(m, values, today)) });
  });

  router.add("GET", "/Meters/MeterValues", async (_req, { env, url, userId }) => {
    const uniqueNum = url.searchParams.get("meterUniqueNum")?.trim();
    if (!uniqueNum) return json({ Message: "Не указан параметр meterUniqueNum" }, 400);
    const meter = await userMeter(env.DB, userId!, { uniqueNum });
    if (!meter) return json({ Message: NOT_FOUND }, 404);
    const today = todayMoscow();
    const values = await meterValues(env.DB, [meter.id]);
    return json({ Data: values.map((v) => toMeterValue(v, meter.tariff_count, today)) });
  });

  router.add("POST", "/Meters/SaveMeterValue", async (req, { env, userId }) => {
    const body = await readJson<SavePayload>(req);
    const id = parseId(body.MeterId ?? body.ID);
    const meter = id === null ? null : await userMeter(env.DB, userId!, { id });
    if (!meter) return failed(NOT_FOUND);
    const today = todayMoscow();
    const blocked = entryBlock(meter, today);
    if (blocked) return failed(blocked);

    const readings = [body.Value, body.ValueT2, body.ValueT3].map(parseReading);
    if (readings.includes("invalid")) {
      return failed("Показания должны быть неотрицательным числом (дробная часть отделяется точкой).");
    }
    const given = readings.map((r) => r !== null);
    if (given.some((g, t) => g !== t < meter.tariff_count)) return failed(tariffCountMessage(meter.tariff_count));

    const previous = previousValues(meter, await meterValues(env.DB, [meter.id]), today);
    const values = readings as (number | null)[];
    if (values.some((v, t) => v !== null && v < (previous[t] ?? 0))) return failed(LOWER_VALUE);

    // One reading per period: a second save in the same month replaces the first (it is not accepted yet).
    await env.DB.prepare(
      `INSERT INTO meter_values (meter_id, period, kind, value, value2, value3, is_accepted) VALUES (?, ?, ?, ?, ?, ?, 0)
       ON CONFLICT (meter_id, period) DO UPDATE SET kind = excluded.kind, value = excluded.value,
         value2 = excluded.value2, value3 = excluded.value3, is_accepted = 0, created_at = datetime('now')`,
    )
      .bind(meter.id, periodOf(today), RESIDENT_KIND, values[0], values[1] ?? null, values[2] ?? null)
      .run();
    return json({ isSucceed: true });
  });

  router.add("POST", "/Meters/DeleteMeterValue", async (req, { env, userId }) => {
    const body = await readJson<{ MeterId: unknown; ID: unknown }>(req);
    const id = parseId(body.MeterId ?? body.ID);
    const meter = id === null ? null : await userMeter(env.DB, userId!, { id });
    if (!meter) return failed(NOT_FOUND);
    const today = todayMoscow();
    const blocked = entryBlock(meter, today);
    if (blocked) return failed(blocked);
    // Only the current period's reading may be withdrawn; earlier ones are already in the bills.
    const result = await env.DB.prepare("DELETE FROM meter_values WHERE meter_id = ? AND period = ?")
      .bind(meter.id, periodOf(today))
      .run();
    if (!result.meta.changes) return failed("Показания за текущий период не переданы, удалять нечего.");
    return json({ isSucceed: true });
  });

  router.add("POST", "/meters/CreateRequestOnMeterRecheck", createRecheckRequest);
}
