import { nowIso } from "../../dates";
import { fileResponse, storedFileResponse } from "../../files";
import { isValidEmail, isValidPhone, normalizePhone } from "../../contacts";
import { businessError, notFound, rawAnswer } from "../../http";
import { sendToOutbox } from "../../outbox";
import type { Router } from "../../router";
import { mockupPng } from "./files";

export const SUPPORT_MAILBOX = "support@uk-demo.ru";
export const MOCKUP_KEY = "support/mockup.png";

/** The personal-data texts are per portal host; an unknown or missing host gets the default (host ''). */
async function publicText(db: D1Database, kind: string, host: string | undefined) {
  const row = await db
    .prepare("SELECT text FROM public_texts WHERE kind = ? AND host IN (?, '') ORDER BY host DESC LIMIT 1")
    .bind(kind, (host ?? "").trim().toLowerCase())
    .first<{ text: string }>();
  if (!row) return notFound("Текст не найден");
  return rawAnswer(new Response(row.text, { headers: { "content-type": "text/plain; charset=utf-8" } }));
}

export function publicRoutes(router: Router): void {
  router.add("post", "/Public/TechSupportAppeal", async ({ env, body, reply }) => {
    const phone = normalizePhone(body.phone);
    const mail = body.mail.trim();
    const text = body.text.trim();
    if (!phone || !mail || !text) return businessError("Заполните телефон, адрес электронной почты и текст обращения");
    if (!isValidPhone(phone)) return businessError("Укажите номер телефона в формате +7 (XXX) XXX-XX-XX");
    if (!isValidEmail(mail)) return businessError("Указан неверный адрес электронной почты");
    if (text.length > 4000) return businessError("Текст обращения длиннее 4000 символов");
    const idents = Array.isArray(body.idents) ? body.idents.join(", ") : (body.idents ?? "");
    const str = (v: string | null | undefined) => (v === undefined || v === null ? null : v.slice(0, 1000));
    await env.DB.prepare(
      "INSERT INTO support_appeals (login, phone, mail, text, address, os, info, app_version, idents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
      .bind(
        str(body.login),
        phone,
        mail,
        text,
        str(body.address),
        str(body.os),
        str(body.info),
        str(body.appVersion),
        idents || null,
        nowIso(),
      )
      .run();
    await sendToOutbox(
      env.DB,
      "email",
      SUPPORT_MAILBOX,
      `Обращение в техподдержку от ${phone} (${mail}${idents ? `, л/с ${idents}` : ""}):\n${text}\n\nАдрес: ${body.address ?? "—"}\nОС: ${body.os ?? "—"}\nВерсия: ${body.appVersion ?? "—"}\n${body.info ?? ""}`,
    );
    return reply(200, { isSucceed: true });
  });

  router.add("get", "/Public/WebPersonalDataPolicy", ({ env, query }) => publicText(env.DB, "policy", query.host));
  router.add("get", "/Public/WebPersonalDataAgreement", ({ env, query }) =>
    publicText(env.DB, "agreement", query.host),
  );

  router.add("get", "/Public/MockupDownload", async ({ env }) => {
    const file = { type: "image/png", name: "mockup.png" };
    return (await storedFileResponse(env.FILES, MOCKUP_KEY, file)) ?? fileResponse(mockupPng(), file);
  });
}
