import { afterEach, describe, expect, it } from "vitest";
import { IVANOV, newPhone, useUpstream } from "./harness";

// Per-test scopes of the test hooks (upstream/src/test-hooks/): with x-test-scope, a settings patch and faults
// apply to requests of that scope only, so parallel browser tests need no locks and never see each other's.
const { up, tokens } = useUpstream({ ivanov: IVANOV });

const A = "scope-a";
const B = "scope-b";

async function hook(method: string, path: string, scope: string | null, body: unknown = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (scope !== null) headers["x-test-scope"] = scope;
  const res = await up.raw(method, path, { headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const settings = async (scope: string | null) =>
  (await up.call("GET /Config/MobileAppSettings", { headers: scope === null ? {} : { "x-test-scope": scope } })).json;

const userInfo = (scope: string | null) =>
  up.raw("GET", "/User/Info", {
    headers: { acx: tokens.ivanov, ...(scope === null ? {} : { "x-test-scope": scope }) },
  });

afterEach(async () => {
  for (const scope of [A, B]) {
    await hook("DELETE", "/__test/settings", scope);
    await hook("DELETE", "/__test/faults", scope);
  }
  await hook("DELETE", "/__test/faults", null);
});

describe("scoped settings", () => {
  it("a scope sees its own patch over the provider's settings; others and unscoped calls do not", async () => {
    const global = await settings(null);
    const patched = await hook("POST", "/__test/settings", A, { startScreen: "Заявки", useBonusSystem: true });
    expect(patched).toEqual({ status: 200, json: { ...global, startScreen: "Заявки", useBonusSystem: true } });
    // Patches of one scope accumulate.
    await hook("POST", "/__test/settings", A, { color: "AA0000" });
    expect(await settings(A)).toEqual({ ...global, startScreen: "Заявки", useBonusSystem: true, color: "AA0000" });
    expect(await settings(B)).toEqual(global);
    expect(await settings(null)).toEqual(global);

    await hook("POST", "/__test/settings", B, { startScreen: "Оплата ЖКУ" });
    expect((await settings(A)).startScreen).toBe("Заявки");
    expect((await settings(B)).startScreen).toBe("Оплата ЖКУ");
  });

  it("the provider's own rules follow the scope's settings (a birth date required at registration)", async () => {
    await hook("POST", "/__test/settings", A, { requireBirthDate: true });
    const phone = newPhone();
    const register = async (scope: string) => {
      await up.call("POST /Auth/SendCheckCode", { body: { phone } });
      const code = await up.sentCode(phone);
      await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } });
      const headers = { "x-test-scope": scope };
      return up.call("POST /Auth/RegisterByPhone", {
        headers,
        body: { fio: "Тестов Тест", phone, password: "pass1234", code },
      });
    };
    expect((await register(A)).json).toMatchObject({
      isSucceed: false,
      Error: expect.stringContaining("заполнить все поля"),
    });
    await up.env.DB.prepare("DELETE FROM auth_code_sends WHERE phone = ?").bind(phone).run();
    expect((await register(B)).json).toEqual({ isSucceed: true });
  });

  it("DELETE clears the scope's patch; without a scope it is refused, and a malformed scope is 400", async () => {
    const global = await settings(null);
    await hook("POST", "/__test/settings", A, { showOurService: !global.showOurService });
    expect(await hook("DELETE", "/__test/settings", A)).toEqual({ status: 200, json: { ok: true } });
    expect(await settings(A)).toEqual(global);
    expect((await hook("DELETE", "/__test/settings", null)).status).toBe(400);
    for (const bad of ["", "has space", "x".repeat(65), "a.b", "é"]) {
      expect((await hook("POST", "/__test/settings", bad, { color: "000000" })).status, bad).toBe(400);
    }
    expect(await settings(null)).toEqual(global);
  });

  it("scoped lookups are indexed", async () => {
    const plan = await up.env.DB.prepare("EXPLAIN QUERY PLAN SELECT patch FROM test_settings WHERE scope = ?")
      .bind(A)
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toMatch(/USING (COVERING )?(INDEX|PRIMARY KEY)/);
    const faults = await up.env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT match FROM faults WHERE path = ? AND scope IN ('', ?)",
    )
      .bind("/user/info", A)
      .all<{ detail: string }>();
    expect(faults.results.map((r) => r.detail).join(" ")).toMatch(/USING (COVERING )?(INDEX|PRIMARY KEY)/);
  });
});

describe("scoped faults", () => {
  it("a fault of one scope fails only requests of that scope", async () => {
    expect(await hook("POST", "/__test/faults", A, { path: "/User/Info", mode: "500" })).toEqual({
      status: 200,
      json: { ok: true },
    });
    expect((await userInfo(A)).status).toBe(500);
    expect((await userInfo(B)).status).toBe(200);
    expect((await userInfo(null)).status).toBe(200);

    await hook("POST", "/__test/faults", B, { path: "/User/Info", mode: "401" });
    expect((await userInfo(A)).status).toBe(500);
    expect((await userInfo(B)).status).toBe(401);
  });

  it("a fault without a scope fails every request; `match` still narrows a scoped one", async () => {
    await hook("POST", "/__test/faults", null, { path: "/User/Info", mode: "500" });
    expect((await userInfo(A)).status).toBe(500);
    await hook("DELETE", "/__test/faults", null);

    await hook("POST", "/__test/faults", A, { path: "/auth/login", mode: "401", match: "79000000002" });
    const login = (phone: string, scope: string) =>
      up.raw("POST", "/auth/login", {
        headers: { "content-type": "application/json", "x-test-scope": scope },
        body: JSON.stringify({ phone, password: "demo1234" }),
      });
    expect((await login("79000000002", A)).status).toBe(401);
    expect((await login(IVANOV, A)).status).toBe(200);
    expect((await login("79000000002", B)).status).toBe(200);
  });

  it("DELETE removes only the caller's scope's faults", async () => {
    await hook("POST", "/__test/faults", A, { path: "/User/Info", mode: "500" });
    await hook("POST", "/__test/faults", B, { path: "/User/Info", mode: "500" });
    await hook("DELETE", "/__test/faults", A);
    expect((await userInfo(A)).status).toBe(200);
    expect((await userInfo(B)).status).toBe(500);
    await hook("DELETE", "/__test/faults", B, { path: "/user/info/" });
    expect((await userInfo(B)).status).toBe(200);
  });
});

describe("POST /__test/accounts", () => {
  it("a fresh account of the resident, with copies of the demo meters on request", async () => {
    const { phone } = await up.registerNewUser();
    const token = await up.login(phone, "n3w-pass");
    const plain = await hook("POST", "/__test/accounts", null, { phone });
    const withMeters = await hook("POST", "/__test/accounts", null, { phone, meters: "demo" });
    expect([plain.status, withMeters.status]).toEqual([200, 200]);
    const meters = (await up.call("GET /Meters/List", { token })).json.Data as { Ident: string }[];
    expect(meters.length).toBeGreaterThan(0);
    expect(new Set(meters.map((m) => m.Ident))).toEqual(new Set([withMeters.json.ident]));
    const info = (await up.call("GET /User/Info", { token })).json;
    expect(info.accounts.map((a: { Ident: string }) => a.Ident).sort()).toEqual(
      [plain.json.ident, withMeters.json.ident].sort(),
    );
    expect((await hook("POST", "/__test/accounts", null, { phone: "70000000000" })).status).toBe(404);
  });
});
