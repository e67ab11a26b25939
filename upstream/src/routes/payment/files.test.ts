import { describe, expect, it } from "vitest";
import { money } from "./demo-page";
import { makeCheckJpeg } from "./files";
import { toKopecks } from "./store";

describe("check picture", () => {
  it("JPEG: markers in order, size from the block grid, byte-stuffed scan", () => {
    const jpg = makeCheckJpeg(1);
    expect([...jpg.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpg.slice(-2)]).toEqual([0xff, 0xd9]);
    const sof = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xc0);
    const view = new DataView(jpg.buffer);
    expect([view.getUint16(sof + 5), view.getUint16(sof + 7)]).toEqual([128, 96]);
    const sos = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xda);
    const scan = jpg.slice(sos + 2 + view.getUint16(sos + 2), -2);
    scan.forEach((b, i) => b === 0xff && expect(scan[i + 1]).toBe(0));
  });
});

describe("amounts", () => {
  it("accepts up to 2 decimals, positive, comma or dot; rejects the rest", () => {
    expect(toKopecks("4523.18")).toBe(452318);
    expect(toKopecks(4523.18)).toBe(452318);
    expect(toKopecks("10,5")).toBe(1050);
    expect(toKopecks(0.1 + 0.2)).toBeNull();
    for (const bad of ["-1", "1.234", "abc", "", "1e3", null, undefined, {}])
      expect(toKopecks(bad), String(bad)).toBeNull();
  });

  it("formats roubles the Russian way", () => {
    expect(money(140000)).toBe("1\u00a0400,00\u00a0₽");
    expect(money(5)).toBe("0,05\u00a0₽");
    expect(money(123456789)).toBe("1\u00a0234\u00a0567,89\u00a0₽");
  });
});
