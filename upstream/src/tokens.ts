import { randomToken, sha256 } from "./crypto";

// Sessions: a token is handed out once and stored only as its SHA-256, so a leaked database leaks no session.

export async function issueToken(db: D1Database, userId: number): Promise<string> {
  const token = randomToken();
  await db
    .prepare("INSERT INTO tokens (token_hash, user_id) VALUES (?, ?)")
    .bind(await sha256(token), userId)
    .run();
  return token;
}

/** The user a token belongs to; null for none or an unknown (revoked, expired) one. */
export async function userOfToken(db: D1Database, token: string | null | undefined): Promise<number | null> {
  if (!token) return null;
  const row = await db
    .prepare("SELECT user_id FROM tokens WHERE token_hash = ?")
    .bind(await sha256(token))
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

export async function revokeToken(db: D1Database, token: string): Promise<void> {
  await db
    .prepare("DELETE FROM tokens WHERE token_hash = ?")
    .bind(await sha256(token))
    .run();
}
