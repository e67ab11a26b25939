import { IN_LIST, inList } from "../../db/in-list";
import { storedFileResponse } from "../../files";
import { notFound, type UpstreamEnv } from "../../http";
import { userOfToken } from "../../tokens";

/** The privilege club is open to residents with an account in this house (spec §6, §9). */
export const PRIVILEGE_CLUB_HOUSE_ID = 1361;

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
export function houseFilter(column: string, houses: number[]): { sql: string; binds: string[] } {
  if (!houses.length) return { sql: `${column} IS NULL`, binds: [] };
  return { sql: `(${column} IS NULL OR ${column} IN ${IN_LIST})`, binds: [inList(houses)] };
}

/**
 * The user of a request that may carry its token in the `acx` query parameter instead of the header
 * (GET /Shops/Goods "with shopId and acx": links opened outside the app's fetch carry it in the URL).
 */
export async function userFromHeaderOrQuery(
  db: D1Database,
  headerUser: number | null,
  queryToken: string | undefined,
): Promise<number | null> {
  return headerUser ?? (await userOfToken(db, queryToken));
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
export async function sendFile(env: UpstreamEnv, file: ContentFileRow | null, missing: string) {
  const inline = file?.content_type.startsWith("image/");
  const response = file
    ? await storedFileResponse(env.FILES, file.r2_key, {
        type: file.content_type,
        name: file.name,
        inline,
        cache: "private, max-age=3600",
      })
    : null;
  return response ?? notFound(missing);
}
