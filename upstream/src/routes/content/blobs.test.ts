import { describe, expect, it } from "vitest";
import { makeJpeg, makeLogo, makePdf } from "./blobs";

const ascii = (b: Uint8Array) => new TextDecoder("latin1").decode(b);

describe("generated demo files", () => {
  it("PNG: signature, IHDR with the size, chunks ending in IEND", () => {
    const png = makeLogo([10, 20, 30], 16);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(ascii(png.slice(12, 16))).toBe("IHDR");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([16, 16]);
    const types: string[] = [];
    for (let at = 8; at < png.length; ) {
      const len = view.getUint32(at);
      types.push(ascii(png.slice(at + 4, at + 8)));
      at += 12 + len;
    }
    expect(types).toEqual(["IHDR", "IDAT", "IEND"]);
  });

  it("JPEG: SOI, baseline frame of the right size, EOI; no unstuffed 0xFF in the scan", () => {
    const jpg = makeJpeg(3, 2, (x, y) => [x * 80, y * 120, 255]);
    expect([...jpg.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpg.slice(-2)]).toEqual([0xff, 0xd9]);
    const sof = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xc0);
    expect((jpg[sof + 5]! << 8) | jpg[sof + 6]!).toBe(16);
    expect((jpg[sof + 7]! << 8) | jpg[sof + 8]!).toBe(24);
    const sos = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xda);
    const scan = jpg.slice(sos + 2 + ((jpg[sos + 2]! << 8) | jpg[sos + 3]!), -2);
    scan.forEach((b, i) => b === 0xff && expect(scan[i + 1]).toBe(0));
  });

  it("PDF: every xref offset points at its object", () => {
    const text = ascii(makePdf(["Title (draft)", "line"]));
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(text.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain("(Title \\(draft\\)) Tj");
  });
});
