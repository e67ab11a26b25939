import { describe, expect, it } from "vitest";
import { money } from "./demo-page";
import { contentDisposition, makeCheckJpeg, makePdf, makePng, translit } from "./files";
import { toKopecks } from "./store";

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("generated files", () => {
  it("PDF: every xref offset points at its object, startxref at the table", () => {
    const pdf = text(makePdf("Квитанция (май)", ["Адрес: ул. Лесная \\ 5"]));
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + 8)).toBe(`${i + 1} 0 obj\n`));
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe("xref");
    expect(pdf).toContain("(Kvitantsiya \\(may\\)) Tj");
    expect(pdf).toContain("ul. Lesnaya \\\\ 5");
    expect(/[^\x00-\x7f]/.test(pdf)).toBe(false);
  });

  it("PNG: signature, IHDR size and chunk CRCs", () => {
    const png = makePng(4, () => [1, 2, 3]);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(view.getUint32(16)).toBe(4);
    expect(view.getUint32(20)).toBe(4);
    // IHDR CRC of a 4×4 8-bit RGB image, as computed by zlib's crc32.
    expect(view.getUint32(29).toString(16)).toBe("26930929");
    expect(text(png.slice(-8, -4))).toBe("IEND");
  });

  it("JPEG: markers in order, size from the block grid, byte-stuffed scan", () => {
    const jpg = makeCheckJpeg(1);
    expect([...jpg.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpg.slice(-2)]).toEqual([0xff, 0xd9]);
    const sof = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xc0);
    const view = new DataView(jpg.buffer);
    expect([view.getUint16(sof + 5), view.getUint16(sof + 7)]).toEqual([128, 96]);
    const sos = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xda);
    const scan = jpg.slice(sos + 10, -2);
    scan.forEach((b, i) => b === 0xff && expect(scan[i + 1]).toBe(0));
  });

  it("names: transliteration and RFC 6266 dispositions", () => {
    expect(translit("Щука «Ёж» №5")).toBe('Shchuka "Ezh" No.5');
    expect(contentDisposition("check_1.pdf", "Чек_1.pdf")).toBe(
      "attachment; filename=\"check_1.pdf\"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_1.pdf",
    );
  });
});

describe("amounts", () => {
  it("accepts up to 2 decimals, positive, comma or dot; rejects the rest", () => {
    expect(toKopecks("4523.18")).toBe(452318);
    expect(toKopecks(4523.18)).toBe(452318);
    expect(toKopecks("10,5")).toBe(1050);
    expect(toKopecks(0.1 + 0.2)).toBeNull();
    for (const bad of ["-1", "1.234", "abc", "", "1e3", null, undefined, {}]) expect(toKopecks(bad), String(bad)).toBeNull();
  });

  it("formats roubles the Russian way", () => {
    expect(money(140000)).toBe("1\u00a0400,00\u00a0₽");
    expect(money(5)).toBe("0,05\u00a0₽");
    expect(money(123456789)).toBe("1\u00a0234\u00a0567,89\u00a0₽");
  });
});
