import { json, readJson, type UpstreamEnv } from "./http";
import { bumpRequest, insertMessage } from "./routes/requests/store";

// Fault injection for the portal's tests: per path, delay, answer 500, malformed JSON, 401 or an Error field.
// Only when TEST_HOOKS is "on" (dev and tests); a public demo deployment turns it off.
export type FaultMode = "delay" | "500" | "malformed" | "401" | "error";
const MODES: FaultMode[] = ["delay", "500", "malformed", "401", "error"];

interface FaultRow {
  match: string;
  mode: FaultMode;
  delay_ms: number;
  message: string | null;
}

export function hooksEnabled(env: UpstreamEnv): boolean {
  return env.TEST_HOOKS === "on";
}

async function mergeSettings(env: UpstreamEnv, patch: Record<string, unknown>) {
  const row = await env.DB.prepare("SELECT value FROM settings WHERE key = 'mobile_app_settings'").first<{ value: string }>();
  const merged = { ...(row ? JSON.parse(row.value) : {}), ...patch };
  await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('mobile_app_settings', ?)")
    .bind(JSON.stringify(merged))
    .run();
  return merged;
}

export async function handleTestHook(req: Request, env: UpstreamEnv, url: URL): Promise<Response> {
  if (!hooksEnabled(env)) return json({ Message: "Not found" }, 404);
  const route = `${req.method} ${url.pathname.replace(/^\/__test/, "")}`;
  switch (route) {
    case "POST /faults": {
      const body = await readJson<{ path: string; mode: FaultMode; delayMs: number; message: string; match: string }>(req);
      if (!body.path || !body.mode || !MODES.includes(body.mode)) return json({ Message: "path and mode required" }, 400);
      await env.DB.prepare("INSERT OR REPLACE INTO faults (path, match, mode, delay_ms, message) VALUES (lower(?), ?, ?, ?, ?)")
        .bind(body.path.replace(/\/$/, ""), body.match ?? "", body.mode, body.delayMs ?? 0, body.message ?? null)
        .run();
      return json({ ok: true });
    }
    case "DELETE /faults": {
      const body = await readJson<{ path: string; match: string }>(req);
      if (body.path) {
        await env.DB.prepare("DELETE FROM faults WHERE path = lower(?) AND match = ?").bind(body.path, body.match ?? "").run();
      } else {
        await env.DB.prepare("DELETE FROM faults").run();
      }
      return json({ ok: true });
    }
    case "POST /settings":
      // Merges into MobileAppSettings so a test can switch menu sections, start screen, colour…
      return json(await mergeSettings(env, await readJson<Record<string, unknown>>(req)));
    case "POST /revoke": {
      // Ends every session of a resident, so a test can see the portal's handling of a real 401.
      const body = await readJson<{ phone: string }>(req);
      await env.DB.prepare("DELETE FROM tokens WHERE user_id IN (SELECT id FROM users WHERE phone = ?)").bind(body.phone ?? "").run();
      return json({ ok: true });
    }
    case "POST /requests/message": {
      // A message from the provider's staff, as a dispatcher would write it: for the portal's live-update tests.
      const body = await readJson<{ requestId: number; text: string; author?: string }>(req);
      if (!body.requestId || !body.text) return json({ Message: "requestId and text required" }, 400);
      await env.DB.batch([
        insertMessage(env.DB, { requestId: body.requestId, author: body.author ?? "Диспетчер", isSelf: false, text: body.text }),
        env.DB.prepare("UPDATE requests SET is_readed_by_client = 0 WHERE id = ?").bind(body.requestId),
        bumpRequest(env.DB, body.requestId),
      ]);
      return json({ ok: true });
    }
    case "POST /requests/state": {
      // Moves a request on as the provider would (e.g. done and closable), optionally giving it an access code,
      // so a test can act on a request only it touches.
      const body = await readJson<{ requestId: number; statusId: number; canClose?: boolean; accessCode?: string | null }>(req);
      if (!body.requestId || !body.statusId) return json({ Message: "requestId and statusId required" }, 400);
      await env.DB.batch([
        env.DB.prepare(
          "UPDATE requests SET status_id = ?, can_close = ?, is_closed = 0, access_code = COALESCE(?, access_code), creation_completed = 1 WHERE id = ?",
        ).bind(body.statusId, body.canClose ? 1 : 0, body.accessCode ?? null, body.requestId),
        bumpRequest(env.DB, body.requestId),
      ]);
      return json({ ok: true });
    }
    default:
      return json({ Message: "Not found" }, 404);
  }
}

/** Applies an injected fault for this request, if any; returns the response to send instead, or null. */
export async function injectFault(env: UpstreamEnv, req: Request, pathname: string): Promise<Response | null> {
  if (!hooksEnabled(env)) return null;
  const rows = await env.DB.prepare("SELECT match, mode, delay_ms, message FROM faults WHERE path = lower(?)")
    .bind(pathname.replace(/\/$/, ""))
    .all<FaultRow>();
  if (rows.results.length === 0) return null;
  const body = rows.results.some((f) => f.match) ? await req.clone().text() : "";
  const fault = rows.results.find((f) => !f.match || body.includes(f.match));
  if (!fault) return null;
  switch (fault.mode) {
    case "delay":
      await new Promise((r) => setTimeout(r, fault.delay_ms));
      return null;
    case "500":
      return json({ Message: "Internal server error (injected)" }, 500);
    case "malformed":
      return new Response("{ this is not json", { headers: { "content-type": "application/json" } });
    case "401":
      return json({ Message: "Authorization has been denied for this request." }, 401);
    case "error":
      return json({ Error: fault.message ?? "Injected business error" });
  }
}
