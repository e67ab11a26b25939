import { afterEach, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "../../upstream/src/http";
import { IVANOV, PETROVA, useUpstream } from "./harness";

// The reference upstream's test hooks (upstream/src/test-hooks.ts): fault injection, settings and session
// revocation for the portal's tests. They are deliberately not in the contract, so they are called through
// up.raw (no contract validation); the answers they inject are checked by hand.
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });

const OFF: Partial<UpstreamEnv> = { TEST_HOOKS: "off" };

/** A JSON call to the worker without contract validation. */
async function raw(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; env?: Partial<UpstreamEnv> } = {},
) {
  const headers = new Headers();
  if (opts.token) headers.set("acx", opts.token);
  if (opts.body !== undefined) headers.set("content-type", "application/json");
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const res = await up.raw(method, path, { headers, body }, opts.env);
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text, json };
}

const fault = (spec: Record<string, unknown>, env?: Partial<UpstreamEnv>) =>
  raw("POST", "/__test/faults", { body: spec, env });
const clearFaults = (body?: Record<string, unknown>) => raw("DELETE", "/__test/faults", { body: body ?? {} });
const storedFaults = async () =>
  (await up.env.DB.prepare("SELECT path, match, mode FROM faults ORDER BY path").all()).results;
const userInfo = (token = tokens.ivanov, env?: Partial<UpstreamEnv>) => raw("GET", "/User/Info", { token, env });

afterEach(async () => {
  await clearFaults();
});

describe("POST /__test/faults, one per mode", () => {
  it("delay: the real answer, late; DELETE removes the fault", async () => {
    expect(await fault({ path: "/Config/MobileAppSettings", mode: "delay", delayMs: 300 })).toMatchObject({
      status: 200,
      json: { ok: true },
    });
    const started = performance.now();
    const res = await up.call("GET /Config/MobileAppSettings");
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.json.menu.length).toBeGreaterThan(0);
    expect(await clearFaults({ path: "/Config/MobileAppSettings" })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await storedFaults()).toEqual([]);
  });

  it("500: an injected server error instead of the answer, until cleared", async () => {
    await fault({ path: "/User/Info", mode: "500" });
    expect(await userInfo()).toMatchObject({ status: 500, json: { Message: "Internal server error (injected)" } });
    await clearFaults({ path: "/User/Info" });
    expect((await up.call("GET /User/Info", { token: tokens.ivanov })).json.fio).toBe("Иванов Иван Иванович");
  });

  it("malformed: 200 with a JSON content type and a body that is not JSON", async () => {
    await fault({ path: "/User/Info", mode: "malformed" });
    const res = await userInfo();
    expect(res.status).toBe(200);
    expect(res.contentType).toContain("application/json");
    expect(res.json).toBeUndefined();
    expect(res.text).toBe("{ this is not json");
    await clearFaults({ path: "/User/Info" });
    expect((await userInfo()).json.fio).toBe("Иванов Иван Иванович");
  });

  it("401: even a valid token is refused", async () => {
    await fault({ path: "/User/Info", mode: "401" });
    expect(await userInfo()).toMatchObject({
      status: 401,
      json: { Message: "Authorization has been denied for this request." },
    });
    await clearFaults({ path: "/User/Info" });
    expect((await userInfo()).status).toBe(200);
  });

  it("error: a business Error with the given message, or a default one", async () => {
    await fault({ path: "/Meters/SaveMeterValue", mode: "error", message: "Приём показаний временно закрыт" });
    const body = { MeterId: 1, Value: 1 };
    expect(await raw("POST", "/Meters/SaveMeterValue", { token: tokens.ivanov, body })).toMatchObject({
      status: 200,
      json: { Error: "Приём показаний временно закрыт" },
    });
    await fault({ path: "/Meters/SaveMeterValue", mode: "error" });
    expect((await raw("POST", "/Meters/SaveMeterValue", { token: tokens.ivanov, body })).json).toEqual({
      Error: "Injected business error",
    });
    await clearFaults({ path: "/Meters/SaveMeterValue" });
    expect(await storedFaults()).toEqual([]);
  });

  it("the fault path ignores case and a trailing slash; an unknown mode or a missing path is 400", async () => {
    await fault({ path: "/user/info/", mode: "500" });
    expect((await userInfo()).status).toBe(500);
    expect((await raw("GET", "/USER/INFO/", { token: tokens.ivanov })).status).toBe(500);
    for (const bad of [{ path: "/User/Info", mode: "explode" }, { mode: "500" }, { path: "/User/Info" }]) {
      expect(await fault(bad), JSON.stringify(bad)).toMatchObject({
        status: 400,
        json: { Message: "path and mode required" },
      });
    }
  });

  it("match limits the fault to bodies containing the string; DELETE with the match removes only it", async () => {
    await fault({ path: "/auth/login", mode: "401", match: PETROVA });
    await fault({ path: "/auth/login", mode: "delay", delayMs: 1, match: "nobody-sends-this" });
    const login = (phone: string) => raw("POST", "/auth/login", { body: { phone, password: "demo1234" } });
    expect(await login(PETROVA)).toMatchObject({
      status: 401,
      json: { Message: "Authorization has been denied for this request." },
    });
    expect((await login(IVANOV)).json.fio).toBe("Иванов Иван Иванович");

    await clearFaults({ path: "/auth/login", match: PETROVA });
    expect(await storedFaults()).toEqual([{ path: "/auth/login", match: "nobody-sends-this", mode: "delay" }]);
    expect((await up.call("POST /auth/login", { body: { phone: PETROVA, password: "demo1234" } })).json.fio).toBe(
      "Петрова Анна Сергеевна",
    );
  });

  it("DELETE /__test/faults without a path clears every fault", async () => {
    await fault({ path: "/User/Info", mode: "500" });
    await fault({ path: "/Meters/List", mode: "401" });
    expect(await storedFaults()).toHaveLength(2);
    expect(await clearFaults()).toMatchObject({ status: 200, json: { ok: true } });
    expect(await storedFaults()).toEqual([]);
    expect((await userInfo()).status).toBe(200);
    expect((await raw("GET", "/Meters/List", { token: tokens.ivanov })).status).toBe(200);
  });
});

describe("POST /__test/settings and /__test/revoke", () => {
  it("settings: merges into MobileAppSettings and answers the result", async () => {
    const before = (await up.call("GET /Config/MobileAppSettings")).json;
    const res = await raw("POST", "/__test/settings", { body: { requireBirthDate: !before.requireBirthDate } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...before, requireBirthDate: !before.requireBirthDate });
    expect((await up.call("GET /Config/MobileAppSettings")).json).toEqual(res.json);
    await raw("POST", "/__test/settings", { body: { requireBirthDate: before.requireBirthDate } });
    expect((await up.call("GET /Config/MobileAppSettings")).json).toEqual(before);
  });

  it("revoke: every session of that resident ends, others' stay", async () => {
    // A throwaway resident with three sessions (the demo residents' sessions of other files stay).
    const resident = await up.newResident();
    const first = await up.login(resident.phone, resident.password);
    const second = await up.login(resident.phone, resident.password);
    expect(await raw("POST", "/__test/revoke", { body: { phone: resident.phone } })).toMatchObject({
      status: 200,
      json: { ok: true },
    });
    for (const token of [first, second, resident.token]) expect((await userInfo(token)).status).toBe(401);
    expect((await userInfo(tokens.ivanov)).status).toBe(200);
  });

  it("an unknown hook is 404", async () => {
    expect((await raw("GET", "/__test/faults")).status).toBe(404);
    expect((await raw("POST", "/__test/nothing", { body: {} })).status).toBe(404);
  });
});

describe("POST /__test/requests/message and /__test/requests/state", () => {
  it("adds a staff message the resident sees as unread, and moves a request to done with an access code", async () => {
    // A new request of a throwaway resident (Иванов's requests stay as seeded).
    const resident = await up.newResident();
    const { ident } = await up.testAccount(resident.phone);
    const created = await up.call("POST /Requests/New", {
      token: resident.token,
      body: { ident, typeID: 1, subTypeID: null, detailSubTypeID: null, text: "Не работает лифт", waitComplete: false },
    });
    const list = (await up.call("GET /Requests/List", { token: resident.token })).json;
    const target = list.Requests.find((r: { ID: number }) => r.ID === created.json.id);
    expect(target.StatusID).toBe(1);
    expect(
      await raw("POST", "/__test/requests/message", { body: { requestId: target.ID, text: "Мастер выехал" } }),
    ).toMatchObject({ status: 200 });
    const updates = await up.call("POST /Requests/GetUpdates", {
      token: resident.token,
      body: { updateKey: list.UpdateKey },
    });
    const changed = updates.json.UpdatedRequests.find((r: { ID: number }) => r.ID === target.ID);
    expect(changed.IsReadedByClient).toBe(false);
    const details = await up.call("GET /Requests/Details/{id}", { params: { id: target.ID }, token: resident.token });
    expect(details.json.Messages.at(-1)).toMatchObject({ Text: "Мастер выехал", IsSelf: false });

    await raw("POST", "/__test/requests/state", {
      body: { requestId: target.ID, statusId: 5, canClose: true, accessCode: "hook-777" },
    });
    const open = await up.call("GET /OpenRequests/Details/{code}", { params: { code: "hook-777" } });
    expect(open.json.request).toMatchObject({ ID: target.ID, StatusID: 5, CanClose: true, IsClosed: false });
  });
});

describe("with TEST_HOOKS not on", () => {
  it("every hook answers 404 and changes nothing", async () => {
    const settings = (await up.call("GET /Config/MobileAppSettings")).json;
    const token = await up.login(IVANOV);
    for (const [method, path, body] of [
      ["POST", "/__test/faults", { path: "/User/Info", mode: "500" }],
      ["DELETE", "/__test/faults", {}],
      ["POST", "/__test/settings", { requireBirthDate: !settings.requireBirthDate }],
      ["POST", "/__test/revoke", { phone: IVANOV }],
      ["POST", "/__test/requests/message", { requestId: 1, text: "x" }],
      ["POST", "/__test/requests/state", { requestId: 1, statusId: 5 }],
    ] as const) {
      const res = await raw(method, path, { body, env: OFF });
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, json: { Message: "Not found" } });
    }
    expect(await storedFaults()).toEqual([]);
    expect((await up.call("GET /Config/MobileAppSettings")).json).toEqual(settings);
    expect((await userInfo(token)).status).toBe(200);
  });

  it("stored faults are not applied", async () => {
    await fault({ path: "/User/Info", mode: "500" });
    expect((await userInfo(tokens.ivanov, OFF)).status).toBe(200);
    expect((await userInfo(tokens.ivanov, { TEST_HOOKS: undefined })).status).toBe(200);
    // The same request with the hooks on gets the fault: it is stored, only not applied.
    expect((await userInfo()).status).toBe(500);
  });
});
