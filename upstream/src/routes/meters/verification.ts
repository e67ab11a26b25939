import { Temporal } from "temporal-polyfill";
import { dmy, todayMoscow } from "../../dates";
import type { Handler, Op } from "../../router";
import { mobileAppSettings } from "../../settings";
import { createRequestRow } from "../requests/store";
import { userMeter, type MeterRow } from "./store";

// POST /meters/CreateRequestOnMeterRecheck: a verification order is an ordinary service request (shared
// requests table) that the dispatcher handles; the meter remembers it so a second order is refused while
// the first is open.

/** Spec §9: a verification can be ordered at most 30 days before the next checkup (or any time after it). */
export const VERIFICATION_WINDOW_DAYS = 30;
export const VERIFICATION_REQUEST_NAME = "Поверка прибора учёта";

/** Why this meter cannot be ordered a verification now (spec §5), or null. */
export function verificationBlock(m: MeterRow, today: Temporal.PlainDate): string | null {
  if (m.is_disabled) return "Прибор учёта выведен из эксплуатации, поверка не требуется.";
  if (!m.allow_verification_request) return "Для этого прибора учёта заказ поверки недоступен.";
  if (m.open_request_id !== null) {
    return `По этому прибору учёта уже есть заявка на поверку № ${m.open_request_number}.`;
  }
  if (!m.next_checkup_date) return "У прибора учёта не указана дата следующей поверки.";
  const next = Temporal.PlainDate.from(m.next_checkup_date);
  if (today.until(next).total({ unit: "days" }) > VERIFICATION_WINDOW_DAYS) {
    return `Заявку на поверку можно создать не ранее чем за ${VERIFICATION_WINDOW_DAYS} дней до даты следующей поверки (${dmy(next)}).`;
  }
  return null;
}

/** The meter comes as the query's meterID (as the portal sends it) or in a JSON body. */
export const createRecheckRequest: Handler<Op<"post /meters/CreateRequestOnMeterRecheck">> = async (ctx) => {
  const { env, query, body, userId, scope, reply } = ctx;
  const refuse = (error: string) => reply(200, { isSucceed: false, id: null, error, requestNumbers: [] });
  const id = query.meterID ?? body?.meterID;
  const meter = id === undefined ? null : await userMeter(env.DB, userId!, { id });
  if (!meter) return refuse("Прибор учёта не найден");
  if ((await mobileAppSettings(env.DB, scope)).allowMeterVerificationRequest === false) {
    return refuse("Заказ поверки приборов учёта недоступен.");
  }
  const blocked = verificationBlock(meter, todayMoscow());
  if (blocked) return refuse(blocked);

  const text =
    `Прошу провести поверку прибора учёта: ${meter.resource}, ${meter.name}, заводской № ${meter.factory_number}` +
    (meter.next_checkup_date ? `, дата следующей поверки ${dmy(meter.next_checkup_date)}.` : ".");
  // Numbered and stored like every other request, so it shows in the request list and chat.
  const created = await createRequestRow(env.DB, {
    userId: userId!,
    accountId: meter.account_id,
    typeId: null,
    subTypeId: null,
    detailSubTypeId: null,
    name: VERIFICATION_REQUEST_NAME,
    text,
    creationCompleted: true,
  });
  await env.DB.prepare("UPDATE meters SET verification_request_id = ? WHERE id = ?").bind(created.id, meter.id).run();
  return reply(200, { isSucceed: true, id: created.id, error: null, requestNumbers: [created.number] });
};
