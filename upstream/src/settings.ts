import { defaultSettings } from "./db/seed";
import type { UpstreamEnv } from "./http";

/** The test scope of a request (x-test-scope), or "" — test hooks keep settings and faults per scope. */
export function testScope(req: Request): string {
  const scope = req.headers.get("x-test-scope") ?? "";
  return /^[\w-]{1,64}$/.test(scope) ? scope : "";
}

/**
 * MobileAppSettings as this request sees them: the provider's, with a test scope's patch on top (only a test
 * hook writes one, so without test hooks this is the provider's settings alone).
 */
export async function mobileAppSettings(env: UpstreamEnv, scope: string): Promise<Record<string, unknown>> {
  const [global, scoped] = await env.DB.batch<{ value: string }>([
    env.DB.prepare("SELECT value FROM settings WHERE key = 'mobile_app_settings'"),
    env.DB.prepare("SELECT value FROM test_settings WHERE scope = ?").bind(scope),
  ]);
  const base = global?.results[0] ? (JSON.parse(global.results[0].value) as Record<string, unknown>) : defaultSettings;
  return scope && scoped?.results[0] ? { ...base, ...(JSON.parse(scoped.results[0].value) as Record<string, unknown>) } : base;
}
