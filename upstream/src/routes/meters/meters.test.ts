import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { entryBlock, previousValues, type MeterRow } from "./store";
import { verificationBlock } from "./verification";

const today = Temporal.PlainDate.from("2026-05-20");
const meter = (over: Partial<MeterRow> = {}): MeterRow => ({
  id: 1,
  unique_num: "1",
  account_id: 1,
  resource: "Горячая вода",
  name: "ГВС",
  custom_name: null,
  factory_number: "1",
  last_checkup_date: "2022-06-19",
  next_checkup_date: "2026-06-19",
  recheck_interval: 4,
  tariff_count: 1,
  tariff1_name: null,
  tariff2_name: null,
  tariff3_name: null,
  start_value: 5,
  start_value2: null,
  start_value3: null,
  auto_value_getting_only: 0,
  auto_value_getting_comment: null,
  is_disabled: 0,
  values_can_add: 1,
  period_message: null,
  allow_verification_request: 1,
  ident: "1000001",
  address: "",
  open_request_id: null,
  open_request_number: null,
  ...over,
});

describe("verification window (spec §9: at most 30 days before the next checkup)", () => {
  it("opens 30 days before the checkup and stays open after it", () => {
    expect(verificationBlock(meter({ next_checkup_date: "2026-06-19" }), today)).toBeNull();
    expect(verificationBlock(meter({ next_checkup_date: "2026-06-20" }), today)).toMatch(/30 дней.*20\.06\.2026/);
    expect(verificationBlock(meter({ next_checkup_date: "2025-01-01" }), today)).toBeNull();
  });
  it("is closed for retired meters, meters that do not allow it, and while an order is open", () => {
    expect(verificationBlock(meter({ is_disabled: 1 }), today)).not.toBeNull();
    expect(verificationBlock(meter({ allow_verification_request: 0 }), today)).not.toBeNull();
    expect(verificationBlock(meter({ open_request_id: 7, open_request_number: "2026-000007" }), today)).toContain(
      "2026-000007",
    );
    expect(verificationBlock(meter({ next_checkup_date: null }), today)).not.toBeNull();
  });
});

describe("reading entry", () => {
  it("is open up to and including the next checkup day, closed after it", () => {
    expect(entryBlock(meter({ next_checkup_date: "2026-05-20" }), today)).toBeNull();
    expect(entryBlock(meter({ next_checkup_date: "2026-05-19" }), today)).toMatch(/19\.05\.2026/);
  });
  it("is closed for automatic, retired and closed-period meters, with the provider's message", () => {
    expect(entryBlock(meter({ auto_value_getting_only: 1, auto_value_getting_comment: "Сам" }), today)).toBe("Сам");
    expect(entryBlock(meter({ is_disabled: 1 }), today)).toMatch(/выведен/);
    expect(entryBlock(meter({ values_can_add: 0, period_message: "Закрыто" }), today)).toBe("Закрыто");
  });
  it("checks against the latest reading before the current period, else the start value", () => {
    const m = meter({ tariff_count: 2, start_value2: 1 });
    expect(previousValues(m, [], today)).toEqual([5, 1, null]);
    const values = [
      { meter_id: 1, period: "2026-05-01", kind: "", value: 30, value2: 12, value3: null, is_accepted: 0 },
      { meter_id: 1, period: "2026-04-01", kind: "", value: 20, value2: 10, value3: null, is_accepted: 1 },
      { meter_id: 1, period: "2026-03-01", kind: "", value: 10, value2: 5, value3: null, is_accepted: 1 },
    ];
    expect(previousValues(m, values, today)).toEqual([20, 10, null]);
  });
});
