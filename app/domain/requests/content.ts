// Issue 32 item 5: an attachment is what its name says, judged by its first bytes (the file formats' own magic
// numbers), not by its extension or the browser's type alone: an executable named .pdf or HTML named .png is
// refused before it reaches the provider. Server-only: the browser checks name, type and size (./files.ts).

/** How many leading bytes the check reads: a PDF's header may follow up to 1 KiB of other bytes. */
export const SNIFF_BYTES = 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Office Open XML (.xlsx, .docx) is a ZIP package; the older .xls and .doc are OLE compound files.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const STARTS: Record<string, number[]> = { jpg: JPEG, jpeg: JPEG, png: PNG, xlsx: ZIP, docx: ZIP, xls: OLE, doc: OLE };

const startsWith = (head: Uint8Array, magic: number[], at = 0) => magic.every((b, i) => head[at + i] === b);

/** Whether `head` (the file's first bytes, up to SNIFF_BYTES) is the format the file's extension names. */
export function contentMatches(name: string, head: Uint8Array): boolean {
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (ext === "pdf") {
    for (let at = 0; at + PDF.length <= Math.min(head.length, SNIFF_BYTES); at++)
      if (startsWith(head, PDF, at)) return true;
    return false;
  }
  const magic = STARTS[ext];
  return magic !== undefined && startsWith(head, magic);
}
