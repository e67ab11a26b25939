// Content-Disposition, both ways (RFC 6266, RFC 8187): the file name a provider's answer gives, made safe to
// hand to a browser, and the header the portal sends with a download. The provider's header is untrusted
// input: it may carry paths, control characters, bidi overrides that disguise an extension, or a name longer
// than any file system takes.

/** Longest name kept, in characters; file systems stop at 255 bytes, and a Cyrillic letter is two. */
export const MAX_NAME_LENGTH = 120;

// C0 and C1 controls (NUL, CR, LF…) and the bidi controls that can show "exe.pdf" as "fdp.exe".
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Characters Windows refuses in a file name.
const RESERVED = /[<>:"|?*]/g;

/**
 * A file name fit to save: the last path segment only, no control or bidi characters, no characters file
 * systems refuse, no trailing dots or spaces, at most MAX_NAME_LENGTH characters with its extension kept.
 * Null when nothing usable is left (the caller then uses its own default).
 */
export function safeName(raw: string): string | null {
  const base = raw.normalize("NFC").replace(UNSAFE_CHARS, "").split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(RESERVED, "_")
    .trim()
    .replace(/[. ]+$/, "");
  if (!clean || /^\.+$/.test(clean)) return null;
  return shorten(clean);
}

function shorten(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? [...name.slice(dot)] : [];
  const keep = ext.length > 0 && ext.length <= 10 ? ext : [];
  return (
    chars
      .slice(0, MAX_NAME_LENGTH - keep.length)
      .join("")
      .trimEnd() + keep.join("")
  );
}

interface Param {
  name: string;
  value: string;
}

/** The parameters after the disposition type, with quoted strings unescaped (`;` inside quotes is kept). */
function params(header: string): Param[] {
  const found: Param[] = [];
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(header); m; m = re.exec(header)) {
    const quoted = m[2];
    found.push({
      name: m[1]!.toLowerCase(),
      value: quoted !== undefined ? quoted.replace(/\\(.)/g, "$1") : m[3]!.trim(),
    });
  }
  return found;
}

/** RFC 8187 ext-value (`UTF-8'lang'%D0%A7…`, or ISO-8859-1); null for another charset or a broken encoding. */
function extValue(value: string): string | null {
  const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!m) return null;
  const charset = m[1]!.toLowerCase();
  const encoded = m[2]!;
  try {
    if (charset === "utf-8") return decodeURIComponent(encoded);
    if (charset === "iso-8859-1")
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    // a broken percent-encoding: the plain filename is used instead
  }
  return null;
}

/**
 * Header values reach us as bytes read one per character: a provider that puts raw UTF-8 into `filename=`
 * shows up as "Ð§ÐµÐº.pdf". Such a value is decoded back; anything else is taken as it is.
 */
function fromHeaderBytes(value: string): string {
  if (!/[\u0080-\u00ff]/.test(value) || /[^\u0000-\u00ff]/.test(value)) return value;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(value, (c) => c.charCodeAt(0)));
  } catch {
    return value;
  }
}

/** The file name a Content-Disposition gives (filename* preferred over filename), made safe; or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const all = params(header);
  const star = all.find((p) => p.name === "filename*");
  const extended = star ? extValue(star.value) : null;
  const fromStar = extended === null ? null : safeName(extended);
  if (fromStar) return fromStar;
  const plain = all.find((p) => p.name === "filename");
  return plain ? safeName(fromHeaderBytes(plain.value)) : null;
}

/** The provider's own plain `filename`, when it is printable ASCII that needs no escaping; else null. */
export function asciiFileName(header: string | null): string | null {
  const plain = header ? params(header).find((p) => p.name === "filename") : undefined;
  if (!plain || !/^[\x20-\x7e]+$/.test(plain.value)) return null;
  const name = safeName(plain.value);
  return name && asciiSafe(name) === name ? name : null;
}

/** Printable ASCII without the characters a quoted-string would need escaped, or browsers might decode. */
const asciiSafe = (name: string) => name.replace(/[^\x20-\x7e]|["\\%]/g, "_");

/** RFC 8187 encoding: encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
const extEncode = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of a download: `attachment`, an ASCII `filename` for old clients (the given fallback
 * when it is safe, else the name with every other character replaced) and the full name as `filename*`.
 */
export function attachmentDisposition(name: string, asciiFallback?: string | null): string {
  const safe = safeName(name) ?? "download";
  const fallback = asciiFallback && asciiSafe(asciiFallback) === asciiFallback ? asciiFallback : asciiSafe(safe);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${extEncode(safe)}`;
}
