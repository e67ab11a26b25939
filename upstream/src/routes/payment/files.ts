// Small real files for bills, checks and payment-system logos, generated in code (no binary assets in the repo):
// a one-page PDF, a DC-only baseline JPEG and an uncompressed PNG. Each is valid for ordinary viewers.

const enc = new TextEncoder();

// The standard PDF fonts have no Cyrillic glyphs; a transliteration keeps the files readable without
// embedding a font.
const TRANSLIT: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l", м: "m",
  н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya", "«": '"', "»": '"', "№": "No.", "—": "-", "–": "-",
};

export function translit(text: string): string {
  let out = "";
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const t = TRANSLIT[lower];
    if (t === undefined) out += /[\x20-\x7e]/.test(ch) ? ch : "?";
    else out += ch === lower || !t ? t : t[0]!.toUpperCase() + t.slice(1);
  }
  return out;
}

/** A one-page A4 PDF with a title and lines of text. */
export function makePdf(title: string, lines: string[]): Uint8Array<ArrayBuffer> {
  const esc = (s: string) => translit(s).replace(/([\\()])/g, "\\$1");
  const text = [`BT /F1 16 Tf 56 780 Td 22 TL (${esc(title)}) Tj /F1 11 Tf 16 TL T*`]
    .concat(lines.map((l) => `(${esc(l)}) Tj T*`), ["ET"])
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${enc.encode(text).length} >>\nstream\n${text}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Everything is ASCII after transliteration, so string offsets equal byte offsets.
  return enc.encode(out);
}

class Bytes {
  private parts: number[] = [];
  u8(...b: number[]) {
    this.parts.push(...b);
    return this;
  }
  u16(n: number) {
    return this.u8((n >> 8) & 0xff, n & 0xff);
  }
  u32(n: number) {
    return this.u8((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
  }
  bytes(b: ArrayLike<number>) {
    for (let i = 0; i < b.length; i++) this.parts.push(b[i]!);
    return this;
  }
  done() {
    return Uint8Array.from(this.parts);
  }
}

/**
 * A greyscale baseline JPEG whose every 8×8 block is one flat shade (only DC coefficients are coded), drawn
 * from `blocks`: rows of grey levels 0–255, one per block.
 */
export function makeJpeg(blocks: number[][]): Uint8Array<ArrayBuffer> {
  const rows = blocks.length;
  const cols = blocks[0]?.length ?? 0;
  // Standard luminance DC table (ITU T.81 K.3); the AC table has one symbol, end-of-block, coded "0".
  const dcBits = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
  const dcVals = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const dcCodes: { code: number; len: number }[] = [];
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < dcBits[len - 1]!; i++) dcCodes[dcVals[k++]!] = { code: code++, len };
    code <<= 1;
  }
  const data: number[] = [];
  let acc = 0;
  let nbits = 0;
  const put = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++nbits === 8) {
        data.push(acc);
        if (acc === 0xff) data.push(0);
        acc = 0;
        nbits = 0;
      }
    }
  };
  let prev = 0;
  for (const row of blocks) {
    for (const grey of row) {
      // With an all-ones quantization table the DC coefficient of a flat block is 8 × (level − 128).
      const dc = 8 * (Math.max(0, Math.min(255, Math.round(grey))) - 128);
      const diff = dc - prev;
      prev = dc;
      const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const c = dcCodes[size]!;
      put(c.code, c.len);
      if (size) put(diff > 0 ? diff : diff + (1 << size) - 1, size);
      put(0, 1);
    }
  }
  if (nbits) put(0x7f, 8 - nbits);
  const w = cols * 8;
  const h = rows * 8;
  return new Bytes()
    .u8(0xff, 0xd8)
    .u8(0xff, 0xe0).u16(16).bytes(enc.encode("JFIF\0")).u8(1, 1, 0).u16(1).u16(1).u8(0, 0)
    .u8(0xff, 0xdb).u16(67).u8(0).bytes(new Array(64).fill(1))
    .u8(0xff, 0xc0).u16(11).u8(8).u16(h).u16(w).u8(1, 1, 0x11, 0)
    .u8(0xff, 0xc4).u16(3 + 16 + dcVals.length).u8(0x00).bytes(dcBits).bytes(dcVals)
    .u8(0xff, 0xc4).u16(3 + 16 + 1).u8(0x10).bytes([1, ...new Array(15).fill(0)]).u8(0)
    .u8(0xff, 0xda).u16(8).u8(1, 1, 0x00, 0, 63, 0)
    .bytes(data)
    .u8(0xff, 0xd9)
    .done();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An RGB PNG of `size`×`size` pixels; `pixel(x, y)` gives [r, g, b]. Stored (uncompressed) deflate blocks. */
export function makePng(size: number, pixel: (x: number, y: number) => [number, number, number]): Uint8Array<ArrayBuffer> {
  const raw: number[] = [];
  for (let y = 0; y < size; y++) {
    raw.push(0);
    for (let x = 0; x < size; x++) raw.push(...pixel(x, y));
  }
  const z = new Bytes().u8(0x78, 0x01);
  for (let i = 0; i < raw.length; i += 65535) {
    const block = raw.slice(i, i + 65535);
    const last = i + 65535 >= raw.length ? 1 : 0;
    z.u8(last).u8(block.length & 0xff, block.length >> 8).u8(~block.length & 0xff, (~block.length >> 8) & 0xff).bytes(block);
  }
  let a = 1;
  let b = 0;
  for (const v of raw) {
    a = (a + v) % 65521;
    b = (b + a) % 65521;
  }
  const idat = z.u32(((b << 16) | a) >>> 0).done();
  const chunk = (type: string, body: Uint8Array) => {
    const typed = new Bytes().bytes(enc.encode(type)).bytes(body).done();
    return new Bytes().u32(body.length).bytes(typed).u32(crc32(typed)).done();
  };
  const ihdr = new Bytes().u32(size).u32(size).u8(8, 2, 0, 0, 0).done();
  return new Bytes()
    .u8(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    .bytes(chunk("IHDR", ihdr))
    .bytes(chunk("IDAT", idat))
    .bytes(chunk("IEND", new Uint8Array()))
    .done();
}

/** A receipt-like picture: a white slip with dark "lines of text" whose lengths depend on `seed`. */
export function makeCheckJpeg(seed: number): Uint8Array<ArrayBuffer> {
  const cols = 12;
  const blocks: number[][] = [];
  for (let r = 0; r < 16; r++) {
    const row = new Array<number>(cols).fill(250);
    if (r % 2 === 1 && r < 15) {
      const len = 4 + ((seed * 7 + r * 5) % 7);
      for (let c = 1; c <= Math.min(len, cols - 2); c++) row[c] = r === 1 ? 30 : 90;
    }
    blocks.push(row);
  }
  return makeJpeg(blocks);
}

/** An ASCII fallback name and the real (possibly Cyrillic) name in filename* (RFC 6266). */
export function contentDisposition(asciiName: string, name: string, kind: "attachment" | "inline" = "attachment"): string {
  return `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileResponse(
  body: Uint8Array<ArrayBuffer> | ArrayBuffer,
  type: string,
  asciiName: string,
  name: string,
  kind: "attachment" | "inline" = "attachment",
): Response {
  return new Response(body, {
    headers: {
      "content-type": type,
      "content-disposition": contentDisposition(asciiName, name, kind),
      "cache-control": kind === "inline" ? "public, max-age=86400" : "private, no-store",
    },
  });
}
