// Open requests (spec §7 "Open requests (by access code)", §6): anyone holding a request's access code — sent
// to the resident by SMS — can read its chat, write, attach, close, reopen and cancel it without logging in.
import { businessError, failed, notFound } from "../../http";
import type { Router } from "../../router";
import { addFile, addMessage, cancel, close, NOT_FOUND, reopen } from "./commands";
import { checkFile, download } from "./files";
import { currentKey, parseKey, requestByCode, residentName, toId, withMessages, type RequestRow } from "./store";

async function openRequest(db: D1Database, r: RequestRow, afterMessageId = 0) {
  return { ...(await withMessages(db, r, afterMessageId)), AccessCode: r.access_code ?? "" };
}

export function openRequestRoutes(router: Router): void {
  router.add("get", "/OpenRequests/Details/{code}", async ({ env, params, reply }) => {
    const r = await requestByCode(env.DB, params.code);
    if (!r) return notFound(NOT_FOUND);
    const updateKey = await currentKey(env.DB);
    return reply(200, { updateKey, request: await openRequest(env.DB, r) });
  });

  router.add("get", "/OpenRequests/File/{fileId}", async ({ env, params, query }) => {
    const r = await requestByCode(env.DB, query.accessCode);
    const id = toId(params.fileId);
    const file =
      r && id && !Number.isNaN(id)
        ? await env.DB.prepare("SELECT name, content_type, r2_key FROM request_files WHERE id = ? AND request_id = ?")
            .bind(id, r.id)
            .first<{ name: string; content_type: string; r2_key: string }>()
        : null;
    return file ? download(env, file) : notFound("Файл не найден");
  });

  router.add("post", "/OpenRequests/AddMessage", async ({ env, body }) => {
    const r = await requestByCode(env.DB, body.AccessCode);
    return r ? addMessage(env, r, body.Text, await residentName(env.DB, r)) : businessError(NOT_FOUND);
  });

  router.add("post", "/OpenRequests/AddFile/", async ({ env, form }) => {
    const r = await requestByCode(env.DB, form.get("accessCode"));
    if (!r) return businessError(NOT_FOUND);
    return addFile(env, r, checkFile(form.get("file")), await residentName(env.DB, r));
  });

  router.add("post", "/OpenRequests/Close", async ({ env, body }) => {
    const r = await requestByCode(env.DB, body.AccessCode);
    return r ? close(env, r, body.Mark, body.Text, await residentName(env.DB, r)) : businessError(NOT_FOUND);
  });

  router.add("post", "/OpenRequests/CancelRequest", async ({ env, body }) => {
    const r = await requestByCode(env.DB, body.AccessCode);
    return r ? cancel(env, r) : failed(NOT_FOUND);
  });

  router.add("post", "/OpenRequests/Reopen", async ({ env, body }) => {
    const r = await requestByCode(env.DB, body.AccessCode);
    return r ? reopen(env, r, body.Text, await residentName(env.DB, r)) : businessError(NOT_FOUND);
  });

  router.add("post", "/OpenRequests/GetUpdates", async ({ env, body, reply }) => {
    const r = await requestByCode(env.DB, body.AccessCode);
    if (!r) return businessError(NOT_FOUND);
    const since = parseKey(body.UpdateKey);
    const NewUpdateKey = await currentKey(env.DB);
    // The request itself always comes back (it is small); its Messages are only those after the key.
    return reply(200, { NewUpdateKey, CurrentRequestUpdates: await openRequest(env.DB, r, since.message) });
  });
}
