// Small helpers for the files of this area: download headers and a generated PNG (the mockup picture).

/** `attachment; filename="…"; filename*=UTF-8''…` with an ASCII fallback for old clients. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The content types GET /TechSupport/File documents; anything else is served as a plain byte stream. */
export function servedType(contentType: string): string {
  const known = ["application/pdf", "image/jpeg", "image/png"];
  return known.includes(contentType) ? contentType : "application/octet-stream";
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

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(raw: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([raw as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An RGB PNG drawn by `pixel(x, y)`. */
export async function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** The mobile-app mockup: a phone with the theme-coloured screen and a few text bars. */
export function mockupPng(): Promise<Uint8Array<ArrayBuffer>> {
  const [w, h] = [120, 240];
  return png(w, h, (x, y) => {
    const inPhone = x >= 10 && x < 110 && y >= 8 && y < 232;
    if (!inPhone) return [255, 255, 255];
    const inScreen = x >= 16 && x < 104 && y >= 24 && y < 212;
    if (!inScreen) return [40, 44, 52];
    const bar = (y >= 40 && y < 48) || (y >= 60 && y < 66 && x < 84) || (y >= 76 && y < 82 && x < 94);
    return bar ? [255, 255, 255] : [0x1f, 0x6f, 0xb2];
  });
}
