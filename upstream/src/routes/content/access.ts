import { sha256 } from "../../crypto";
import { storedFileResponse } from "../../files";
import { json, type Ctx } from "../../http";

/** The privilege club is open to residents with an account in this house (spec §6, §9). */
export const PRIVILEGE_CLUB_HOUSE_ID = 1361;

export function notFound(message: string): Response {
  return json({ Message: message }, 404);
}

/** The houses of the user's linked accounts: content is shown only for these (and for "every house"). */
export async function userHouseIds(db: D1Database, userId: number): Promise<number[]> {
  const rows = await db
    .prepare(
      "SELECT DISTINCT a.house_id AS id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ? ORDER BY a.house_id",
    )
    .bind(userId)
    .all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

/** SQL condition on a nullable house_id column, with its bindings: NULL (every house) or one of `houses`. */
export function houseFilter(column: string, houses: number[]): { sql: string; binds: number[] } {
  if (!houses.length) return { sql: `${column} IS NULL`, binds: [] };
  return { sql: `(${column} IS NULL OR ${column} IN (${houses.map(() => "?").join(", ")}))`, binds: houses };
}

/**
 * The user of a request that may carry its token in the `acx` query parameter instead of the header
 * (GET /Shops/Goods "with shopId and acx": links opened outside the app's fetch carry it in the URL).
 */
export async function userFromHeaderOrQuery(ctx: Ctx): Promise<number | null> {
  if (ctx.userId !== null) return ctx.userId;
  const token = ctx.url.searchParams.get("acx");
  if (!token) return null;
  const row = await ctx.env.DB.prepare("SELECT user_id FROM tokens WHERE token_hash = ?")
    .bind(await sha256(token))
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

export interface ContentFileRow {
  id: number;
  owner_id: number;
  name: string;
  description: string | null;
  content_type: string;
  r2_key: string;
}

/** Sends a stored file; images inline (they are shown in pages), other files as attachments. */
export async function sendFile(env: Ctx["env"], file: ContentFileRow | null, missing: string): Promise<Response> {
  const inline = file?.content_type.startsWith("image/");
  const response = file
    ? await storedFileResponse(env.FILES, file.r2_key, { type: file.content_type, name: file.name, inline, cache: "private, max-age=3600" })
    : null;
  return response ?? notFound(missing);
}

/** Phone digits as the provider stores them: 11 digits starting with 7 (8… and 10-digit forms normalised). */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== "string" && typeof input !== "number") return null;
  let digits = String(input).replace(/\D/g, "");
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits[0] === "8") digits = `7${digits.slice(1)}`;
  return /^7\d{10}$/.test(digits) ? digits : null;
}
