import { json, type UpstreamEnv } from "../http";

// Fault injection for the portal's tests: per path, delay, answer 500, malformed JSON, 401 or an Error field.
// A fault belongs to a scope: registered with x-test-scope it fails only requests carrying the same scope;
// without one (scope '') it fails every request. `match` narrows it further to bodies containing a text. The
// path "*" stands for every call (the bench delays them all to measure how deep each page's calls chain).

export type FaultMode = "delay" | "500" | "malformed" | "401" | "error";
const MODES: FaultMode[] = ["delay", "500", "malformed", "401", "error"];

interface FaultRow {
  match: string;
  mode: FaultMode;
  delay_ms: number;
  message: string | null;
}

export interface FaultBody {
  path?: string;
  mode?: FaultMode;
  delayMs?: number;
  message?: string;
  match?: string;
}

const pathKey = (path: string) => path.replace(/\/$/, "");

export async function addFault(db: D1Database, scope: string | null, body: FaultBody): Promise<Response> {
  if (!body.path || !body.mode || !MODES.includes(body.mode)) return json({ Message: "path and mode required" }, 400);
  await db
    .prepare(
      "INSERT OR REPLACE INTO faults (scope, path, match, mode, delay_ms, message) VALUES (?, lower(?), ?, ?, ?, ?)",
    )
    .bind(scope ?? "", pathKey(body.path), body.match ?? "", body.mode, body.delayMs ?? 0, body.message ?? null)
    .run();
  return json({ ok: true });
}

/** Removes the caller's scope's faults: one (path and match) or all of them. */
export async function removeFaults(db: D1Database, scope: string | null, body: FaultBody): Promise<Response> {
  if (body.path) {
    await db
      .prepare("DELETE FROM faults WHERE path = lower(?) AND scope = ? AND match = ?")
      .bind(pathKey(body.path), scope ?? "", body.match ?? "")
      .run();
  } else {
    await db
      .prepare("DELETE FROM faults WHERE scope = ?")
      .bind(scope ?? "")
      .run();
  }
  return json({ ok: true });
}

/** Applies an injected fault for this request, if any; returns the response to send instead, or null. */
export async function injectFault(
  env: UpstreamEnv,
  req: Request,
  pathname: string,
  scope: string | null,
): Promise<Response | null> {
  const rows = await env.DB.prepare(
    "SELECT match, mode, delay_ms, message FROM faults WHERE path IN (lower(?), '*') AND scope IN ('', ?) ORDER BY path = '*'",
  )
    .bind(pathKey(pathname), scope ?? "")
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
