import { json, type Router } from "../http";
import { defaultSettings } from "../db/seed";

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
}
