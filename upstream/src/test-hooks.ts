import { json, readJson, type UpstreamEnv } from "./http";

// Fault injection for the portal's tests: per path, delay, answer 500, malformed JSON, 401 or an Error field.
// Only when TEST_HOOKS is "on" (dev and tests); a public demo deployment turns it off.
export type FaultMode = "delay" | "500" | "malformed" | "401" | "error";
const MODES: FaultMode[] = ["delay", "500", "malformed", "401", "error"];

export function hooksEnabled(env: UpstreamEnv): boolean {
  return env.TEST_HOOKS === "on";
}

export async function handleTestHook(req: Request, env: UpstreamEnv, url: URL): Promise<Response> {
  if (!hooksEnabled(env)) return json({ Message: "Not found" }, 404);
  const path = url.pathname.replace(/^\/__test/, "");
  if (path === "/faults" && req.method === "POST") {
    const body = await readJson<{ path: string; mode: FaultMode; delayMs: number; message: string }>(req);
    if (!body.path || !body.mode || !MODES.includes(body.mode)) return json({ Message: "path and mode required" }, 400);
    await env.DB.prepare(
      "INSERT OR REPLACE INTO faults (path, mode, delay_ms, message) VALUES (lower(?), ?, ?, ?)",
    )
      .bind(body.path, body.mode, body.delayMs ?? 0, body.message ?? null)
      .run();
    return json({ ok: true });
  }
  if (path === "/faults" && req.method === "DELETE") {
    await env.DB.prepare("DELETE FROM faults").run();
    return json({ ok: true });
  }
  if (path === "/settings" && req.method === "POST") {
    // Merges into MobileAppSettings so a test can switch menu sections, start screen, colour…
    const patch = await readJson<Record<string, unknown>>(req);
    const row = await env.DB.prepare("SELECT value FROM settings WHERE key = 'mobile_app_settings'").first<{
      value: string;
    }>();
    const merged = { ...(row ? JSON.parse(row.value) : {}), ...patch };
    await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('mobile_app_settings', ?)")
      .bind(JSON.stringify(merged))
      .run();
    return json(merged);
  }
  return json({ Message: "Not found" }, 404);
}

/** Applies an injected fault for this path, if any; returns the response to send instead, or null. */
export async function injectFault(env: UpstreamEnv, pathname: string): Promise<Response | null> {
  if (!hooksEnabled(env)) return null;
  const fault = await env.DB.prepare("SELECT mode, delay_ms, message FROM faults WHERE path = lower(?)")
    .bind(pathname.replace(/\/$/, ""))
    .first<{ mode: FaultMode; delay_ms: number; message: string | null }>();
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
