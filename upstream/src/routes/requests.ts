// Service requests of the logged-in resident (spec §7 "Requests"); open requests by access code are in
// requests/open.ts. Only requests of the user's own accounts are visible (ownRequest / ownRequests).
import { businessError, failed, notFound } from "../http";
import type { Router } from "../router";
import { addFile, addMessage, cancel, close, NOT_FOUND, reopen } from "./requests/commands";
import { createRequest, creationCompleted, loadTypes, typeTree } from "./requests/create";
import { checkFile, download } from "./requests/files";
import { openRequestRoutes } from "./requests/open";
import { currentKey, listWithFiles, ownRequest, ownRequests, parseKey, toId, withMessages } from "./requests/store";

async function userName(db: D1Database, userId: number): Promise<string> {
  return (
    (await db.prepare("SELECT fio FROM users WHERE id = ?").bind(userId).first<{ fio: string }>())?.fio ?? "Житель"
  );
}

export function requestsRoutes(router: Router): void {
  router.add("get", "/Requests/List", async ({ env, userId, reply }) => {
    const key = await currentKey(env.DB);
    const rows = await ownRequests(env.DB, userId!);
    return reply(200, { Requests: await listWithFiles(env.DB, rows), UpdateKey: key });
  });

  router.add("get", "/Requests/Details/{id}", async ({ env, userId, params, reply }) => {
    const r = await ownRequest(env.DB, userId!, params.id);
    return r ? reply(200, await withMessages(env.DB, r)) : notFound(NOT_FOUND);
  });

  router.add("get", "/Requests/File/{id}", async ({ env, userId, params }) => {
    const id = toId(params.id);
    const file =
      id === null || Number.isNaN(id)
        ? null
        : await env.DB.prepare(
            `SELECT f.name, f.content_type, f.r2_key FROM request_files f JOIN requests r ON r.id = f.request_id
             JOIN user_accounts ua ON ua.account_id = r.account_id WHERE f.id = ? AND ua.user_id = ?`,
          )
            .bind(id, userId)
            .first<{ name: string; content_type: string; r2_key: string }>();
    return file ? download(env, file) : notFound("Файл не найден");
  });

  router.add("post", "/Requests/AddMessage", async ({ env, userId, body }) => {
    const r = await ownRequest(env.DB, userId!, body.RequestId);
    return r ? addMessage(env, r, body.Text, await userName(env.DB, userId!)) : businessError(NOT_FOUND);
  });

  router.add("post", "/Requests/AddFile", async ({ env, userId, form }) => {
    const r = await ownRequest(env.DB, userId!, form.get("requestId"));
    if (!r) return businessError(NOT_FOUND);
    return addFile(env, r, checkFile(form.get("file")), await userName(env.DB, userId!));
  });

  router.add("get", "/Requests/RequestTypes", async ({ env, reply }) =>
    reply(200, { Data: typeTree(await loadTypes(env.DB)) }),
  );

  router.add("post", "/Requests/New", createRequest);
  router.add("post", "/Requests/RequestCreationCompleted", creationCompleted);

  router.add("post", "/Requests/Close", async ({ env, userId, body }) => {
    const r = await ownRequest(env.DB, userId!, body.requestId);
    return r ? close(env, r, body.mark, body.text, await userName(env.DB, userId!)) : businessError(NOT_FOUND);
  });

  router.add("post", "/Requests/CancelRequest", async ({ env, userId, body }) => {
    const r = await ownRequest(env.DB, userId!, body.RequestID);
    return r ? cancel(env, r) : failed(NOT_FOUND);
  });

  router.add("post", "/Requests/Reopen", async ({ env, userId, body }) => {
    const r = await ownRequest(env.DB, userId!, body.RequestId);
    return r ? reopen(env, r, body.Text, await userName(env.DB, userId!)) : businessError(NOT_FOUND);
  });

  router.add("post", "/Requests/GetUpdates", async ({ env, userId, body, reply }) => {
    const since = parseKey(body.updateKey);
    // The new key is taken first: a change racing with this call is then sent again rather than lost.
    const NewUpdateKey = await currentKey(env.DB);
    const changed = await ownRequests(env.DB, userId!, since);
    const current = body.currentRequestId == null ? null : await ownRequest(env.DB, userId!, body.currentRequestId);
    return reply(200, {
      NewUpdateKey,
      CurrentRequestUpdates: current ? await withMessages(env.DB, current, since.message) : null,
      UpdatedRequests: await listWithFiles(env.DB, changed),
    });
  });

  router.add("get", "/Requests/CheckRequestSumIsVerified/{id}", async ({ env, userId, params, reply }) => {
    const r = await ownRequest(env.DB, userId!, params.id);
    if (!r) return notFound(NOT_FOUND);
    const paid = r.paid_sum !== null && !!r.can_pay_on_mobile_app;
    return reply(200, { IsVerified: paid && !!r.sum_verified, PaidSumm: paid ? r.paid_sum : null });
  });

  router.add("get", "/Requests/Houses", async ({ env, reply }) => {
    const rows = await env.DB.prepare("SELECT id AS ID, address AS Address FROM houses ORDER BY address").all<{
      ID: number;
      Address: string;
    }>();
    return reply(200, rows.results);
  });

  router.add("get", "/Requests/HouseData", async ({ env, query, reply }) => {
    const house = await env.DB.prepare("SELECT id FROM houses WHERE id = ?").bind(query.id).first();
    if (!house) return notFound("Дом не найден");
    const rows = await env.DB.prepare(
      "SELECT DISTINCT premise FROM accounts WHERE house_id = ? AND premise IS NOT NULL AND premise <> ''",
    )
      .bind(query.id)
      .all<{ premise: string }>();
    const numbers = rows.results.map((r) => r.premise).sort((a, b) => a.localeCompare(b, "ru", { numeric: true }));
    return reply(
      200,
      numbers.map((n) => ({ Number: n })),
    );
  });

  openRequestRoutes(router);
}
