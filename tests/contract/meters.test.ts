import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { IVANOV, PETROVA, useUpstream } from "./harness";
import {
  AUTO,
  CLOSED_PERIOD,
  COLD,
  ELECTRICITY,
  GAS,
  HEAT,
  HOT,
  metersKit,
  RETIRED,
  useMetersResident,
} from "./meters-kit";

const LOWER = "Новое значение не может быть меньше предыдущего";

// Reading: Иванов's demo meters. Writing: copies of them on a throwaway resident's account (`mine`).
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });
const { meters } = metersKit(up, () => tokens.ivanov);
const mine = useMetersResident(up);
const copies = metersKit(up, () => mine.token);
/** The resident's copy of a demo meter, read through GET /Meters/List. */
const myMeter = (demoNum: string) => copies.meter(mine.copy(demoNum));

const save = (body: Record<string, unknown>, token: string | null = mine.token) =>
  up.call("POST /Meters/SaveMeterValue", { body, token });
const remove = (body: Record<string, unknown>, token: string | null = mine.token) =>
  up.call("POST /Meters/DeleteMeterValue", { body, token });

const today = Temporal.Now.plainDateISO("Europe/Moscow");
const fromDmy = (s: string) => {
  const [d, m, y] = s.split(".").map(Number);
  return Temporal.PlainDate.from({ year: y!, month: m!, day: d! });
};
const daysUntil = (s: string) => today.until(fromDmy(s)).total({ unit: "days" });

describe("GET /Meters/List", () => {
  it("needs a token", async () => {
    expect((await up.call("GET /Meters/List")).status).toBe(401);
  });

  it("lists only the user's meters, by account", async () => {
    const list = await meters();
    expect(list.map((m) => m.UniqueNum)).toEqual([COLD, HOT, ELECTRICITY, HEAT, GAS, AUTO, RETIRED, CLOSED_PERIOD]);
    expect(list.every((m) => ["1000001", "1000002"].includes(m.Ident))).toBe(true);
    expect(await meters(tokens.petrova)).toEqual([]);
  });

  it("carries the demo situations", async () => {
    const list = await meters();
    const by = (u: string) => list.find((m) => m.UniqueNum === u)!;
    const cold = by(COLD);
    expect(cold.Resource).toBe("Холодная вода");
    expect(cold.TariffNumberInt).toBe(1);
    expect(cold.Values).toHaveLength(12);
    expect(cold.Values.some((v) => v.IsCurrentPeriod)).toBe(false);
    expect(cold.CheckValue).toBe(cold.Values[0]!.Value);
    expect(cold.PeriodMessage).toBeNull();
    expect(daysUntil(cold.NextCheckupDate)).toBeGreaterThan(30);

    const electricity = by(ELECTRICITY);
    expect([electricity.TariffNumberInt, electricity.Tariff1Name, electricity.Tariff2Name]).toEqual([
      2,
      "День",
      "Ночь",
    ]);
    expect(electricity.Values).toHaveLength(13);
    expect(electricity.Values[0]!.IsCurrentPeriod).toBe(true);
    expect(electricity.Values[0]!.IsAccepted).toBe(false);
    // The check values are the previous period's, not the current reading's.
    expect([electricity.CheckValue, electricity.CheckValueT2]).toEqual([
      electricity.Values[1]!.Value,
      electricity.Values[1]!.ValueT2,
    ]);

    const heat = by(HEAT);
    expect(heat.TariffNumberInt).toBe(3);
    expect(heat.Values[0]!.ValueT3).toBeGreaterThan(0);
    expect(heat.CheckValueT3).toBe(heat.Values[0]!.ValueT3);

    const gas = by(GAS);
    expect(gas.Resource).toBe("Газ");
    expect(daysUntil(gas.NextCheckupDate)).toBeLessThan(0);
    expect(gas.PeriodMessage).toMatch(/поверки/);

    const hot = by(HOT);
    expect(daysUntil(hot.NextCheckupDate)).toBe(20);
    expect(hot.PeriodMessage).toBeNull();
    expect([hot.AllowMeterVerificationRequest, hot.ExistVerificationRequest]).toEqual([true, false]);

    expect(by(AUTO).AutoValueGettingOnly).toBe(true);
    expect(by(AUTO).AutoValueGettingComment).toBeTruthy();
    expect(by(RETIRED).IsDisabled).toBe(true);
    expect(by(CLOSED_PERIOD).ValuesCanAdd).toBe(false);
  });

  it("has 12 months of monotonically increasing history per tariff, with DD.MM.YYYY dates", async () => {
    for (const m of await meters()) {
      expect(m.Values.filter((v) => !v.IsCurrentPeriod).length, m.UniqueNum).toBe(12);
      for (const [newer, older] of m.Values.slice(0, -1).map((v, i) => [v, m.Values[i + 1]!] as const)) {
        expect(newer.Value, m.UniqueNum).toBeGreaterThan(older.Value);
        if (m.TariffNumberInt >= 2) expect(newer.ValueT2!).toBeGreaterThan(older.ValueT2!);
        if (m.TariffNumberInt >= 3) expect(newer.ValueT3!).toBeGreaterThan(older.ValueT3!);
        expect(fromDmy(newer.Period).until(fromDmy(older.Period)).total({ unit: "days" })).toBeLessThan(0);
      }
      expect(m.Values[0]!.Period).toMatch(/^01\.\d{2}\.\d{4}$/);
      if (m.LastCheckupDate) expect(m.LastCheckupDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    }
  });
});

describe("GET /Meters/MeterValues", () => {
  it("answers the history of the user's meter", async () => {
    const res = await up.call("GET /Meters/MeterValues", {
      query: { meterUniqueNum: ELECTRICITY },
      token: tokens.ivanov,
    });
    expect(res.status).toBe(200);
    expect(res.json.Data.length).toBeGreaterThanOrEqual(13);
    expect(res.json.Data[0].IsCurrentPeriod).toBe(true);
  });

  it("401 without a token, 400 without the parameter, 404 for an unknown or foreign meter", async () => {
    expect((await up.call("GET /Meters/MeterValues", { query: { meterUniqueNum: COLD } })).status).toBe(401);
    expect((await up.call("GET /Meters/MeterValues", { token: tokens.ivanov })).status).toBe(400);
    expect(
      (await up.call("GET /Meters/MeterValues", { query: { meterUniqueNum: "nope" }, token: tokens.ivanov })).status,
    ).toBe(404);
    expect(
      (await up.call("GET /Meters/MeterValues", { query: { meterUniqueNum: COLD }, token: tokens.petrova })).status,
    ).toBe(404);
  });
});

describe("POST /Meters/SaveMeterValue", () => {
  it("needs a token", async () => {
    expect((await save({ MeterId: 1, Value: 1 }, null)).status).toBe(401);
  });

  it("submits the first reading of the period, then replaces it", async () => {
    const cold = await myMeter(COLD);
    const first = await save({ MeterId: cold.ID, Value: cold.CheckValue + 3.5 });
    expect(first.json).toEqual({ isSucceed: true });
    let after = await myMeter(COLD);
    expect(after.Values[0]).toMatchObject({ IsCurrentPeriod: true, IsAccepted: false, Value: cold.CheckValue + 3.5 });
    expect(after.CheckValue).toBe(cold.CheckValue);

    // "MeterId or ID"; equal to the previous reading is allowed.
    expect((await save({ ID: cold.ID, Value: cold.CheckValue })).json.isSucceed).toBe(true);
    after = await myMeter(COLD);
    expect(after.Values.filter((v) => v.IsCurrentPeriod)).toHaveLength(1);
    expect(after.Values[0]!.Value).toBe(cold.CheckValue);
  });

  it("refuses a value lower than the previous one of its tariff", async () => {
    const cold = await myMeter(COLD);
    const res = await save({ MeterId: cold.ID, Value: cold.CheckValue - 0.001 });
    expect(res.json).toMatchObject({ isSucceed: false, Error: LOWER });
    const el = await myMeter(ELECTRICITY);
    const night = await save({ MeterId: el.ID, Value: el.CheckValue + 10, ValueT2: el.CheckValueT2 - 1 });
    expect(night.json.Error).toBe(LOWER);
  });

  it("refuses a value count that does not match the tariffs (business Error), and values that are not non-negative numbers (400)", async () => {
    const cold = await myMeter(COLD);
    const el = await myMeter(ELECTRICITY);
    const heat = await myMeter(HEAT);
    for (const body of [
      { MeterId: cold.ID, Value: cold.CheckValue + 1, ValueT2: 5 },
      { MeterId: el.ID, Value: el.CheckValue + 1 },
      { MeterId: heat.ID, Value: heat.CheckValue + 1, ValueT2: heat.CheckValueT2 + 1 },
      { MeterId: cold.ID, Value: null },
    ]) {
      const res = await save(body);
      expect(res.json.isSucceed).toBe(false);
      expect(res.json.Error, JSON.stringify(body)).toMatch(/тариф/);
    }
    for (const Value of ["12,5", -1, "abc", true]) {
      const res = await save({ MeterId: cold.ID, Value });
      expect(res, String(Value)).toMatchObject({ status: 400, json: { path: "/Value", in: "body" } });
    }
  });

  it("changes the current electricity reading (two tariffs) and a three-tariff heat reading", async () => {
    const el = await myMeter(ELECTRICITY);
    const res = await save({ MeterId: el.ID, Value: el.CheckValue + 150, ValueT2: el.CheckValueT2 + 70 });
    expect(res.json.isSucceed).toBe(true);
    const after = await myMeter(ELECTRICITY);
    expect(after.Values).toHaveLength(13);
    expect([after.Values[0]!.Value, after.Values[0]!.ValueT2]).toEqual([el.CheckValue + 150, el.CheckValueT2 + 70]);
    const heat = await myMeter(HEAT);
    const h = await save({
      MeterId: heat.ID,
      Value: heat.CheckValue + 1,
      ValueT2: heat.CheckValueT2 + 0.2,
      ValueT3: heat.CheckValueT3,
    });
    expect(h.json.isSucceed).toBe(true);
  });

  it("refuses overdue, automatic, retired and closed-period meters with their PeriodMessage", async () => {
    for (const u of [GAS, AUTO, RETIRED, CLOSED_PERIOD]) {
      const m = await myMeter(u);
      expect(m.PeriodMessage, u).toBeTruthy();
      const res = await save({ MeterId: m.ID, Value: m.CheckValue + 100 });
      expect(res.json, u).toEqual({ isSucceed: false, Error: m.PeriodMessage });
    }
  });

  it("refuses another user's meter and an unknown one", async () => {
    const cold = await myMeter(COLD);
    expect((await save({ MeterId: cold.ID, Value: cold.CheckValue + 1 }, tokens.petrova)).json.Error).toBe(
      "Прибор учёта не найден",
    );
    expect((await save({ MeterId: 999999, Value: 1 })).json.Error).toBe("Прибор учёта не найден");
    expect((await save({ Value: 1 })).json).toMatchObject({ in: "body", path: "/MeterId" });
  });
});

describe("POST /Meters/DeleteMeterValue", () => {
  it("needs a token", async () => {
    expect((await remove({ MeterId: 1 }, null)).status).toBe(401);
  });

  it("deletes the current-period reading only", async () => {
    const hot = await myMeter(HOT);
    expect((await save({ MeterId: hot.ID, Value: hot.CheckValue + 2 })).json.isSucceed).toBe(true);
    expect((await remove({ MeterId: hot.ID })).json).toEqual({ isSucceed: true });
    const after = await myMeter(HOT);
    expect(after.Values.some((v) => v.IsCurrentPeriod)).toBe(false);
    expect(after.Values).toHaveLength(hot.Values.length);
    // Nothing left in the current period: the earlier readings stay.
    const again = await remove({ MeterId: hot.ID });
    expect(again.json.isSucceed).toBe(false);
    expect(again.json.Error).toBeTruthy();
    expect((await myMeter(HOT)).Values).toHaveLength(hot.Values.length);
  });

  it("refuses a foreign meter and a meter closed for entry", async () => {
    const el = await myMeter(ELECTRICITY);
    expect((await remove({ MeterId: el.ID }, tokens.petrova)).json.Error).toBe("Прибор учёта не найден");
    expect((await myMeter(ELECTRICITY)).Values[0]!.IsCurrentPeriod).toBe(true);
    const auto = await myMeter(AUTO);
    expect(auto.Values[0]!.IsCurrentPeriod).toBe(true);
    expect((await remove({ MeterId: auto.ID })).json.Error).toBe(auto.PeriodMessage);
  });
});
