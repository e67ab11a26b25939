// Open requests (spec §7 "Open requests (by access code)", §6): anyone holding a request's access code — sent
// to the resident by SMS — can read its chat, write, attach, close, reopen and cancel it without logging in.
import { businessError, json, readJson, type Ctx, type Router } from "../../http";
import { addFile, addMessage, cancel, close, NOT_FOUND, reopen } from "./commands";
import { download, readUpload } from "./files";
import { currentKey, parseKey, requestByCode, residentName, toId, withMessages, type RequestRow } from "./store";

const PUBLIC = { auth: false };

async function openRequest(db: D1Database, r: RequestRow, afterMessageId = 0) {
  return { ...(await withMessages(db, r, afterMessageId)), AccessCode: r.access_code };
}

function onCode(
  run: (ctx: Ctx, r: RequestRow, body: Record<string, unknown>) => Promise<Response>,
  missing: (message: string) => Response = businessError,
) {
  return async (req: Request, ctx: Ctx) => {
    const body = await readJson<Record<string, unknown>>(req);
    const r = await requestByCode(ctx.env.DB, body.AccessCode);
    return r ? run(ctx, r, body) : missing(NOT_FOUND);
  };
}

export function openRequestRoutes(router: Router): void {
  router.add(
    "GET",
    "/OpenRequests/Details/{code}",
    async (_req, { env, params }) => {
      const r = await requestByCode(env.DB, params.code);
      if (!r) return json({ Message: NOT_FOUND }, 404);
      const updateKey = await currentKey(env.DB);
      return json({ updateKey, request: await openRequest(env.DB, r) });
    },
    PUBLIC,
  );

  router.add(
    "GET",
    "/OpenRequests/File/{fileId}",
    async (_req, { env, params, url }) => {
      const r = await requestByCode(env.DB, url.searchParams.get("accessCode"));
      const id = toId(params.fileId);
      const file =
        r && id && !Number.isNaN(id)
          ? await env.DB.prepare("SELECT name, content_type, r2_key FROM request_files WHERE id = ? AND request_id = ?")
              .bind(id, r.id)
              .first<{ name: string; content_type: string; r2_key: string }>()
          : null;
      return file ? download(env, file) : json({ Message: "Файл не найден" }, 404);
    },
    PUBLIC,
  );

  router.add(
    "POST",
    "/OpenRequests/AddMessage",
    onCode(async ({ env }, r, body) => addMessage(env, r, body.Text, await residentName(env.DB, r))),
    PUBLIC,
  );

  router.add(
    "POST",
    "/OpenRequests/AddFile/",
    async (req, { env }) => {
      const { upload, values } = await readUpload(req, ["accessCode"]);
      const r = await requestByCode(env.DB, values.accessCode);
      if (!r) return businessError(NOT_FOUND);
      return addFile(env, r, upload, await residentName(env.DB, r));
    },
    PUBLIC,
  );

  router.add(
    "POST",
    "/OpenRequests/Close",
    onCode(async ({ env }, r, body) => close(env, r, body.Mark, body.Text, await residentName(env.DB, r))),
    PUBLIC,
  );

  router.add(
    "POST",
    "/OpenRequests/CancelRequest",
    onCode(
      async ({ env }, r) => cancel(env, r),
      (message) => json({ isSucceed: false, Error: message }),
    ),
    PUBLIC,
  );

  router.add(
    "POST",
    "/OpenRequests/Reopen",
    onCode(async ({ env }, r, body) => reopen(env, r, body.Text, await residentName(env.DB, r))),
    PUBLIC,
  );

  router.add(
    "POST",
    "/OpenRequests/GetUpdates",
    onCode(async ({ env }, r, body) => {
      const since = parseKey(body.UpdateKey);
      const NewUpdateKey = await currentKey(env.DB);
      // The request itself always comes back (it is small); its Messages are only those after the key.
      return json({ NewUpdateKey, CurrentRequestUpdates: await openRequest(env.DB, r, since.message) });
    }),
    PUBLIC,
  );
}
