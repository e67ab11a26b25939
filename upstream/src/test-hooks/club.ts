import { json, type UpstreamEnv } from "../http";

/**
 * GET /__test/club-activity?phone=: how many privilege-club click-throughs and leads a resident made, so a test
 * can tell that following an offer was recorded and that a lead was sent (and sent once).
 */
export async function clubActivity(env: UpstreamEnv, url: URL): Promise<Response> {
  const phone = url.searchParams.get("phone") ?? "";
  const [clicks, leads] = await Promise.all([
    env.DB.prepare(
      "SELECT COUNT(*) AS n FROM privilege_club_clicks WHERE user_id = (SELECT id FROM users WHERE phone = ?)",
    )
      .bind(phone)
      .first<{ n: number }>(),
    env.DB.prepare(
      "SELECT COUNT(*) AS n FROM content_leads WHERE kind = 'privilege_club' AND user_id = (SELECT id FROM users WHERE phone = ?)",
    )
      .bind(phone)
      .first<{ n: number }>(),
  ]);
  return json({ clicks: clicks?.n ?? 0, leads: leads?.n ?? 0 });
}
