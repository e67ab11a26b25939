import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  canEnterReading,
  canOrderVerification,
  daysToCheckup,
  entryBlock,
  isExpired,
  metersDueForVerification,
  nextCheckup,
  previousValues,
  submitLabel,
  tariffCount,
  tariffNames,
  valuesOf,
  visibleMeters,
  type Meter,
  type MeterValue,
} from "./meter";

const today = Temporal.PlainDate.from("2026-05-20");
const dmy = (d: Temporal.PlainDate) =>
  `${String(d.day).padStart(2, "0")}.${String(d.month).padStart(2, "0")}.${d.year}`;
const inDays = (n: number) => dmy(today.add({ days: n }));

const value = (over: Partial<MeterValue> = {}): MeterValue => ({
  Kind: "",
  Period: "01.04.2026",
  Value: 10,
  ValueT2: null,
  ValueT3: null,
  IsCurrentPeriod: false,
  IsAccepted: true,
  ...over,
});

const meter = (over: Partial<Meter> = {}): Meter => ({
  ID: 1,
  UniqueNum: "1",
  Resource: "Горячая вода",
  Name: "ГВС",
  CustomName: null,
  FactoryNumber: "1",
  LastCheckupDate: "19.06.2022",
  NextCheckupDate: inDays(100),
  RecheckInterval: 4,
  TariffNumberInt: 1,
  Tariff1Name: null,
  Tariff2Name: null,
  Tariff3Name: null,
  CheckValue: 5,
  CheckValueT2: null,
  CheckValueT3: null,
  StartValue: 0,
  StartValue2: null,
  StartValue3: null,
  AutoValueGettingOnly: false,
  AutoValueGettingComment: null,
  IsDisabled: false,
  ValuesCanAdd: true,
  PeriodMessage: null,
  AllowMeterVerificationRequest: true,
  ExistVerificationRequest: false,
  Ident: "1000001",
  Address: "",
  Values: [],
  ...over,
});

describe("meter dates (dd.mm.yyyy, §9)", () => {
  it("parses real calendar dates only", () => {
    expect(nextCheckup(meter({ NextCheckupDate: "29.02.2028" }))?.toString()).toBe("2028-02-29");
    expect(nextCheckup(meter({ NextCheckupDate: "29.02.2027" }))).toBeNull();
    expect(nextCheckup(meter({ NextCheckupDate: "2027-02-01" }))).toBeNull();
    expect(nextCheckup(meter({ NextCheckupDate: "1.2.2027" }))).toBeNull();
    expect(nextCheckup(meter({ NextCheckupDate: null }))).toBeNull();
  });
  it("counts days to the checkup, negative once past", () => {
    expect(daysToCheckup(meter({ NextCheckupDate: inDays(0) }), today)).toBe(0);
    expect(daysToCheckup(meter({ NextCheckupDate: inDays(-1) }), today)).toBe(-1);
    expect(daysToCheckup(meter({ NextCheckupDate: inDays(400) }), today)).toBe(400);
  });
  it("is expired only when the checkup day is before today (§4)", () => {
    expect(isExpired(meter({ NextCheckupDate: inDays(-1) }), today)).toBe(true);
    expect(isExpired(meter({ NextCheckupDate: inDays(0) }), today)).toBe(false);
    expect(isExpired(meter({ NextCheckupDate: null }), today)).toBe(false);
  });
});

describe("tariffs (1–3, §9)", () => {
  it("keeps the count between 1 and 3", () => {
    expect([0, 1, 2, 3, 4, -1, Number.NaN].map((n) => tariffCount({ TariffNumberInt: n }))).toEqual([
      1, 1, 2, 3, 3, 1, 1,
    ]);
  });
  it("names and previous values go with the count", () => {
    const m = meter({
      TariffNumberInt: 2,
      Tariff1Name: "День",
      Tariff2Name: "Ночь",
      Tariff3Name: "Пик",
      CheckValue: 10,
      CheckValueT2: 4,
      CheckValueT3: 9,
    });
    expect(tariffNames(m)).toEqual(["День", "Ночь"]);
    expect(previousValues(m)).toEqual([10, 4]);
    expect(previousValues(meter({ TariffNumberInt: 3, CheckValueT2: null, CheckValueT3: null }))).toEqual([5, 0, 0]);
    expect(tariffNames(meter({ Tariff1Name: "  " }))).toEqual([null]);
  });
  it("reads both spellings of tariff 2 and 3 values", () => {
    expect(valuesOf(value({ Value: 1, ValueT2: 2, ValueT3: 3 }), 3)).toEqual([1, 2, 3]);
    expect(valuesOf(value({ Value: 1, ValueT2: undefined, Value2: 5, ValueT3: undefined, Value3: 6 }), 3)).toEqual([
      1, 5, 6,
    ]);
    expect(valuesOf(value({ Value: 1, ValueT2: 2 }), 1)).toEqual([1]);
  });
});

describe("reading entry (§5)", () => {
  it("needs the next checkup in the future: tomorrow yes, today no", () => {
    expect(canEnterReading(meter({ NextCheckupDate: inDays(1) }), today)).toBe(true);
    expect(canEnterReading(meter({ NextCheckupDate: inDays(0) }), today)).toBe(false);
    expect(canEnterReading(meter({ NextCheckupDate: inDays(-10) }), today)).toBe(false);
    expect(canEnterReading(meter({ NextCheckupDate: null }), today)).toBe(false);
  });
  it("is closed for automatic, retired and closed-period meters", () => {
    expect(canEnterReading(meter({ AutoValueGettingOnly: true }), today)).toBe(false);
    expect(canEnterReading(meter({ IsDisabled: true }), today)).toBe(false);
    expect(canEnterReading(meter({ ValuesCanAdd: false }), today)).toBe(false);
  });
  it("says why: PeriodMessage, AutoValueGettingComment, or the portal's reason", () => {
    expect(entryBlock(meter(), today)).toBeNull();
    expect(entryBlock(meter({ ValuesCanAdd: false, PeriodMessage: "Закрыто" }), today)).toEqual({ text: "Закрыто" });
    expect(
      entryBlock(meter({ AutoValueGettingOnly: true, AutoValueGettingComment: "Сам", PeriodMessage: "x" }), today),
    ).toEqual({ text: "Сам" });
    expect(entryBlock(meter({ AutoValueGettingOnly: true }), today)).toEqual({ key: "meters.entry_auto" });
    expect(entryBlock(meter({ IsDisabled: true }), today)).toEqual({ key: "meters.entry_retired" });
    expect(entryBlock(meter({ ValuesCanAdd: false }), today)).toEqual({ key: "meters.entry_closed" });
    expect(entryBlock(meter({ NextCheckupDate: inDays(-3) }), today)).toEqual({ key: "meters.entry_checkup" });
  });
  it("says 'submit' for the first reading of the period and 'change' afterwards (§4)", () => {
    expect(submitLabel(meter({ Values: [value()] }))).toBe("meters.submit_readings");
    expect(submitLabel(meter({ Values: [value({ IsCurrentPeriod: true })] }))).toBe("meters.change_readings");
  });
});

describe("verification order (§5, §9: window of 30 days)", () => {
  it("opens at 30 days before the checkup, not at 31, and stays open after it", () => {
    expect(canOrderVerification(meter({ NextCheckupDate: inDays(31) }), today, true)).toBe(false);
    expect(canOrderVerification(meter({ NextCheckupDate: inDays(30) }), today, true)).toBe(true);
    expect(canOrderVerification(meter({ NextCheckupDate: inDays(1) }), today, true)).toBe(true);
    expect(canOrderVerification(meter({ NextCheckupDate: inDays(0) }), today, true)).toBe(true);
    expect(canOrderVerification(meter({ NextCheckupDate: inDays(-400) }), today, true)).toBe(true);
  });
  it("needs the meter's permission, the service, no open request and a known date", () => {
    const due = { NextCheckupDate: inDays(5) };
    expect(canOrderVerification(meter({ ...due, AllowMeterVerificationRequest: false }), today, true)).toBe(false);
    expect(canOrderVerification(meter(due), today, false)).toBe(false);
    expect(canOrderVerification(meter({ ...due, ExistVerificationRequest: true }), today, true)).toBe(false);
    expect(canOrderVerification(meter({ ...due, IsDisabled: true }), today, true)).toBe(false);
    expect(canOrderVerification(meter({ NextCheckupDate: null }), today, true)).toBe(false);
  });
  it("reminds on Home about due meters not yet ordered", () => {
    const due = meter({ ID: 1, NextCheckupDate: inDays(30) });
    const later = meter({ ID: 2, NextCheckupDate: inDays(31) });
    const ordered = meter({ ID: 3, NextCheckupDate: inDays(-1), ExistVerificationRequest: true });
    const retired = meter({ ID: 4, NextCheckupDate: inDays(-1), IsDisabled: true });
    expect(metersDueForVerification([due, later, ordered, retired], today, true).map((m) => m.ID)).toEqual([1]);
    expect(metersDueForVerification([due], today, false)).toEqual([]);
  });
});

describe("retired meters (§6 dontShowRetiredDevices)", () => {
  it("are hidden only when the resident chose so", () => {
    const list = [meter({ ID: 1 }), meter({ ID: 2, IsDisabled: true })];
    expect(visibleMeters(list, true).map((m) => m.ID)).toEqual([1]);
    expect(visibleMeters(list, false).map((m) => m.ID)).toEqual([1, 2]);
  });
});
