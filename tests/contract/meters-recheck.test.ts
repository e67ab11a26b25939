import { describe, expect, it } from "vitest";
import { PETROVA, useUpstream } from "./harness";
import { AUTO, COLD, GAS, HOT, metersKit, RETIRED, useMetersResident } from "./meters-kit";

// Ordering a meter's verification (spec §7 "Meters": CreateRequestOnMeterRecheck), on copies of the demo meters
// of a throwaway resident (`mine`): the orders become requests, and Иванов's meters and requests stay as seeded.
const { up, tokens } = useUpstream({ petrova: PETROVA });
const mine = useMetersResident(up);
const kit = metersKit(up, () => mine.token);
/** The resident's copy of a demo meter, read through GET /Meters/List. */
const meter = (demoNum: string) => kit.meter(mine.copy(demoNum));
const recheck = (meterID: number, token: string | null = mine.token) =>
  up.call("POST /meters/CreateRequestOnMeterRecheck", { query: { meterID }, token });

describe("POST /meters/CreateRequestOnMeterRecheck", () => {
  it("needs a token", async () => {
    expect((await recheck(1, null)).status).toBe(401);
  });

  it("orders a verification of hot water (checkup within 30 days) once", async () => {
    const hot = await meter(HOT);
    const res = await recheck(hot.ID);
    expect(res.json).toMatchObject({ isSucceed: true, error: null });
    expect(res.json.id).toBeGreaterThan(0);
    expect(res.json.requestNumbers).toHaveLength(1);
    const row = await up.env.DB.prepare(
      "SELECT r.number, r.name, r.status_id, a.ident FROM requests r JOIN accounts a ON a.id = r.account_id WHERE r.id = ?",
    )
      .bind(res.json.id)
      .first();
    expect(row).toEqual({
      number: res.json.requestNumbers[0],
      name: "Поверка прибора учёта",
      status_id: 1,
      ident: mine.ident,
    });
    expect((await meter(HOT)).ExistVerificationRequest).toBe(true);

    const second = await recheck(hot.ID);
    expect(second.json).toMatchObject({ isSucceed: false, id: null, requestNumbers: [] });
    expect(second.json.error).toContain(res.json.requestNumbers[0]);

    // Once the dispatcher closes the request, a new order is possible.
    await up.env.DB.prepare("UPDATE requests SET is_closed = 1 WHERE id = ?").bind(res.json.id).run();
    expect((await meter(HOT)).ExistVerificationRequest).toBe(false);
    const third = await recheck(hot.ID);
    expect(third.json.isSucceed).toBe(true);
    expect(third.json.requestNumbers[0]).not.toBe(res.json.requestNumbers[0]);
  });

  it("refuses cold water (checkup far ahead), the automatic meter and another user's meter", async () => {
    const cold = await recheck((await meter(COLD)).ID);
    expect(cold.json.isSucceed).toBe(false);
    expect(cold.json.error).toMatch(/30 дней/);
    expect((await recheck((await meter(AUTO)).ID)).json.isSucceed).toBe(false);
    expect((await recheck((await meter(RETIRED)).ID)).json.isSucceed).toBe(false);
    const gas = await meter(GAS);
    const foreign = await recheck(gas.ID, tokens.petrova);
    expect(foreign.json).toMatchObject({ isSucceed: false, error: "Прибор учёта не найден" });
    expect((await meter(GAS)).ExistVerificationRequest).toBe(false);
    const none = await up.call("POST /meters/CreateRequestOnMeterRecheck", { token: mine.token });
    expect(none.json.isSucceed).toBe(false);
  });

  it("refuses every order while the provider does not offer verification", async () => {
    const settings = "SELECT value FROM settings WHERE key = 'mobile_app_settings'";
    const original = (await up.env.DB.prepare(settings).first<{ value: string }>())!.value;
    const off = JSON.stringify({ ...JSON.parse(original), allowMeterVerificationRequest: false });
    await up.env.DB.prepare("UPDATE settings SET value = ? WHERE key = 'mobile_app_settings'").bind(off).run();
    try {
      const res = await recheck((await meter(GAS)).ID);
      expect(res.json).toMatchObject({ isSucceed: false, id: null });
      expect(res.json.error).toMatch(/недоступен/);
    } finally {
      await up.env.DB.prepare("UPDATE settings SET value = ? WHERE key = 'mobile_app_settings'").bind(original).run();
    }
  });

  it("orders an overdue meter's verification with the id in a JSON body", async () => {
    const gas = await meter(GAS);
    const res = await up.call("POST /meters/CreateRequestOnMeterRecheck", {
      body: { meterID: gas.ID },
      token: mine.token,
    });
    expect(res.json.isSucceed).toBe(true);
    expect((await meter(GAS)).ExistVerificationRequest).toBe(true);
  });
});
