// The accepted attachment types (spec §5/§9), apart from the checks in files.ts: the file inputs need only
// ACCEPT, and a browser module loads the whole module it imports from.
export const TYPES: Record<string, string[]> = {
  pdf: ["application/pdf"],
  jpg: ["image/jpeg", "image/pjpeg"],
  jpeg: ["image/jpeg", "image/pjpeg"],
  png: ["image/png"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
};

/** For the file input's accept attribute. */
export const ACCEPT = Object.keys(TYPES)
  .map((e) => `.${e}`)
  .concat([...new Set(Object.values(TYPES).flat())])
  .join(",");
