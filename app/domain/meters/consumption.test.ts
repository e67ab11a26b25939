import { describe, expect, it } from "vitest";
import { abnormalTariffs, median, monthlyConsumption, readingsOf, type MonthUse } from "./consumption";
import { historyCsv } from "./csv";
import type { MeterValue } from "./meter";

const v = (
  Period: string,
  Value: number,
  ValueT2: number | null = null,
  over: Partial<MeterValue> = {},
): MeterValue => ({
  Kind: "ЛК",
  Period,
  Value,
  ValueT2,
  ValueT3: null,
  IsCurrentPeriod: false,
  IsAccepted: true,
  ...over,
});

describe("monthly consumption", () => {
  it("is the difference to the month before, per tariff, oldest first", () => {
    const readings = readingsOf([v("01.03.2026", 30, 12), v("01.01.2026", 10, 5), v("01.02.2026", 20, 10)], 2);
    expect(monthlyConsumption(readings)).toEqual([
      { period: "2026-02-01", label: "02.2026", use: [10, 5] },
      { period: "2026-03-01", label: "03.2026", use: [10, 2] },
    ]);
  });
  it("goes from December to January, not across a year's gap", () => {
    const readings = readingsOf([v("01.12.2025", 4), v("01.01.2026", 10), v("01.01.2027", 20), v("01.02.2027", 21)], 1);
    expect(monthlyConsumption(readings)).toEqual([
      { period: "2026-01-01", label: "01.2026", use: [6] },
      { period: "2027-02-01", label: "02.2027", use: [1] },
    ]);
  });
  it("skips gaps across months and counters that went back", () => {
    const readings = readingsOf(
      [v("01.01.2026", 10), v("01.03.2026", 30), v("01.04.2026", 5), v("01.12.2025", 4.2)],
      1,
    );
    expect(monthlyConsumption(readings)).toEqual([
      { period: "2026-01-01", label: "01.2026", use: [5.8] },
      { period: "2026-04-01", label: "04.2026", use: [null] },
    ]);
  });
});

describe("abnormal reading (more than 3× the median month)", () => {
  const months: MonthUse[] = [4, 5, 6, 5].map((u, i) => ({ period: `2026-0${i + 1}-01`, label: "", use: [u] }));
  it("warns above three times the median, not at it", () => {
    expect(median([4, 5, 6, 5])).toBe(5);
    expect(abnormalTariffs([115], [100], months)).toEqual([]);
    expect(abnormalTariffs([115.01], [100], months)).toEqual([0]);
  });
  it("needs enough history and ignores the current period's month", () => {
    expect(abnormalTariffs([1000], [100], months.slice(0, 2))).toEqual([]);
    expect(abnormalTariffs([1000], [100], months, "2026-04-01")).toEqual([0]);
    expect(abnormalTariffs([1000], [100], months.slice(0, 3), "2026-03-01")).toEqual([]);
  });
  it("takes the current period as a month, whatever day or form it is written in", () => {
    expect(abnormalTariffs([1000], [100], months.slice(0, 3), "2026-03-15")).toEqual([]);
    expect(abnormalTariffs([1000], [100], months.slice(0, 3), "2026-03")).toEqual([]);
  });
  it("looks at each tariff on its own", () => {
    const two: MonthUse[] = months.map((m) => ({ ...m, use: [m.use[0]!, 1] }));
    expect(abnormalTariffs([101, 50], [100, 10], two)).toEqual([1]);
  });
});

describe("CSV export", () => {
  it("lists the history newest first with a decimal comma and quoted cells", () => {
    const readings = readingsOf(
      [v("01.01.2026", 10.5, 2), v("01.02.2026", 20, 3, { Kind: 'Через "ЛК"; сайт', IsAccepted: false })],
      2,
    );
    const csv = historyCsv(
      readings,
      { period: "Период", tariffs: ["День", "Ночь"], kind: "Способ", accepted: "Принято" },
      "да",
      "нет",
    );
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFПериод;День;Ночь;Способ;Принято",
      '01.02.2026;20;3;"Через ""ЛК""; сайт";нет',
      "01.01.2026;10,5;2;ЛК;да",
      "",
    ]);
  });
});
