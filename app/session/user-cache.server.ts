import type { User } from "../domain/types";

// The signed-in resident's provider data (name, e-mail, accounts) is not kept in the session cookie: the provider
// decides its size, and a cookie over the browser's 4 KiB limit cannot be set, which used to lock a resident with
// a long name out (issue 14). It is kept in the Worker's edge cache instead, keyed by a hash of the provider and
// the token, so it is never readable without the token and dies with it. A miss (expired, another location, a
// runtime without a cache) costs one /User/Info call, made alongside the page's own calls.

/** How long an entry serves before the provider is asked again; screens that change the user refresh it sooner. */
export const USER_MAX_AGE_S = 600;

type EdgeCache = Pick<Cache, "match" | "put" | "delete">;

export async function userCacheKey(provider: string, token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${provider}\n${token}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `https://user-cache.invalid/${hex}`;
}

export interface UserCache {
  get(token: string): Promise<User | null>;
  put(token: string, user: User): Promise<void>;
  drop(token: string): Promise<void>;
}

/** The cache for one provider; with no edge cache every read misses and writes are dropped. */
export function userCache(cache: EdgeCache | null, provider: string): UserCache {
  return {
    async get(token) {
      if (!cache) return null;
      const hit = await cache.match(await userCacheKey(provider, token)).catch(() => undefined);
      return hit ? ((await hit.json()) as User) : null;
    },
    async put(token, user) {
      if (!cache) return;
      const entry = new Response(JSON.stringify(user), {
        headers: { "content-type": "application/json", "cache-control": `max-age=${USER_MAX_AGE_S}` },
      });
      // A cache that refuses the entry only costs a /User/Info call later.
      await cache.put(await userCacheKey(provider, token), entry).catch(() => undefined);
    },
    async drop(token) {
      if (cache) await cache.delete(await userCacheKey(provider, token)).catch(() => false);
    },
  };
}
