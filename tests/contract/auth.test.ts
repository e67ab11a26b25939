import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
}, 60_000);
afterAll(() => up?.dispose());

describe("auth and user", () => {
  it("POST /auth/login: success and wrong pair", async () => {
    const ok = await up.call("POST /auth/login", { body: { phone: "79000000001", password: "demo1234" } });
    expect(ok.status).toBe(200);
    expect(ok.json.fio).toBe("Иванов Иван Иванович");
    const bad = await up.call("POST /auth/login", { body: { phone: "79000000001", password: "nope" } });
    expect(bad.status).toBe(401);
  });

  it("GET /User/Info: the user with accounts, 401 without a token", async () => {
    const token = await up.login();
    const info = await up.call("GET /User/Info", { token });
    expect(info.json.accounts.map((a: { Ident: string }) => a.Ident)).toEqual(["1000001", "1000002"]);
    const anon = await up.call("GET /User/Info");
    expect(anon.status).toBe(401);
  });

  it("GET /Config/MobileAppSettings", async () => {
    const res = await up.call("GET /Config/MobileAppSettings");
    expect(res.json.menu.length).toBeGreaterThan(0);
  });
});
