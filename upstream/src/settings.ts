import type { components } from "../../openapi/schema";
import { defaultSettings } from "./db/seed";

// The provider's MobileAppSettings (GET /Config/MobileAppSettings), which also steer some of its own rules
// (requireBirthDate at registration, allowMeterVerificationRequest). A test scope (x-test-scope) sees them
// with its own patch merged over, so a test can change settings without touching anyone else's.

export type MobileAppSettings = components["schemas"]["MobileAppSettings"];
type Patch = Record<string, unknown>;

const GLOBAL = "SELECT value FROM settings WHERE key = 'mobile_app_settings'";

/** The settings as the caller's scope sees them; one indexed read either way. */
export async function mobileAppSettings(db: D1Database, scope: string | null): Promise<MobileAppSettings> {
  const row = await db
    .prepare(`SELECT (${GLOBAL}) AS global, (SELECT patch FROM test_settings WHERE scope = ?) AS patch`)
    .bind(scope ?? "")
    .first<{ global: string | null; patch: string | null }>();
  const global = row?.global ? (JSON.parse(row.global) as MobileAppSettings) : defaultSettings;
  return row?.patch ? { ...global, ...(JSON.parse(row.patch) as Patch) } : global;
}

/** Merges a patch into the scope's patch, or (no scope) into the provider's settings; answers the result. */
export async function patchSettings(db: D1Database, scope: string | null, patch: Patch): Promise<MobileAppSettings> {
  if (scope) {
    const row = await db
      .prepare("SELECT patch FROM test_settings WHERE scope = ?")
      .bind(scope)
      .first<{ patch: string }>();
    const merged = { ...(row ? (JSON.parse(row.patch) as Patch) : {}), ...patch };
    await db
      .prepare("INSERT OR REPLACE INTO test_settings (scope, patch) VALUES (?, ?)")
      .bind(scope, JSON.stringify(merged))
      .run();
  } else {
    const merged = { ...(await mobileAppSettings(db, null)), ...patch };
    await db
      .prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('mobile_app_settings', ?)")
      .bind(JSON.stringify(merged))
      .run();
  }
  return mobileAppSettings(db, scope);
}

export async function clearScopeSettings(db: D1Database, scope: string): Promise<void> {
  await db.prepare("DELETE FROM test_settings WHERE scope = ?").bind(scope).run();
}
