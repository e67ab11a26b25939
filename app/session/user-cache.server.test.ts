import { describe, expect, it } from "vitest";
import type { User } from "../domain/types";
import { userCache, userCacheKey } from "./user-cache.server";

/** The Cache API's surface, in memory. */
function memoryCache() {
  const entries = new Map<string, string>();
  return {
    entries,
    async match(key: RequestInfo | URL) {
      const body = entries.get(String(key));
      return body === undefined ? undefined : new Response(body);
    },
    async put(key: RequestInfo | URL, response: Response) {
      entries.set(String(key), await response.text());
    },
    async delete(key: RequestInfo | URL) {
      return entries.delete(String(key));
    },
  };
}

const user = (fio: string): User => ({
  login: "79000000001",
  fio,
  Phone: "79000000001",
  accessOSS: false,
  showOSSLink: false,
  accounts: [],
});

describe("user cache", () => {
  it("keeps a user per provider and token, under a key that does not reveal the token", async () => {
    const cache = memoryCache();
    const a = userCache(cache, "https://a.example/api");
    await a.put("secret-token", user("Иванов"));
    expect(await a.get("secret-token")).toMatchObject({ fio: "Иванов" });
    expect(await a.get("other-token")).toBeNull();
    expect(await userCache(cache, "https://b.example/api").get("secret-token")).toBeNull();
    expect([...cache.entries.keys()].join()).not.toContain("secret-token");
    expect(await userCacheKey("p", "t")).toMatch(/^https:\/\/user-cache\.invalid\/[0-9a-f]{64}$/);
  });

  it("holds provider data of any size, and forgets it on drop", async () => {
    const cache = memoryCache();
    const users = userCache(cache, "p");
    await users.put("t", { ...user("Я".repeat(1500)), email: `${"a".repeat(10_000)}@example.com` });
    expect((await users.get("t"))?.fio).toHaveLength(1500);
    await users.drop("t");
    expect(await users.get("t")).toBeNull();
  });

  it("without an edge cache every read misses", async () => {
    const users = userCache(null, "p");
    await users.put("t", user("Иванов"));
    expect(await users.get("t")).toBeNull();
  });
});
