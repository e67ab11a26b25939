import { nowIso } from "../dates";
import { json, type UpstreamEnv } from "../http";

/**
 * POST /__test/support/message {phone, text}: an operator's answer in the latest support chat of that phone (a
 * resident's or a visitor's device), as an operator would write it, for the chat's live updates.
 */
export async function operatorMessage(env: UpstreamEnv, body: { phone?: string; text?: string }): Promise<Response> {
  const phone = String(body.phone ?? "").replace(/\D/g, "");
  if (!phone || !body.text) return json({ Message: "phone and text required" }, 400);
  const chat = await env.DB.prepare(
    "SELECT chat_key, user_id, device_id FROM support_messages WHERE phone = ? ORDER BY id DESC LIMIT 1",
  )
    .bind(phone)
    .first<{ chat_key: string; user_id: number | null; device_id: string | null }>();
  if (!chat) return json({ Message: "no support chat for this phone" }, 404);
  await env.DB.prepare(
    "INSERT INTO support_messages (chat_key, user_id, device_id, phone, is_self, is_tech_info, text, file_id, added) VALUES (?, ?, ?, ?, 0, 0, ?, 0, ?)",
  )
    .bind(chat.chat_key, chat.user_id, chat.device_id, phone, body.text, nowIso())
    .run();
  return json({ ok: true });
}

/** GET /__test/support/tech-info?phone=: the technical info sent for that phone's chats, newest first. */
export async function techInfoOf(env: UpstreamEnv, url: URL): Promise<Response> {
  const phone = (url.searchParams.get("phone") ?? "").replace(/\D/g, "");
  const rows = await env.DB.prepare(
    "SELECT text FROM support_messages WHERE phone = ? AND is_tech_info = 1 ORDER BY id DESC",
  )
    .bind(phone)
    .all<{ text: string }>();
  return json({ texts: rows.results.map((r) => r.text) });
}
