import { nowIso } from "../dates";
import { mobileAppSettings } from "../settings";
import { businessError, json, readJson, type Router } from "../http";

export function configRoutes(router: Router): void {
  router.add(
    "GET",
    "/Config/MobileAppSettings",
    async (_req, { env, scope }) => json(await mobileAppSettings(env, scope)),
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
