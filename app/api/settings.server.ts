import type { ApiResult } from "./errors";
import type { MobileAppSettings } from "../domain/types";

// The provider's mobile-app settings are the same for every resident, so they are cached per provider at the
// edge (Workers Cache API): most pages then need no settings call at all. An entry is served as it is for
// FRESH_MS, then served once more while a background refresh replaces it, and never past MAX_AGE_S. A failed
// fetch is not cached. Nothing of a resident's own ever goes through here.

export const FRESH_MS = 30_000;
export const MAX_AGE_S = 60;
const FETCHED_AT = "x-fetched-at";

export interface SettingsCacheOptions {
  /** The edge cache; null where there is none (then every request asks the provider). */
  cache: Pick<Cache, "match" | "put" | "delete"> | null;
  /** Which provider (its base URL) and, in tests, which scope: settings differ by both. */
  provider: string;
  scope?: string | null;
  fetchSettings: () => Promise<ApiResult<MobileAppSettings>>;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

export function settingsCacheKey(provider: string, scope?: string | null): string {
  const key = new URL("https://settings-cache.invalid/");
  key.searchParams.set("provider", provider);
  if (scope) key.searchParams.set("scope", scope);
  return key.href;
}

/** The settings, from the cache when fresh enough; an unreachable provider yields {} so pages still render. */
export async function cachedSettings(options: SettingsCacheOptions): Promise<MobileAppSettings> {
  const { cache, provider, scope, waitUntil, now = Date.now } = options;
  const key = settingsCacheKey(provider, scope);
  const hit = cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (hit) {
    const age = now() - Number(hit.headers.get(FETCHED_AT));
    if (age >= 0 && age < MAX_AGE_S * 1000) {
      if (age >= FRESH_MS) waitUntil(refresh(options, key));
      return (await hit.json()) as MobileAppSettings;
    }
  }
  return (await refresh(options, key)) ?? {};
}

async function refresh({ cache, fetchSettings, waitUntil, now = Date.now }: SettingsCacheOptions, key: string) {
  const result = await fetchSettings();
  if (!result.ok) return null;
  if (cache) {
    const entry = new Response(JSON.stringify(result.data), {
      headers: {
        "content-type": "application/json",
        "cache-control": `max-age=${MAX_AGE_S}`,
        [FETCHED_AT]: String(now()),
      },
    });
    waitUntil(cache.put(key, entry).catch(() => undefined));
  }
  return result.data;
}

/** Drops a provider's cached settings (the test hook that changes a scope's settings calls this). */
export async function purgeSettings(
  cache: SettingsCacheOptions["cache"],
  provider: string,
  scope?: string | null,
): Promise<void> {
  await cache?.delete(settingsCacheKey(provider, scope)).catch(() => false);
}

/** The Worker's default cache, where the runtime has one. */
export function edgeCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}
