import { dmyHm, nowIso } from "../../dates";
import { storedFileResponse } from "../../files";
import { normalizePhone } from "../../contacts";
import { businessError, notFound } from "../../http";
import type { Router } from "../../router";
import { servedType } from "./files";

// An issue is over once the chat has been idle this long: the portal then shows the help tree again.
export const ISSUE_IDLE_HOURS = 24;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_TEXT = 4000;
const ALLOWED_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "xls", "xlsx", "doc", "docx", "txt"];
const AUTO_REPLY =
  "Здравствуйте! Обращение принято, оператор ответит в течение 15 минут в рабочее время (пн–пт, 9:00–18:00).";

interface Chat {
  key: string;
  phone: string;
  deviceId: string | null;
  userId: number | null;
}

/**
 * Whose chat a call is about: the logged-in user's (any device), or without login the chat of this device and
 * phone. The device id is a random secret from RegisterNewDevice, so a phone alone never opens anybody's chat.
 */
async function resolveChat(
  db: D1Database,
  userId: number | null,
  rawPhone: unknown,
  rawDevice: unknown,
  userAgent: string | null,
): Promise<Chat | ReturnType<typeof businessError>> {
  const deviceId = String(rawDevice ?? "").trim() || null;
  const device = deviceId
    ? await db
        .prepare("SELECT id, phone FROM support_devices WHERE id = ?")
        .bind(deviceId)
        .first<{ id: string; phone: string | null }>()
    : null;
  if (userId !== null) {
    const user = await db.prepare("SELECT phone FROM users WHERE id = ?").bind(userId).first<{ phone: string }>();
    return { key: `user:${userId}`, phone: user?.phone ?? "", deviceId: device?.id ?? null, userId };
  }
  if (!device) return businessError("Устройство не зарегистрировано: обновите страницу чата поддержки");
  // AddFile carries no phone: the device's last phone is used.
  const phone =
    rawPhone === undefined || rawPhone === null || rawPhone === "" ? (device.phone ?? "") : normalizePhone(rawPhone);
  if (!phone) return businessError("Поле не может быть пустым: укажите номер телефона");
  if (phone.length < 11) return businessError("Номер телефона должен содержать не меньше 11 цифр");
  if (phone !== device.phone || userAgent) {
    await db
      .prepare("UPDATE support_devices SET phone = ?, user_agent = COALESCE(?, user_agent) WHERE id = ?")
      .bind(phone, userAgent, device.id)
      .run();
  }
  return { key: `device:${device.id}:${phone}`, phone, deviceId: device.id, userId: null };
}

async function addRow(
  db: D1Database,
  chat: Chat,
  row: { isSelf: boolean; tech?: boolean; text: string; fileId?: number },
) {
  return db
    .prepare(
      "INSERT INTO support_messages (chat_key, user_id, device_id, phone, is_self, is_tech_info, text, file_id, added) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(
      chat.key,
      chat.userId,
      chat.deviceId,
      chat.phone,
      Number(row.isSelf),
      Number(row.tech ?? false),
      row.text,
      row.fileId ?? 0,
      nowIso(),
    )
    .first<{ id: number }>();
}

const idleSince = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

/** The reference provider has no operators: the first message of an issue gets an automatic answer. */
async function autoReply(db: D1Database, chat: Chat) {
  const answered = await db
    .prepare("SELECT 1 FROM support_messages WHERE chat_key = ? AND is_self = 0 AND is_tech_info = 0 AND added > ?")
    .bind(chat.key, idleSince(ISSUE_IDLE_HOURS))
    .first();
  if (!answered) await addRow(db, chat, { isSelf: false, text: AUTO_REPLY });
}

const textOf = (value: unknown) => String(value ?? "").trim();

export function chatRoutes(router: Router): void {
  router.add("get", "/TechSupport/RegisterNewDevice", async ({ env, req, reply }) => {
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO support_devices (id, user_agent, created_at) VALUES (?, ?, ?)")
      .bind(id, req.headers.get("user-agent"), nowIso())
      .run();
    return reply(200, { deviceID: id });
  });

  router.add("get", "/TechSupport/GetMessages", async ({ env, req, query, userId, reply }) => {
    const chat = await resolveChat(env.DB, userId, query.phone, query.deviceID, req.headers.get("user-agent"));
    if (chat instanceof Response) return chat;
    const rows = await env.DB.prepare(
      "SELECT id, is_self, text, file_id, added FROM support_messages WHERE chat_key = ? AND is_tech_info = 0 ORDER BY id",
    )
      .bind(chat.key)
      .all<{ id: number; is_self: number; text: string; file_id: number; added: string }>();
    const last = await env.DB.prepare("SELECT MAX(added) AS added FROM support_messages WHERE chat_key = ?")
      .bind(chat.key)
      .first<{ added: string | null }>();
    const messages = rows.results.map((m) => ({
      ID: m.id,
      IsSelf: !!m.is_self,
      Added: dmyHm(m.added, true),
      Text: m.text,
      FileID: m.file_id,
    }));
    return reply(200, {
      Messages: messages,
      UpdateKey: String(rows.results.at(-1)?.id ?? 0),
      ShouldStartNewIssue: !last?.added || last.added < idleSince(ISSUE_IDLE_HOURS),
    });
  });

  router.add("post", "/TechSupport/AddMessage", async ({ env, req, body, userId, reply }) => {
    const text = textOf(body.text);
    if (!text) return businessError("Напишите вопрос оператору");
    if (text.length > MAX_TEXT) return businessError(`Сообщение длиннее ${MAX_TEXT} символов`);
    const chat = await resolveChat(env.DB, userId, body.phone, body.deviceID, req.headers.get("user-agent"));
    if (chat instanceof Response) return chat;
    const row = await addRow(env.DB, chat, { isSelf: true, text });
    await autoReply(env.DB, chat);
    return reply(200, { isSucceed: true, ID: row!.id });
  });

  router.add("post", "/TechSupport/AddTechInfo", async ({ env, req, body, userId, reply }) => {
    const text = textOf(body.text);
    if (!text) return businessError("Не передана техническая информация");
    const chat = await resolveChat(env.DB, userId, body.phone, body.deviceID, req.headers.get("user-agent"));
    if (chat instanceof Response) return chat;
    const ua = req.headers.get("user-agent");
    const info = ua && !text.includes(ua) ? `${text}\nUser-Agent: ${ua}` : text;
    await addRow(env.DB, chat, { isSelf: true, tech: true, text: info.slice(0, MAX_TEXT) });
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/TechSupport/AddFile", async ({ env, req, form, userId, reply }) => {
    const file = form.get("file");
    // The router has checked the part is a file; this narrows its type.
    if (!file || typeof file === "string") return businessError("Файл не передан");
    const chat = await resolveChat(
      env.DB,
      userId,
      form.get("phone"),
      form.get("deviceID"),
      req.headers.get("user-agent"),
    );
    if (chat instanceof Response) return chat;
    const name = file.name.trim();
    const ext = name.includes(".") ? name.split(".").pop()!.toLowerCase() : "";
    if (!name || !ext) return businessError("Ошибка названия файла");
    if (!ALLOWED_EXTENSIONS.includes(ext))
      return businessError("Недопустимый тип файла: можно pdf, jpg, png, xls, xlsx, doc, docx, txt");
    if (file.size === 0) return businessError("Файл пустой");
    if (file.size > MAX_FILE_BYTES) return businessError("Файл больше 10 МБ");
    const r2Key = `support/${crypto.randomUUID()}`;
    await env.FILES.put(r2Key, await file.arrayBuffer(), {
      httpMetadata: { contentType: file.type || "application/octet-stream" },
    });
    const saved = await env.DB.prepare(
      "INSERT INTO support_files (chat_key, name, content_type, size, r2_key, added) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
      .bind(chat.key, name, file.type || "application/octet-stream", file.size, r2Key, nowIso())
      .first<{ id: number }>();
    await addRow(env.DB, chat, { isSelf: true, text: name, fileId: saved!.id });
    await autoReply(env.DB, chat);
    return reply(200, { isSucceed: true, FileID: saved!.id });
  });

  router.add("get", "/TechSupport/File", async ({ env, query, userId }) => {
    const missing = () => notFound("Файл не найден");
    const deviceId = query.deviceID ?? "";
    if (query.id <= 0) return missing();
    const file = await env.DB.prepare("SELECT chat_key, name, content_type, r2_key FROM support_files WHERE id = ?")
      .bind(query.id)
      .first<{ chat_key: string; name: string; content_type: string; r2_key: string }>();
    const mine =
      file &&
      ((userId !== null && file.chat_key === `user:${userId}`) ||
        (deviceId && file.chat_key.startsWith(`device:${deviceId}:`)));
    if (!file || !mine) return missing();
    const response = await storedFileResponse(env.FILES, file.r2_key, {
      type: servedType(file.content_type),
      name: file.name,
    });
    return response ?? missing();
  });

  router.add("get", "/TechSupport/GetSupportHelpTree", async ({ env, reply }) => {
    const rows = await env.DB.prepare(
      "SELECT id, parent_id, name, conclusion FROM support_help_nodes ORDER BY position, id",
    ).all<{
      id: number;
      parent_id: number | null;
      name: string;
      conclusion: string | null;
    }>();
    interface Node {
      Name: string;
      Conclusion: string | null;
      IsConclusion: boolean;
      Childrens: Node[];
    }
    const build = (parent: number | null): Node[] =>
      rows.results
        .filter((r) => r.parent_id === parent)
        .map((r) => {
          const children = build(r.id);
          return { Name: r.name, Conclusion: r.conclusion, IsConclusion: r.conclusion !== null, Childrens: children };
        });
    return reply(200, { data: build(null) });
  });
}
