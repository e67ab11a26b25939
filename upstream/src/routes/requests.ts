// Service requests of the logged-in resident (spec §7 "Requests"); open requests by access code are in
// requests/open.ts. Only requests of the user's own accounts are visible (ownRequest / ownRequests).
import { businessError, json, readJson, type Ctx, type Router } from "../http";
import { addFile, addMessage, cancel, close, NOT_FOUND, reopen } from "./requests/commands";
import { createRequest, creationCompleted, loadTypes, typeTree } from "./requests/create";
import { download, readUpload } from "./requests/files";
import { openRequestRoutes } from "./requests/open";
import {
  currentKey,
  listWithFiles,
  ownRequest,
  ownRequests,
  parseKey,
  toId,
  withMessages,
  type RequestRow,
} from "./requests/store";

const notFound = (message = NOT_FOUND) => json({ Message: message }, 404);

async function userName(db: D1Database, userId: number): Promise<string> {
  return (await db.prepare("SELECT fio FROM users WHERE id = ?").bind(userId).first<{ fio: string }>())?.fio ?? "Житель";
}

/** Runs a command on one of the user's requests named in the JSON body; an unknown id is a business error. */
function onOwnRequest(
  idField: string,
  run: (ctx: Ctx, r: RequestRow, body: Record<string, unknown>) => Promise<Response>,
  missing: (message: string) => Response = businessError,
) {
  return async (req: Request, ctx: Ctx) => {
    const body = await readJson<Record<string, unknown>>(req);
    const r = await ownRequest(ctx.env.DB, ctx.userId!, body[idField]);
    return r ? run(ctx, r, body) : missing(NOT_FOUND);
  };
}

export function requestsRoutes(router: Router): void {
  router.add("GET", "/Requests/List", async (_req, { env, userId }) => {
    const key = await currentKey(env.DB);
    const rows = await ownRequests(env.DB, userId!);
    return json({ Requests: await listWithFiles(env.DB, rows), UpdateKey: key });
  });

  router.add("GET", "/Requests/Details/{id}", async (_req, { env, userId, params }) => {
    const r = await ownRequest(env.DB, userId!, params.id);
    return r ? json(await withMessages(env.DB, r)) : notFound();
  });

  router.add("GET", "/Requests/File/{id}", async (_req, { env, userId, params }) => {
    const id = toId(params.id);
    const file = Number.isNaN(id) || id === null
      ? null
      : await env.DB.prepare(
          `SELECT f.name, f.content_type, f.r2_key FROM request_files f JOIN requests r ON r.id = f.request_id
           JOIN user_accounts ua ON ua.account_id = r.account_id WHERE f.id = ? AND ua.user_id = ?`,
        )
          .bind(id, userId)
          .first<{ name: string; content_type: string; r2_key: string }>();
    return file ? download(env, file) : notFound("Файл не найден");
  });

  router.add(
    "POST",
    "/Requests/AddMessage",
    onOwnRequest("RequestId", async ({ env, userId }, r, body) => addMessage(env, r, body.Text, await userName(env.DB, userId!))),
  );

  router.add("POST", "/Requests/AddFile", async (req, { env, userId }) => {
    const { upload, values } = await readUpload(req, ["requestId"]);
    const r = await ownRequest(env.DB, userId!, values.requestId);
    if (!r) return businessError(NOT_FOUND);
    return addFile(env, r, upload, await userName(env.DB, userId!));
  });

  router.add("GET", "/Requests/RequestTypes", async (_req, { env }) => json({ Data: typeTree(await loadTypes(env.DB)) }));

  router.add("POST", "/Requests/New", createRequest);
  router.add("POST", "/Requests/RequestCreationCompleted", creationCompleted);

  router.add(
    "POST",
    "/Requests/Close",
    onOwnRequest("requestId", async ({ env, userId }, r, body) =>
      close(env, r, body.mark, body.text, await userName(env.DB, userId!)),
    ),
  );

  router.add(
    "POST",
    "/Requests/CancelRequest",
    onOwnRequest(
      "RequestID",
      async ({ env }, r) => cancel(env, r),
      (message) => json({ isSucceed: false, Error: message }),
    ),
  );

  router.add(
    "POST",
    "/Requests/Reopen",
    onOwnRequest("RequestId", async ({ env, userId }, r, body) => reopen(env, r, body.Text, await userName(env.DB, userId!))),
  );

  router.add("POST", "/Requests/GetUpdates", async (req, { env, userId }) => {
    const body = await readJson<{ updateKey: unknown; currentRequestId: unknown }>(req);
    const since = parseKey(body.updateKey);
    // The new key is taken first: a change racing with this call is then sent again rather than lost.
    const NewUpdateKey = await currentKey(env.DB);
    const changed = await ownRequests(env.DB, userId!, since);
    const current = body.currentRequestId == null ? null : await ownRequest(env.DB, userId!, body.currentRequestId);
    return json({
      NewUpdateKey,
      CurrentRequestUpdates: current ? await withMessages(env.DB, current, since.message) : null,
      UpdatedRequests: await listWithFiles(env.DB, changed),
    });
  });

  router.add("GET", "/Requests/CheckRequestSumIsVerified/{id}", async (_req, { env, userId, params }) => {
    const r = await ownRequest(env.DB, userId!, params.id);
    if (!r) return notFound();
    const paid = r.paid_sum !== null && !!r.can_pay_on_mobile_app;
    return json({ IsVerified: paid && !!r.sum_verified, PaidSumm: paid ? r.paid_sum : null });
  });

  router.add("GET", "/Requests/Houses", async (_req, { env }) => {
    const rows = await env.DB.prepare("SELECT id AS ID, address AS Address FROM houses ORDER BY address").all();
    return json(rows.results);
  });

  router.add("GET", "/Requests/HouseData", async (_req, { env, url }) => {
    const id = toId(url.searchParams.get("id"));
    const house = id && !Number.isNaN(id) ? await env.DB.prepare("SELECT id FROM houses WHERE id = ?").bind(id).first() : null;
    if (!house) return notFound("Дом не найден");
    const rows = await env.DB.prepare("SELECT DISTINCT premise FROM accounts WHERE house_id = ? AND premise IS NOT NULL AND premise <> ''")
      .bind(id)
      .all<{ premise: string }>();
    const numbers = rows.results.map((r) => r.premise).sort((a, b) => a.localeCompare(b, "ru", { numeric: true }));
    return json(numbers.map((n) => ({ Number: n })));
  });

  openRequestRoutes(router);
}
