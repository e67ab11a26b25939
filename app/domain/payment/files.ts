// Spec §5/§8: bill and check files keep the name the provider gives in Content-Disposition, else a default.

/** The file name of a Content-Disposition header (filename* preferred), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      const name = decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ""));
      if (safeName(name)) return safeName(name);
    } catch {
      // a broken encoding: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain ? (plain[2] ?? plain[1]!).trim() : "";
  return safeName(name);
}

/** Path separators and control characters removed; null when nothing is left. */
function safeName(name: string): string | null {
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, "").trim();
  return clean && clean !== "." && clean !== ".." ? clean : null;
}

/** The provider's own ASCII name (the plain filename), when it gives one alongside filename*. */
export function asciiFileName(header: string | null): string | null {
  const plain = header ? /filename\s*=\s*"([\x20-\x7e]*)"/.exec(header) : null;
  const name = plain ? safeName(plain[1]!) : null;
  return name && !/["\\]/.test(name) ? name : null;
}

/** A Content-Disposition for a download: an ASCII fallback (given, or made from the name) plus the UTF-8 name. */
export function attachmentHeader(name: string, fallback?: string | null): string {
  const ascii = fallback ?? name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
