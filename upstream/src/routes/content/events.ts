import { IN_LIST, inList } from "../../db/in-list";
import { dmyHm, nowIso } from "../../dates";
import { notFound } from "../../http";
import type { BaseCtx, Router } from "../../router";
import { pollsForUser } from "../polls/store";
import { houseFilter, sendFile, userHouseIds, type ContentFileRow } from "./access";
import { htmlToText } from "./html";
import { additionalServices, groupServices } from "./shop";

interface NewsRow {
  id: number;
  header: string;
  short_content: string;
  text: string;
  created: string;
  image_id: number | null;
}

interface AnnouncementRow {
  id: number;
  header: string;
  text: string;
  created: string;
  is_emergency_work: number;
  image_id: number | null;
}

const asId = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : null);

async function filesOf(db: D1Database, kind: string, ownerIds: number[]): Promise<ContentFileRow[]> {
  if (!ownerIds.length) return [];
  const rows = await db
    .prepare(`SELECT * FROM content_files WHERE kind = ? AND owner_id IN ${IN_LIST} ORDER BY sort, id`)
    .bind(kind, inList(ownerIds))
    .all<ContentFileRow>();
  return rows.results;
}

async function newsRows(db: D1Database, houses: number[], id?: number): Promise<NewsRow[]> {
  const f = houseFilter("n.house_id", houses);
  const rows = await db
    .prepare(
      `SELECT n.*, (SELECT MIN(id) FROM content_files WHERE kind = 'news_image' AND owner_id = n.id) AS image_id
       FROM news n WHERE ${f.sql} ${id === undefined ? "" : "AND n.id = ?"} ORDER BY n.created DESC, n.id DESC`,
    )
    .bind(...f.binds, ...(id === undefined ? [] : [id]))
    .all<NewsRow>();
  return rows.results;
}

async function newsItems(db: D1Database, houses: number[], plain: boolean, id?: number) {
  const rows = await newsRows(db, houses, id);
  const files = await filesOf(
    db,
    "news_file",
    rows.map((r) => r.id),
  );
  return rows.map((n) => ({
    ID: n.id,
    Header: n.header,
    Created: dmyHm(n.created),
    ShortContent: n.short_content,
    Text: plain ? htmlToText(n.text) : n.text,
    HasImage: n.image_id !== null,
    ImageLink: n.image_id !== null ? `/News/Image/${n.id}` : null,
    Files: files.filter((f) => f.owner_id === n.id).map((f) => ({ ID: f.id, Name: f.name })),
  }));
}

async function announcementItems(db: D1Database, houses: number[], plain: boolean, scope: string | null) {
  const f = houseFilter("a.house_id", houses);
  // A test's own announcements (test-hooks/content.ts) only within its scope.
  const rows = await db
    .prepare(
      `SELECT a.*, (SELECT MIN(id) FROM content_files WHERE kind = 'announcement_image' AND owner_id = a.id) AS image_id
       FROM announcements a WHERE ${f.sql} AND (a.scope IS NULL OR a.scope = ?) ORDER BY a.created DESC, a.id DESC`,
    )
    .bind(...f.binds, scope ?? "")
    .all<AnnouncementRow>();
  const files = await filesOf(
    db,
    "announcement_file",
    rows.results.map((r) => r.id),
  );
  return rows.results.map((a) => ({
    ID: a.id,
    Header: a.header,
    Text: plain ? htmlToText(a.text) : a.text,
    Created: dmyHm(a.created),
    HasImage: a.image_id !== null,
    ImageLink: a.image_id !== null ? `/Announcements/Image/${a.id}` : null,
    Files: files
      .filter((x) => x.owner_id === a.id)
      .map((x) => ({ ID: x.id, Link: `/Announcements/File/${x.id}`, Description: x.description ?? "", Name: x.name })),
    IsEmergencyWork: !!a.is_emergency_work,
  }));
}

/** The owner (news or announcement) of a file must be visible to the user, or the file "does not exist". */
async function visibleFile(
  ctx: BaseCtx & { params: { id: string } },
  kind: string,
  table: "news" | "announcements",
  where: "id" | "owner_id",
) {
  const id = asId(ctx.params.id);
  if (id === null) return null;
  const houses = await userHouseIds(ctx.env.DB, ctx.userId!);
  const f = houseFilter("o.house_id", houses);
  return ctx.env.DB.prepare(
    `SELECT cf.* FROM content_files cf JOIN ${table} o ON o.id = cf.owner_id
     WHERE cf.kind = ? AND cf.${where} = ? AND ${f.sql} ORDER BY cf.sort, cf.id LIMIT 1`,
  )
    .bind(kind, id, ...f.binds)
    .first<ContentFileRow>();
}

async function emergencyWorks(db: D1Database, userId: number) {
  const rows = await db
    .prepare(
      `SELECT e.id, e.date_start, e.date_end, e.description, a.id AS account_id, a.ident
       FROM emergency_works e
       JOIN accounts a ON a.house_id = e.house_id
       JOIN user_accounts ua ON ua.account_id = a.id AND ua.user_id = ?
       WHERE e.date_end >= ? ORDER BY e.date_start, e.id, a.ident`,
    )
    .bind(userId, nowIso())
    .all<{
      id: number;
      date_start: string;
      date_end: string;
      description: string;
      account_id: number;
      ident: string;
    }>();
  const works = new Map<
    number,
    { AccountIds: number[]; Idents: string[]; DateStart: string; DateEnd: string; Description: string }
  >();
  for (const r of rows.results) {
    const w = works.get(r.id) ?? {
      AccountIds: [],
      Idents: [],
      DateStart: dmyHm(r.date_start),
      DateEnd: dmyHm(r.date_end),
      Description: r.description,
    };
    w.AccountIds.push(r.account_id);
    w.Idents.push(r.ident);
    works.set(r.id, w);
  }
  return [...works.values()];
}

export function eventRoutes(router: Router): void {
  router.add("get", "/Common/EventBlockData", async ({ env, query, userId, scope, reply }) => {
    const plain = query.htmlAsPlaintText === true;
    const houses = await userHouseIds(env.DB, userId!);
    const [News, Announcements, AdditionalServices, Polls] = await Promise.all([
      newsItems(env.DB, houses, plain),
      announcementItems(env.DB, houses, plain, scope),
      additionalServices(env.DB, houses, plain),
      pollsForUser(env.DB, userId!),
    ]);
    return reply(200, {
      News,
      Announcements,
      AdditionalServices,
      AdditionalServicesByGroups: groupServices(AdditionalServices),
      Polls,
    });
  });

  router.add("get", "/News/Content/{id}", async ({ env, params, userId, reply }) => {
    const id = asId(params.id);
    const houses = await userHouseIds(env.DB, userId!);
    const [item] = id === null ? [] : await newsItems(env.DB, houses, false, id);
    return item ? reply(200, item) : notFound("Новость не найдена");
  });

  router.add("get", "/News/Image/{id}", async (ctx) =>
    sendFile(ctx.env, await visibleFile(ctx, "news_image", "news", "owner_id"), "Изображение не найдено"),
  );
  router.add("get", "/News/File/{id}", async (ctx) =>
    sendFile(ctx.env, await visibleFile(ctx, "news_file", "news", "id"), "Файл не найден"),
  );
  router.add("get", "/Announcements/Image/{id}", async (ctx) =>
    sendFile(
      ctx.env,
      await visibleFile(ctx, "announcement_image", "announcements", "owner_id"),
      "Изображение не найдено",
    ),
  );
  router.add("get", "/Announcements/File/{id}", async (ctx) =>
    sendFile(ctx.env, await visibleFile(ctx, "announcement_file", "announcements", "id"), "Файл не найден"),
  );

  router.add("get", "/EmergencyWorks/List", async ({ env, userId, reply }) =>
    reply(200, await emergencyWorks(env.DB, userId!)),
  );
}
