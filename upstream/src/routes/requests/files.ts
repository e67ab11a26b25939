import { nowIso } from "../../dates";
import { storedFileResponse } from "../../files";
import { notFound, reply } from "../../http";
import { bumpRequest, insertMessage } from "./store";

/** §9: attachments up to 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

// §5: pdf, jpeg, png, excel, word. Both the extension and the declared content type must agree, so a renamed
// executable is refused either way.
const ALLOWED: Record<string, string[]> = {
  pdf: ["application/pdf"],
  jpg: ["image/jpeg", "image/pjpeg"],
  jpeg: ["image/jpeg", "image/pjpeg"],
  png: ["image/png"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
};

export type Upload = { file: File; name: string; contentType: string } | { error: string };

/** The upload's `file` part, checked: name, type (extension and content type agree), size. */
export function checkFile(part: FormDataEntryValue | null): Upload {
  if (!part || typeof part === "string") return { error: "Файл не передан" };
  // Some browsers send a full local path; only the last segment is the name, and it is kept reasonably short.
  const name = (part.name.split(/[\\/]/).pop() ?? "").trim().slice(-200);
  const dot = name.lastIndexOf(".");
  if (!name || dot <= 0) return { error: "Ошибка названия файла" };
  const allowed = ALLOWED[name.slice(dot + 1).toLowerCase()];
  const contentType = (part.type || "").split(";")[0]!.trim().toLowerCase();
  if (!allowed || !allowed.includes(contentType)) {
    return { error: "Недопустимый тип файла. Можно прикрепить pdf, jpg, png, xls, xlsx, doc или docx." };
  }
  if (part.size > MAX_FILE_BYTES) return { error: "Размер файла превышает 10 МБ" };
  if (part.size === 0) return { error: "Файл пуст" };
  return { file: part, name, contentType };
}

/** Stores an accepted upload in R2 and posts it in the request's chat as the resident's message. */
export async function storeUpload(
  env: { DB: D1Database; FILES: R2Bucket },
  requestId: number,
  upload: { file: File; name: string; contentType: string },
  author: string,
) {
  const key = `requests/${requestId}/${crypto.randomUUID()}`;
  await env.FILES.put(key, await upload.file.arrayBuffer(), { httpMetadata: { contentType: upload.contentType } });
  const row = await env.DB.prepare(
    "INSERT INTO request_files (request_id, name, content_type, size, r2_key, added) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(requestId, upload.name, upload.contentType, upload.file.size, key, nowIso())
    .first<{ id: number }>();
  const fileId = row!.id;
  const [inserted] = await env.DB.batch<{ id: number }>([
    insertMessage(env.DB, { requestId, author, isSelf: true, text: upload.name, fileId }),
    bumpRequest(env.DB, requestId),
  ]);
  return reply(200, { isSucceed: true, FileID: fileId, ID: inserted!.results[0]!.id });
}

export async function download(env: { FILES: R2Bucket }, file: { name: string; content_type: string; r2_key: string }) {
  const response = await storedFileResponse(env.FILES, file.r2_key, {
    type: file.content_type || "application/octet-stream",
    name: file.name,
  });
  return response ?? notFound("Файл не найден");
}
