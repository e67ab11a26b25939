import { nowIso } from "../dates";
import { businessError } from "../http";
import type { Router } from "../router";
import { mobileAppSettings } from "../settings";

export function configRoutes(router: Router): void {
  router.add("get", "/Config/MobileAppSettings", async ({ env, scope, reply }) =>
    reply(200, await mobileAppSettings(env.DB, scope)),
  );

  // Links in server texts (news, request types' messages) carry a code: the provider counts the click and
  // tells the portal where the link leads. Works with or without a token.
  router.add("post", "/Common/ClickableLink", async ({ env, userId, body, reply }) => {
    const code = body.code.trim();
    if (!code) return businessError("Не указан код ссылки");
    const link = await env.DB.prepare("SELECT url FROM clickable_links WHERE code = ?")
      .bind(code)
      .first<{ url: string }>();
    if (!link) return businessError("Ссылка не найдена или больше не действует");
    await env.DB.prepare("INSERT INTO link_clicks (code, user_id, clicked_at) VALUES (?, ?, ?)")
      .bind(code, userId, nowIso())
      .run();
    return reply(200, { isSucceed: true, Link: link.url });
  });
}
