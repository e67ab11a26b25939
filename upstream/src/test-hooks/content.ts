import { nowIso } from "../dates";
import { json, type UpstreamEnv } from "../http";

export interface TestAnnouncementBody {
  header: string;
  /** HTML as a provider's editor might send it: a test may make it hostile on purpose. */
  text: string;
  emergency: boolean;
}

/**
 * POST /__test/announcements: an announcement for every house, seen only within the caller's test scope (a
 * hostile text must not reach other tests). Answers its id.
 */
export async function createTestAnnouncement(
  env: UpstreamEnv,
  scope: string | null,
  body: Partial<TestAnnouncementBody>,
): Promise<Response> {
  if (!scope) return json({ Message: "x-test-scope required: a test's announcement is its scope's alone" }, 400);
  const row = await env.DB.prepare(
    "INSERT INTO announcements (house_id, header, text, created, is_emergency_work, scope) VALUES (NULL, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(String(body.header ?? "Объявление"), String(body.text ?? ""), nowIso(), body.emergency ? 1 : 0, scope)
    .first<{ id: number }>();
  return json({ id: row!.id });
}
