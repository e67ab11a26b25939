import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "./errors";
import { cachedSettings, FRESH_MS, MAX_AGE_S, purgeSettings, settingsCacheKey } from "./settings.server";
import type { MobileAppSettings } from "../domain/types";

/** A Cache with the Workers API's semantics that matter here: match/put/delete by URL. */
function memoryCache() {
  const store = new Map<string, Response>();
  return {
    store,
    match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, value: Response) => void store.set(String(key), value.clone()),
    delete: async (key: RequestInfo | URL) => store.delete(String(key)),
  };
}

function setup(answers: ApiResult<MobileAppSettings>[]) {
  const cache = memoryCache();
  let clock = 1_000_000;
  const background: Promise<unknown>[] = [];
  const fetchSettings = vi.fn(async () => answers.shift() ?? { ok: true as const, data: { main_name: "later" } });
  const options = {
    cache,
    provider: "https://api.provider.example",
    fetchSettings,
    waitUntil: (p: Promise<unknown>) => void background.push(p),
    now: () => clock,
  };
  return {
    cache,
    fetchSettings,
    read: async (scope?: string) => {
      const value = await cachedSettings({ ...options, scope });
      await Promise.all(background.splice(0));
      return value;
    },
    advance: (ms: number) => (clock += ms),
    options,
  };
}

describe("settings cached at the edge", () => {
  it("asks the provider once, then serves the cached copy while it is fresh", async () => {
    const s = setup([{ ok: true, data: { main_name: "first" } }]);
    expect(await s.read()).toEqual({ main_name: "first" });
    s.advance(FRESH_MS - 1);
    expect(await s.read()).toEqual({ main_name: "first" });
    expect(s.fetchSettings).toHaveBeenCalledTimes(1);
  });

  it("serves a copy older than the fresh time once more while it refreshes in the background", async () => {
    const s = setup([
      { ok: true, data: { main_name: "first" } },
      { ok: true, data: { main_name: "second" } },
    ]);
    await s.read();
    s.advance(FRESH_MS);
    expect(await s.read()).toEqual({ main_name: "first" });
    expect(s.fetchSettings).toHaveBeenCalledTimes(2);
    expect(await s.read()).toEqual({ main_name: "second" });
  });

  it("never serves a copy older than the maximum age", async () => {
    const s = setup([
      { ok: true, data: { main_name: "first" } },
      { ok: true, data: { main_name: "second" } },
    ]);
    await s.read();
    s.advance(MAX_AGE_S * 1000);
    expect(await s.read()).toEqual({ main_name: "second" });
  });

  it("does not cache a failure, and yields empty settings for it", async () => {
    const s = setup([
      { ok: false, failure: { kind: "timeout", key: "errors.timeout" } },
      { ok: true, data: { main_name: "back" } },
    ]);
    expect(await s.read()).toEqual({});
    expect(s.cache.store.size).toBe(0);
    expect(await s.read()).toEqual({ main_name: "back" });
  });

  it("keeps providers and test scopes apart, and a purge drops only its own entry", async () => {
    const s = setup([
      { ok: true, data: { main_name: "global" } },
      { ok: true, data: { main_name: "scoped" } },
    ]);
    expect(await s.read()).toEqual({ main_name: "global" });
    expect(await s.read("t-1")).toEqual({ main_name: "scoped" });
    expect(settingsCacheKey("https://a.example", "x")).not.toBe(settingsCacheKey("https://b.example", "x"));
    await purgeSettings(s.cache, s.options.provider, "t-1");
    expect(s.cache.store.has(settingsCacheKey(s.options.provider))).toBe(true);
    expect(s.cache.store.has(settingsCacheKey(s.options.provider, "t-1"))).toBe(false);
  });

  it("works without a cache (every read asks)", async () => {
    const fetchSettings = vi.fn(async () => ({ ok: true as const, data: { main_name: "x" } }));
    const options = { cache: null, provider: "p", fetchSettings, waitUntil: () => undefined };
    await cachedSettings(options);
    await cachedSettings(options);
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });
});
