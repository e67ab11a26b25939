import { defaultSettings } from "../db/seed";
import { nowIso } from "../dates";
import { businessError, json, readJson, type Router } from "../http";

export function configRoutes(router: Router): void {
  router.add(
    "GET",
    "/Config/MobileAppSettings",
    async (_req, { env }) => {
      const row = await env.DB.prepare("SELECT value FROM settings WHERE key = 'mobile_app_settings'").first<{
        value: string;
      }>();
      return json(row ? JSON.parse(row.value) : defaultSettings);
    },
    { auth: false },
  );

  // Links in server texts (news, request types' messages) carry a code: the provider counts the click and
  // tells the portal where the link leads. Works with or without a token.
  router.add(
    "POST",
    "/Common/ClickableLink",
    async (req, { env, userId }) => {
      const code = String((await readJson<{ code: string }>(req)).code ?? "").trim();
      if (!code) return businessError("Не указан код ссылки");
      const link = await env.DB.prepare("SELECT url FROM clickable_links WHERE code = ?").bind(code).first<{ url: string }>();
      if (!link) return businessError("Ссылка не найдена или больше не действует");
      await env.DB.prepare("INSERT INTO link_clicks (code, user_id, clicked_at) VALUES (?, ?, ?)").bind(code, userId, nowIso()).run();
      return json({ isSucceed: true, Link: link.url });
    },
    { auth: false },
  );
}
