import { nowIso } from "../dates";
import { storedFileResponse } from "../files";
import { businessError, forbidden, notFound, reply } from "../http";
import type { Router } from "../router";
import {
  buildMeetings,
  hasOssAccess,
  HOUSES_OF_USER,
  meetingRows,
  phaseOf,
  sortMeetings,
  type MeetingRow,
} from "./oss/store";

// Owners' meetings (spec §7 "Owners' meetings", §4 status, §6 accessOSS). Without accessOSS every call is
// HTTP 403; a meeting outside the houses of the user's accounts is HTTP 404; a vote against the rules
// (wrong status, already counted, unanswered questions) is a business Error (HTTP 200).

const noAccess = () => forbidden("Доступ к собраниям собственников не предоставлен");
const meetingNotFound = () => notFound("Собрание не найдено");
const ok = () => reply(200, { isSucceed: true });
const NOT_OWNER = "Вы не указаны собственником помещения, участвующего в собрании";

/** Every call starts here: without accessOSS, 403 (the answer's caller returns it). */
const locked = async (db: D1Database, userId: number | null) => !(await hasOssAccess(db, userId!));

async function meetingOf(db: D1Database, userId: number, id: number | string): Promise<MeetingRow | null> {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return null;
  return (await meetingRows(db, userId, n))[0] ?? null;
}

async function upsertParticipant(
  db: D1Database,
  ossId: number,
  userId: number,
  column: "acquainted_at" | "voting_started_at",
) {
  await db
    .prepare(
      `INSERT INTO oss_participants (oss_id, user_id, ${column}) VALUES (?, ?, ?)
       ON CONFLICT (oss_id, user_id) DO UPDATE SET ${column} = COALESCE(${column}, excluded.${column})`,
    )
    .bind(ossId, userId, nowIso())
    .run();
}

/** The rule shared by start, answer and complete: the meeting is voting and the user's vote is not counted yet. */
function votingError(m: MeetingRow): string | null {
  if (phaseOf(m) !== "voting") return "Голосование по этому собранию сейчас не проводится";
  if (m.completed_at !== null) return "Ваш голос уже учтён";
  return null;
}

async function isOwnerIn(db: D1Database, ossId: number, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS x FROM oss_accounts oa JOIN user_accounts ua ON ua.account_id = oa.account_id WHERE oa.oss_id = ? AND ua.user_id = ?",
    )
    .bind(ossId, userId)
    .first();
  return !!row;
}

export function ossRoutes(router: Router): void {
  router.add("get", "/OSS/List", async ({ env, userId, reply }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const rows = sortMeetings(await meetingRows(env.DB, userId!));
    return reply(200, { Data: await buildMeetings(env.DB, userId!, rows) });
  });

  router.add("get", "/OSS/OssById/{id}", async ({ env, userId, params, reply }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const m = await meetingOf(env.DB, userId!, params.id);
    const [meeting] = m ? await buildMeetings(env.DB, userId!, [m]) : [];
    return meeting ? reply(200, meeting) : meetingNotFound();
  });

  router.add("post", "/OSS/SetAcquainted", async ({ env, userId, body }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const m = await meetingOf(env.DB, userId!, body.ID);
    if (!m) return meetingNotFound();
    await upsertParticipant(env.DB, m.id, userId!, "acquainted_at");
    return ok();
  });

  router.add("post", "/OSS/SetStartVoiting", async ({ env, userId, body }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const m = await meetingOf(env.DB, userId!, body.ID);
    if (!m) return meetingNotFound();
    const error = votingError(m) ?? ((await isOwnerIn(env.DB, m.id, userId!)) ? null : NOT_OWNER);
    if (error) return businessError(error);
    await upsertParticipant(env.DB, m.id, userId!, "voting_started_at");
    return ok();
  });

  router.add("post", "/OSS/SaveAnswer", async ({ env, userId, body }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const m = await meetingOf(env.DB, userId!, body.OssId);
    if (!m) return meetingNotFound();
    const error = votingError(m) ?? ((await isOwnerIn(env.DB, m.id, userId!)) ? null : NOT_OWNER);
    if (error) return businessError(error);
    const question = await env.DB.prepare("SELECT id FROM oss_questions WHERE id = ? AND oss_id = ?")
      .bind(body.QuestionId, m.id)
      .first<{ id: number }>();
    if (!question) return businessError("Вопрос не найден в повестке собрания");
    // Answering starts the vote for clients that skip SetStartVoiting; answers can change until completion.
    await upsertParticipant(env.DB, m.id, userId!, "voting_started_at");
    await env.DB.prepare(
      "INSERT INTO oss_votes (question_id, voter, answer) VALUES (?, ?, ?) ON CONFLICT (question_id, voter) DO UPDATE SET answer = excluded.answer",
    )
      .bind(question.id, `u:${userId}`, body.Answer)
      .run();
    return ok();
  });

  router.add("post", "/OSS/CompleteVote", async ({ env, userId, body }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const m = await meetingOf(env.DB, userId!, body.ID);
    if (!m) return meetingNotFound();
    const error = votingError(m) ?? ((await isOwnerIn(env.DB, m.id, userId!)) ? null : NOT_OWNER);
    if (error) return businessError(error);
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM oss_questions q WHERE q.oss_id = ? AND NOT EXISTS (SELECT 1 FROM oss_votes v WHERE v.question_id = q.id AND v.voter = ?)",
    )
      .bind(m.id, `u:${userId}`)
      .first<{ n: number }>();
    if (left && left.n > 0) return businessError(`Не на все вопросы даны ответы (осталось: ${left.n})`);
    const now = nowIso();
    await env.DB.prepare(
      `INSERT INTO oss_participants (oss_id, user_id, voting_started_at, completed_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (oss_id, user_id) DO UPDATE SET completed_at = excluded.completed_at`,
    )
      .bind(m.id, userId, now, now)
      .run();
    return ok();
  });

  router.add("get", "/OSS/File/{id}", async ({ env, userId, params }) => {
    if (await locked(env.DB, userId)) return noAccess();
    const id = Number(params.id);
    const file = await env.DB.prepare(
      `SELECT f.* FROM oss_files f WHERE f.id = ? AND (
         EXISTS (SELECT 1 FROM oss_meetings m WHERE (m.protocol_file_id = f.id OR m.final_document_file_id = f.id)
           AND m.house_id IN (${HOUSES_OF_USER}))
         OR EXISTS (SELECT 1 FROM oss_questions q JOIN oss_meetings m ON m.id = q.oss_id WHERE q.file_id = f.id
           AND m.house_id IN (${HOUSES_OF_USER}))
         OR EXISTS (SELECT 1 FROM oss_accounts oa JOIN user_accounts ua ON ua.account_id = oa.account_id
           WHERE oa.blank_file_id = f.id AND ua.user_id = ?))`,
    )
      .bind(Number.isInteger(id) ? id : -1, userId, userId, userId)
      .first<{ id: number; name: string; content_type: string; r2_key: string }>();
    // Names are Cyrillic; old clients get the file's id in the ASCII fallback name.
    const ext = file?.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".")) : "";
    const response = file
      ? await storedFileResponse(env.FILES, file.r2_key, {
          type: file.content_type,
          name: file.name,
          fallback: `oss-file-${file.id}${ext}`,
        })
      : null;
    return response ?? notFound("Файл не найден");
  });
}
