import { describe, expect, it } from "vitest";
import { makeLogo, makePicture } from "./blobs";

const ascii = (b: Uint8Array) => new TextDecoder("latin1").decode(b);

describe("demo content pictures", () => {
  it("logo PNG: signature, IHDR with the size, chunks ending in IEND", () => {
    const png = makeLogo([10, 20, 30], 16);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(ascii(png.slice(12, 16))).toBe("IHDR");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([16, 16]);
    const types: string[] = [];
    for (let at = 8; at < png.length;) {
      const len = view.getUint32(at);
      types.push(ascii(png.slice(at + 4, at + 8)));
      at += 12 + len;
    }
    expect(types).toEqual(["IHDR", "IDAT", "IEND"]);
  });

  it("picture JPEG: SOI, 768×448 baseline frame, EOI", () => {
    const jpg = makePicture([40, 96, 170]);
    expect([...jpg.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpg.slice(-2)]).toEqual([0xff, 0xd9]);
    const sof = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xc0);
    expect((jpg[sof + 5]! << 8) | jpg[sof + 6]!).toBe(448);
    expect((jpg[sof + 7]! << 8) | jpg[sof + 8]!).toBe(768);
  });
});
