import { describe, expect, it } from "vitest";
import { createApi } from "./client.server";
import { call } from "./errors";
import { ServerTiming } from "./timing.server";

const entries = (header: string) => header.split(", ").map((e) => e.split(";"));

describe("Server-Timing", () => {
  it("names each upstream call by its operationId, with method, path and duration", async () => {
    const timing = new ServerTiming();
    const env = {
      UPSTREAM: { fetch: async () => Response.json({ Data: [] }) },
      UPSTREAM_BASE_URL: "",
      UPSTREAM_TIMEOUT_MS: "",
    } as never;
    const api = createApi({ env, timing });
    await Promise.all([call(() => api.GET("/Meters/List")), call(() => api.GET("/Config/MobileAppSettings"))]);
    const names = entries(timing.header()).map((e) => e[0]);
    expect(names).toEqual(expect.arrayContaining(["getMeters", "getMobileAppSettings", "total"]));
    const meters = entries(timing.header()).find((e) => e[0] === "getMeters")!;
    expect(meters).toContain('desc="GET /Meters/List"');
    expect(meters.at(-1)).toMatch(/^dur=\d+(\.\d)?$/);
  });

  it("records a call that fails to connect too", async () => {
    const timing = new ServerTiming();
    const env = {
      UPSTREAM: { fetch: async () => Promise.reject(new TypeError("refused")) },
      UPSTREAM_BASE_URL: "",
      UPSTREAM_TIMEOUT_MS: "",
    } as never;
    await call(() => createApi({ env, timing }).GET("/Meters/List"));
    expect(timing.header()).toMatch(/^getMeters;/);
  });

  it("keeps names to header tokens and descriptions free of quotes and line breaks", () => {
    const timing = new ServerTiming();
    timing.start("a b/c", 'x"y\r\nz')();
    expect(timing.header()).toMatch(/^a_b_c;desc="xyz";dur=/);
  });
});
