// What the two meters test files share: the demo meters of Иванов (upstream/src/db/seeds/meters.ts), by
// UniqueNum, their copies on a throwaway resident's account for the tests that write, and reading them
// through GET /Meters/List.
import { beforeAll, expect } from "vitest";
import type { Upstream } from "./harness";

export const COLD = "1000001-01";
export const HOT = "1000001-02";
export const ELECTRICITY = "1000001-03";
export const HEAT = "1000001-04";
export const GAS = "1000001-05";
export const AUTO = "1000001-06";
export const RETIRED = "1000001-07";
export const CLOSED_PERIOD = "1000002-01";

const DEMO_ORDER = [COLD, HOT, ELECTRICITY, HEAT, GAS, AUTO, RETIRED, CLOSED_PERIOD];

/**
 * A throwaway resident with copies of all the demo meters on one fresh account (test hook
 * POST /__test/accounts with meters "demo"), made before the file's tests: tests that write readings or order
 * verifications use these, so Иванов's demo meters stay as seeded for every file. The copies' unique numbers
 * are `<ident>-01`… in the demo order: `copy(HOT)` gives the copy of HOT.
 */
export function useMetersResident(up: Upstream) {
  const resident = {
    token: "",
    ident: "",
    /** The copy of a demo meter, by the demo meter's unique number. */
    copy: (demoNum: string) => `${resident.ident}-${String(DEMO_ORDER.indexOf(demoNum) + 1).padStart(2, "0")}`,
  };
  beforeAll(async () => {
    const { phone, token } = await up.newResident();
    resident.token = token;
    resident.ident = await up.metersAccount(phone);
  });
  return resident;
}

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
