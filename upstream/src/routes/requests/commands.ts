// The resident's actions on a request, shared by the logged-in calls (/Requests/…, by id) and the open ones
// (/OpenRequests/…, by access code): the provider's rules are the same for both.
import { businessError, failed, reply, type UpstreamEnv } from "../../http";
import { storeUpload, type Upload } from "./files";
import { bumpRequest, insertMessage, STATUS, toRequest, type RequestRow } from "./store";

const MAX_TEXT = 4000;

export const NOT_FOUND = "Заявка не найдена";

const text = (v: string | null | undefined) => (v ?? "").trim();

export async function addMessage(env: UpstreamEnv, r: RequestRow, body: string, author: string) {
  const t = text(body);
  if (!t) return businessError("Сообщение не может быть пустым");
  if (t.length > MAX_TEXT) return businessError(`Сообщение не может быть длиннее ${MAX_TEXT} символов`);
  if (r.is_closed) return businessError(`Заявка №${r.number} закрыта: новые сообщения не принимаются`);
  const [inserted] = await env.DB.batch<{ id: number }>([
    insertMessage(env.DB, { requestId: r.id, author, isSelf: true, text: t }),
    bumpRequest(env.DB, r.id),
  ]);
  return reply(200, { isSucceed: true, ID: inserted!.results[0]!.id });
}

export async function addFile(env: UpstreamEnv, r: RequestRow, upload: Upload, author: string) {
  if ("error" in upload) return businessError(upload.error);
  if (r.is_closed) return businessError(`Заявка №${r.number} закрыта: файлы не принимаются`);
  return storeUpload(env, r.id, upload, author);
}

/** Close with a rating (§4: only at status 5 when the provider allows it; §9: mark 1–5, default 5). */
export async function close(
  env: UpstreamEnv,
  r: RequestRow,
  mark: number | undefined,
  comment: string | null | undefined,
  author: string,
) {
  const m = mark ?? 5;
  if (!toRequest(r).CanClose) {
    return businessError(
      r.is_closed ? `Заявка №${r.number} уже закрыта` : `Заявку №${r.number} можно закрыть только после её выполнения`,
    );
  }
  const t = text(comment);
  const statements = [
    env.DB.prepare(
      "UPDATE requests SET status_id = ?, is_closed = 1, can_close = 0, can_canceling = 0, mark = ?, close_text = ? WHERE id = ?",
    ).bind(STATUS.CLOSED, m, t || null, r.id),
    bumpRequest(env.DB, r.id),
  ];
  if (t) statements.push(insertMessage(env.DB, { requestId: r.id, author, isSelf: true, text: `Оценка ${m}. ${t}` }));
  await env.DB.batch(statements);
  return reply(200, { isSucceed: true });
}

/** §4: only a new request (status 1) the provider still allows cancelling. The answer always carries Error. */
export async function cancel(env: UpstreamEnv, r: RequestRow) {
  if (!toRequest(r).CanCancelingRequest) {
    const why = r.is_closed ? "она уже закрыта" : "она уже принята в работу";
    return failed(`Заявку №${r.number} нельзя отменить: ${why}`);
  }
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE requests SET status_id = ?, is_closed = 1, can_close = 0, can_canceling = 0 WHERE id = ?",
    ).bind(STATUS.CANCELLED, r.id),
    bumpRequest(env.DB, r.id),
  ]);
  return reply(200, { isSucceed: true, Error: null });
}

/** §4/§5: reopen a done (status 5) or closed request with a non-empty reason; it becomes status 9. */
export async function reopen(env: UpstreamEnv, r: RequestRow, reason: string, author: string) {
  const t = text(reason);
  if (!t) return businessError("Укажите причину повторного открытия заявки");
  if (t.length > MAX_TEXT) return businessError(`Причина не может быть длиннее ${MAX_TEXT} символов`);
  const reopenable = r.status_id === STATUS.DONE || (r.is_closed && r.status_id !== STATUS.CANCELLED);
  if (!reopenable) {
    return businessError(
      r.status_id === STATUS.CANCELLED
        ? `Заявка №${r.number} отменена: её нельзя открыть повторно`
        : `Заявка №${r.number} ещё не выполнена: открыть повторно можно только выполненную или закрытую заявку`,
    );
  }
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE requests SET status_id = ?, is_closed = 0, can_close = 0, can_canceling = 0, mark = NULL WHERE id = ?",
    ).bind(STATUS.REOPENED, r.id),
    insertMessage(env.DB, { requestId: r.id, author, isSelf: true, text: `Причина повторного открытия: ${t}` }),
    bumpRequest(env.DB, r.id),
  ]);
  return reply(200, { isSucceed: true });
}
