// Small real files for the demo meetings (question materials, protocols, voting blanks) and their download.

const encoder = new TextEncoder();

/** A minimal valid one-page PDF showing the given lines (ASCII only: the standard Helvetica font). */
export function minimalPdf(lines: string[]): Uint8Array {
  const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(l)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${encoder.encode(text).length} >>\nstream\n${text}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(encoder.encode(out).length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = encoder.encode(out).length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(out);
}

/** `attachment` with an ASCII fallback name and the real (Cyrillic) name in filename*. */
export function contentDisposition(name: string, fallback: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(name) && !/["\\]/.test(name) ? name : fallback;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function fileResponse(files: R2Bucket, file: { id: number; name: string; content_type: string; r2_key: string }) {
  const object = await files.get(file.r2_key);
  if (!object) return null;
  const ext = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".")) : "";
  return new Response(object.body, {
    headers: {
      "content-type": file.content_type,
      "content-disposition": contentDisposition(file.name, `oss-file-${file.id}${ext}`),
    },
  });
}
