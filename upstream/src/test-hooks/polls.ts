import { json, type UpstreamEnv } from "../http";

/**
 * POST /__test/open-poll-code: a fresh code for an open poll (default 7, the one behind the demo codes '2026'
 * and '2025'), so a test may answer it while every other test still finds '2026' unanswered.
 */
export async function freshOpenPollCode(env: UpstreamEnv, body: { pollId?: unknown }): Promise<Response> {
  const pollId = Number(body.pollId ?? 7);
  const poll = await env.DB.prepare("SELECT id FROM polls WHERE id = ?").bind(pollId).first<{ id: number }>();
  if (!poll) return json({ Message: "no such poll" }, 404);
  const code = `t${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await env.DB.prepare("INSERT INTO open_poll_codes (code, poll_id) VALUES (?, ?)").bind(code, poll.id).run();
  return json({ code });
}

/**
 * GET /__test/poll-submissions?pollId=&phone=: how many results a resident sent to a poll (each save is kept
 * with its ExtrtaInfo), so a test can tell one save from two even where the answers themselves look the same.
 */
export async function pollSubmissions(env: UpstreamEnv, url: URL): Promise<Response> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM poll_submissions WHERE poll_id = ? AND respondent = (SELECT 'u:' || id FROM users WHERE phone = ?)",
  )
    .bind(Number(url.searchParams.get("pollId")), url.searchParams.get("phone") ?? "")
    .first<{ n: number }>();
  return json({ count: row?.n ?? 0 });
}
