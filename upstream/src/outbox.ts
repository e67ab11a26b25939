import { json } from "./http";
import type { Router } from "./router";

/** What the reference provider "sends" (codes by SMS, robot call, flash call; e-mails) lands here instead. */
export async function sendToOutbox(db: D1Database, channel: string, recipient: string, body: string): Promise<void> {
  await db
    .prepare("INSERT INTO outbox (channel, recipient, body) VALUES (?, ?, ?)")
    .bind(channel, recipient, body)
    .run();
}

/**
 * GET /demo/outbox — reference-upstream only (not part of the contract): the newest 50 messages. Under the test
 * switch only (test-hooks/access.ts), like the hooks; there it is open to everyone, like the demo itself: it is
 * how a visitor of the demo reads the code that registers a phone.
 */
export const OUTBOX_PATH = "/demo/outbox";

export function outboxRoutes(router: Router): void {
  router.page("GET", OUTBOX_PATH, async ({ env }) => {
    const rows = await env.DB.prepare(
      "SELECT id, channel, recipient, body, created_at AS createdAt FROM outbox ORDER BY id DESC LIMIT 50",
    ).all();
    return json({ messages: rows.results });
  });
}
