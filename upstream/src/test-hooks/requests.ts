import { json, type UpstreamEnv } from "../http";
import { bumpRequest, insertMessage } from "../routes/requests/store";

/** POST /__test/requests/message: a message from the provider's staff, as a dispatcher would write it (live updates). */
export async function staffMessage(
  env: UpstreamEnv,
  body: { requestId?: number; text?: string; author?: string },
): Promise<Response> {
  if (!body.requestId || !body.text) return json({ Message: "requestId and text required" }, 400);
  await env.DB.batch([
    insertMessage(env.DB, {
      requestId: body.requestId,
      author: body.author ?? "Диспетчер",
      isSelf: false,
      text: body.text,
    }),
    env.DB.prepare("UPDATE requests SET is_readed_by_client = 0 WHERE id = ?").bind(body.requestId),
    bumpRequest(env.DB, body.requestId),
  ]);
  return json({ ok: true });
}

export interface RequestStateBody {
  requestId: number;
  statusId: number;
  canClose?: boolean;
  accessCode?: string | null;
  closed?: boolean;
  paid?: { sum: number; text: string; bonus?: number };
}

/**
 * POST /__test/requests/state: moves a request on as the provider would (e.g. done and closable), optionally
 * with an access code, closed, or made a paid request, so a test can act on a request only it touches.
 */
export async function setRequestState(env: UpstreamEnv, body: Partial<RequestStateBody>): Promise<Response> {
  if (!body.requestId || !body.statusId) return json({ Message: "requestId and statusId required" }, 400);
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE requests SET status_id = ?, can_close = ?, is_closed = ?, access_code = COALESCE(?, access_code), creation_completed = 1 WHERE id = ?",
    ).bind(body.statusId, body.canClose ? 1 : 0, body.closed ? 1 : 0, body.accessCode ?? null, body.requestId),
    ...(body.paid
      ? [
          env.DB.prepare(
            "UPDATE requests SET can_pay_on_mobile_app = 1, is_paid = 0, paid_sum = ?, paid_service_text = ?, bonus_amount = ? WHERE id = ?",
          ).bind(body.paid.sum, body.paid.text, body.paid.bonus ?? 0, body.requestId),
        ]
      : []),
    bumpRequest(env.DB, body.requestId),
  ]);
  return json({ ok: true });
}

/** GET /__test/requests/state?id=: what the provider stored (status, closed, the mark, paid), for tests to check. */
export async function requestState(env: UpstreamEnv, id: number): Promise<Response> {
  const row = await env.DB.prepare("SELECT status_id, is_closed, mark, is_paid FROM requests WHERE id = ?")
    .bind(id)
    .first<{ status_id: number; is_closed: number; mark: number | null; is_paid: number }>();
  if (!row) return json({ Message: "request not found" }, 404);
  return json({ statusId: row.status_id, isClosed: !!row.is_closed, mark: row.mark, isPaid: !!row.is_paid });
}
