import { describe, expect, it } from "vitest";
import { contentDisposition, fileResponse, makeJpeg, makePdf, makePng, storedFileResponse, translit } from "./files";

const latin1 = (b: Uint8Array) => new TextDecoder("latin1").decode(b);

describe("makePdf", () => {
  it("starts with %PDF, ends with %%EOF, and every xref offset points at its object", () => {
    const pdf = latin1(makePdf(["Title (draft)", "line"]));
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.endsWith("%%EOF\n")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    expect(pdf).toContain("(Title \\(draft\\)) Tj");
  });

  it("transliterates Cyrillic and escapes backslashes: the file stays ASCII, the stream length in bytes", () => {
    const pdf = latin1(makePdf(["Квитанция (май)", "Адрес: ул. Лесная \\ 5"]));
    expect(pdf).toContain("(Kvitantsiya \\(may\\)) Tj");
    expect(pdf).toContain("ul. Lesnaya \\\\ 5");
    expect(/[^\x00-\x7f]/.test(pdf)).toBe(false);
    const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)![1]!;
    expect(stream.length).toBe(length);
  });

  it("translit keeps case and maps typographic signs", () => {
    expect(translit("Щука «Ёж» №5")).toBe('Shchuka "Ezh" No.5');
    expect(translit("日本")).toBe("??");
  });
});

describe("makePng", () => {
  it("PNG signature, IHDR size and CRC, IEND last", () => {
    const png = makePng(4, 4, () => [1, 2, 3]);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(latin1(png.slice(12, 16))).toBe("IHDR");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([4, 4]);
    // IHDR CRC of a 4×4 8-bit RGB image, as computed by zlib's crc32.
    expect(view.getUint32(29).toString(16)).toBe("26930929");
    expect(latin1(png.slice(-8, -4))).toBe("IEND");
  });

  it("splits large images into several stored deflate blocks", () => {
    const png = makePng(200, 200, (x, y) => [x, y, 0]);
    const view = new DataView(png.buffer);
    expect(latin1(png.slice(37, 41))).toBe("IDAT");
    // 200 rows of 1 + 600 bytes need two 64 KiB stored blocks plus the zlib header and checksum.
    expect(view.getUint32(33)).toBe(2 + 2 * 5 + 200 * 601 + 4);
  });
});

describe("makeJpeg", () => {
  it("JPEG SOI/EOI magic, baseline frame of the right size, byte-stuffed scan", () => {
    const jpg = makeJpeg(3, 2, (x, y) => [x * 80, y * 120, 255]);
    expect([...jpg.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpg.slice(-2)]).toEqual([0xff, 0xd9]);
    const view = new DataView(jpg.buffer);
    const sof = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xc0);
    expect([view.getUint16(sof + 5), view.getUint16(sof + 7)]).toEqual([16, 24]);
    const sos = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xda);
    const scan = jpg.slice(sos + 2 + view.getUint16(sos + 2), -2);
    expect(scan.length).toBeGreaterThan(0);
    scan.forEach((b, i) => b === 0xff && expect(scan[i + 1]).toBe(0));
  });
});

describe("contentDisposition", () => {
  it("an ASCII name is sent as is in both parameters", () => {
    expect(contentDisposition("mockup.png")).toBe(`attachment; filename="mockup.png"; filename*=UTF-8''mockup.png`);
    expect(contentDisposition("gas-check.jpg", { inline: true })).toBe(
      `inline; filename="gas-check.jpg"; filename*=UTF-8''gas-check.jpg`,
    );
  });

  it("a Cyrillic name: ASCII fallback, UTF-8 percent-encoded filename*", () => {
    expect(contentDisposition("Чек_1.pdf")).toBe(
      `attachment; filename="____1.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_1.pdf`,
    );
    expect(contentDisposition("Чек_1.pdf", { fallback: "check_1.pdf" })).toBe(
      `attachment; filename="check_1.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_1.pdf`,
    );
    const header = contentDisposition("Бланк решения кв. 21.pdf");
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("Бланк решения кв. 21.pdf");
  });

  it("quotes and RFC 5987 specials never break the header", () => {
    expect(contentDisposition('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
    expect(contentDisposition("Отчёт (копия)*'.pdf")).toContain("%20%28%D0%BA%D0%BE%D0%BF%D0%B8%D1%8F%29%2A%27.pdf");
    expect(contentDisposition("")).toBe(`attachment; filename="file"; filename*=UTF-8''`);
  });
});

describe("file answers", () => {
  it("fileResponse sets type, disposition and, when asked, cache-control", async () => {
    const res = fileResponse(new Uint8Array([1, 2]), {
      type: "image/png",
      name: "logo.png",
      inline: true,
      cache: "public, max-age=86400",
    });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2]);
    expect(
      fileResponse(new Uint8Array(), { type: "application/pdf", name: "a.pdf" }).headers.has("cache-control"),
    ).toBe(false);
  });

  it("storedFileResponse sends the R2 object, or null when it is missing", async () => {
    const stored = new Map([["k", new TextEncoder().encode("%PDF-1.4 test")]]);
    const bucket = {
      get: async (key: string) => {
        const bytes = stored.get(key);
        return bytes ? { arrayBuffer: async () => bytes.buffer } : null;
      },
    } as unknown as R2Bucket;
    const res = await storedFileResponse(bucket, "k", {
      type: "application/pdf",
      name: "Акт.pdf",
      fallback: "act.pdf",
    });
    expect(res!.headers.get("content-disposition")).toBe(
      `attachment; filename="act.pdf"; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf`,
    );
    expect(await res!.text()).toBe("%PDF-1.4 test");
    expect(await storedFileResponse(bucket, "missing", { type: "application/pdf", name: "a.pdf" })).toBeNull();
  });
});
