import { apiContext, sessionContext, settings, type Context } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Temporal } from "temporal-polyfill";
import { call } from "~/api/errors";
import { abnormalTariffs, monthlyConsumption, readingsOf } from "~/domain/meters/consumption";
import { previousValues, tariffCount } from "~/domain/meters/meter";
import { translator } from "~/server/middleware.server";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { findMeter, historyOf, mayOrderVerification, meterId } from "./meters.server";
import type { VerifyAnswer } from "./types";
import { meterPath } from "./with-address";
import { readingSchema } from "./reading.schema";

/**
 * Saves a reading (§5, §8): the same schema as the browser, then — unless the resident already confirmed — the
 * abnormal-consumption check, which asks instead of sending; then the provider, whose refusals are shown.
 */
export async function saveReading(formData: FormData, context: Context, today: Temporal.PlainDate) {
  const id = meterId(formData.get("MeterId"));
  const found = id === null ? null : await findMeter(context, id);
  // The meters could not be loaded: the provider's failure, not "no such meter" (the page shows the same).
  if (found && !found.ok)
    return data(
      { meterId: id, result: null, abnormal: null, history: null, notices: [noticeFromFailure(found.failure)] },
      { status: 502 },
    );
  if (!found?.data)
    return data(
      {
        meterId: id,
        result: null,
        abnormal: null,
        history: null,
        notices: [{ kind: "error" as const, key: "meters.unknown_meter" }],
      },
      { status: 404 },
    );
  const { meter, label } = found.data;
  // An answer that is not a redirect shows the page with this meter's panel open: its history comes along (the
  // page carries only the open panel's, and the loader cannot know which one the post was about).
  const history = historyOf(meter);
  const previous = previousValues(meter);
  const submission = parseWithZod(formData, { schema: readingSchema(previous) });
  if (submission.status !== "success")
    return data(
      { meterId: meter.ID, result: submission.reply(), abnormal: null, history, notices: [] },
      { status: 400 },
    );

  const { readings, confirmed, address } = submission.value;
  if (!confirmed) {
    const months = monthlyConsumption(readingsOf(meter.Values, tariffCount(meter)));
    const current = today.with({ day: 1 }).toString();
    const abnormal = abnormalTariffs(readings, previous, months, current);
    if (abnormal.length) {
      return data(
        { meterId: meter.ID, result: submission.reply(), abnormal: { tariffs: abnormal }, history, notices: [] },
        { status: 200 },
      );
    }
  }
  const [Value = 0, ValueT2 = null, ValueT3 = null] = readings;
  const result = await call(() =>
    context.get(apiContext).POST("/Meters/SaveMeterValue", { body: { MeterId: meter.ID, Value, ValueT2, ValueT3 } }),
  );
  if (!result.ok)
    return data(
      {
        meterId: meter.ID,
        result: submission.reply(),
        abnormal: null,
        history,
        notices: [noticeFromFailure(result.failure)],
      },
      { status: 502 },
    );
  context
    .get(sessionContext)
    .flash({ kind: "success", key: "meters.new_readings_submitted", params: { meter: label } });
  throw redirect(meterPath(meter.ID, address));
}

/**
 * The label a notice names the meter by, asked for alongside the write: a meter the list no longer shows (or a
 * failed list) is "the meter".
 */
async function labelOf(context: Context, id: number): Promise<string> {
  const found = await findMeter(context, id).catch(() => null);
  return (found?.ok ? found.data?.label : null) ?? translator(context)("meters.meter_unnamed");
}

/** Withdraws the current period's reading (§4, §8 Delete reading), after the confirm step. */
export async function deleteReading(id: number, context: Context, address: string | null) {
  const [result, meter] = await Promise.all([
    call(() => context.get(apiContext).POST("/Meters/DeleteMeterValue", { body: { MeterId: id } })),
    labelOf(context, id),
  ]);
  context
    .get(sessionContext)
    .flash(
      result.ok
        ? { kind: "success", key: "meters.readings_deleted", params: { meter } }
        : noticeFromFailure(result.failure),
    );
  throw redirect(meterPath(id, address));
}

const refused = (notice: Notice): VerifyAnswer => ({ ok: false, notices: [notice] });

/**
 * Orders a verification (§7 CreateRequestOnMeterRecheck, §8 Meter verification), only where §5 allows one (the
 * meter allows it, its next checkup is within 30 days or past, the service exists, none is open): the link shows
 * only then, and the confirm page may be opened or posted to by hand. The answer is the notice to show.
 */
export async function orderVerification(
  id: number,
  context: Context,
  today: Temporal.PlainDate,
): Promise<VerifyAnswer> {
  // The settings (the verification service) come with the meters: asked for at once, read below.
  const [found] = await Promise.all([findMeter(context, id), settings(context)]);
  if (!found.ok) return refused(noticeFromFailure(found.failure));
  if (!found.data) return refused({ kind: "error", key: "meters.unknown_meter" });
  const { meter, label } = found.data;
  if (!(await mayOrderVerification(context, meter, today)))
    return refused({ kind: "error", key: "meters.verify_unavailable" });
  const result = await call(() =>
    context.get(apiContext).POST("/meters/CreateRequestOnMeterRecheck", { params: { query: { meterID: id } } }),
  );
  if (!result.ok) return refused(noticeFromFailure(result.failure));
  const number = result.data.requestNumbers[0] ?? String(result.data.id ?? "");
  return { ok: true, notices: [{ kind: "success", key: "meters.verify_created", params: { number, meter: label } }] };
}
