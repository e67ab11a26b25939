// What the two meters test files share: the demo meters of Иванов (upstream/src/db/seeds/meters.ts), by
// UniqueNum, and reading them through GET /Meters/List.
import { expect } from "vitest";
import type { Upstream } from "./harness";

export const COLD = "1000001-01";
export const HOT = "1000001-02";
export const ELECTRICITY = "1000001-03";
export const HEAT = "1000001-04";
export const GAS = "1000001-05";
export const AUTO = "1000001-06";
export const RETIRED = "1000001-07";
export const CLOSED_PERIOD = "1000002-01";

export interface MeterValue {
  Kind: string;
  Period: string;
  Value: number;
  ValueT2: number | null;
  ValueT3: number | null;
  IsCurrentPeriod: boolean;
  IsAccepted: boolean;
}
export type Meter = Record<string, any> & { ID: number; UniqueNum: string; Values: MeterValue[] };

/** Meter readers for `up`; `owner()` gives the default token (read when called, after the logins). */
export function metersKit(up: Upstream, owner: () => string) {
  async function meters(token = owner()): Promise<Meter[]> {
    const res = await up.call("GET /Meters/List", { token });
    expect(res.status).toBe(200);
    return res.json.Data;
  }
  async function meter(uniqueNum: string): Promise<Meter> {
    const found = (await meters()).find((m) => m.UniqueNum === uniqueNum);
    expect(found, uniqueNum).toBeDefined();
    return found!;
  }
  return { meters, meter };
}
