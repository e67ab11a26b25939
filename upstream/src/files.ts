// Small real files for the demo data, generated in code so the repository holds no binaries (a one-page PDF,
// an uncompressed PNG, a DC-only baseline JPEG; each opens in ordinary viewers), and the headers every area
// sends files with.
import { rawAnswer, type Answer, type Raw } from "./http";

export type Rgb = readonly [number, number, number];

const encoder = new TextEncoder();

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const u32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

// ---------------------------------------------------------------------------------------------------------
// PDF

// The standard PDF fonts have no Cyrillic glyphs; a transliteration keeps the text readable without embedding
// a font.
const TRANSLIT: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  "«": '"',
  "»": '"',
  "№": "No.",
  "—": "-",
  "–": "-",
};

/** Russian text in printable ASCII; any other character becomes "?". */
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

/** A one-page A4 PDF 1.4: the first line is a 16 pt title, the others 11 pt Helvetica text. */
export function makePdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const esc = (s: string) => translit(s).replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${esc(l)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  // Everything is ASCII after transliteration, so string offsets equal byte offsets.
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// PNG

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

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([encoder.encode(type), data]);
  return concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** zlib stream of stored (uncompressed) deflate blocks: valid, synchronous, and needs no compressor. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; at < data.length || at === 0; at += 0xffff) {
    const block = data.subarray(at, at + 0xffff);
    const last = at + 0xffff >= data.length ? 1 : 0;
    const len = block.length;
    parts.push(new Uint8Array([last, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), block);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  parts.push(u32(((b << 16) | a) >>> 0));
  return concat(parts);
}

/** An 8-bit RGB PNG whose pixels come from `pixel(x, y)`. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = concat([u32(width), u32(height), new Uint8Array([8, 2, 0, 0, 0])]);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlibStored(raw)),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// JPEG: baseline, one flat colour per 8×8 block. Only DC coefficients are coded (every AC run is an immediate
// end-of-block), which keeps the encoder a few lines long and the output a real, decodable JPEG.

// Standard luminance DC table (ITU T.81 K.3); the AC table has one symbol, end-of-block.
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00];

function huffmanCodes(bits: number[], values: number[]): Map<number, [code: number, length: number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < bits[len - 1]!; i++) codes.set(values[k++]!, [code++, len]);
    code <<= 1;
  }
  return codes;
}

class BitWriter {
  bytes: number[] = [];
  private acc = 0;
  private n = 0;
  put(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((code >> i) & 1);
      if (++this.n === 8) {
        this.bytes.push(this.acc);
        // A coded 0xFF byte must be followed by a stuffed zero, or decoders read it as a marker.
        if (this.acc === 0xff) this.bytes.push(0);
        this.acc = 0;
        this.n = 0;
      }
    }
  }
  flush(): void {
    while (this.n !== 0) this.put(1, 1);
  }
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** A JPEG of `blocksX`×`blocksY` flat 8×8 blocks coloured by `block(bx, by)`. */
export function makeJpeg(
  blocksX: number,
  blocksY: number,
  block: (bx: number, by: number) => Rgb,
): Uint8Array<ArrayBuffer> {
  const dc = huffmanCodes(DC_BITS, DC_VALUES);
  const eob = huffmanCodes(AC_BITS, AC_VALUES).get(0)!;
  const out = new BitWriter();
  const pred = [0, 0, 0];
  for (let by = 0; by < blocksY; by++) {
    for (let bx = 0; bx < blocksX; bx++) {
      const [r, g, b] = block(bx, by);
      const ycc = [
        0.299 * r + 0.587 * g + 0.114 * b,
        128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
        128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
      ];
      ycc.forEach((v, c) => {
        // With every quantiser at 1 the DC coefficient of a flat block is 8 × (value − 128).
        const coef = Math.round(8 * (Math.min(255, Math.max(0, v)) - 128));
        const diff = coef - pred[c]!;
        pred[c] = coef;
        const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const [code, len] = dc.get(size)!;
        out.put(code, len);
        if (size) out.put(diff > 0 ? diff : diff + (1 << size) - 1, size);
        out.put(eob[0], eob[1]);
      });
    }
  }
  out.flush();
  const width = blocksX * 8;
  const height = blocksY * 8;
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES]),
    ...segment(0xc4, [0x10, ...AC_BITS, ...AC_VALUES]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...out.bytes,
    0xff,
    0xd9,
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Sending files

export interface FileHeaders {
  /** Content-Type. */
  type: string;
  /** The real name (Cyrillic allowed), sent in filename*. */
  name: string;
  /** The name in filename="…" when `name` is not plain ASCII; by default `name` with such characters as "_". */
  fallback?: string;
  /** `inline` (pictures shown in pages) instead of `attachment`. */
  inline?: boolean;
  /** Cache-Control, when the file needs one. */
  cache?: string;
}

const plainAscii = (s: string) => /^[\x20-\x7e]+$/.test(s) && !/["\\]/.test(s);
const asciiName = (s: string) => s.replace(/[^\x20-\x7e]|["\\]/g, "_") || "file";

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback for old clients and the exact
 * UTF-8 name percent-encoded as RFC 5987 requires (encodeURIComponent leaves ' ( ) * unescaped).
 */
export function contentDisposition(name: string, options: { fallback?: string; inline?: boolean } = {}): string {
  const fallback = plainAscii(name) ? name : asciiName(options.fallback ?? name);
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${options.inline ? "inline" : "attachment"}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file download answer. */
export function fileResponse(body: Uint8Array<ArrayBuffer> | ArrayBuffer, file: FileHeaders): Answer<200, Raw> {
  const headers = new Headers({
    "content-type": file.type,
    "content-disposition": contentDisposition(file.name, file),
  });
  if (file.cache) headers.set("cache-control", file.cache);
  return rawAnswer(new Response(body, { headers }));
}

/** A file stored in R2 as a download answer; null when the object is missing (the caller answers 404). */
export async function storedFileResponse(
  bucket: R2Bucket,
  key: string,
  file: FileHeaders,
): Promise<Answer<200, Raw> | null> {
  const object = await bucket.get(key);
  return object ? fileResponse(await object.arrayBuffer(), file) : null;
}
