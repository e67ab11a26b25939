import { IN_LIST, inList } from "../../db/in-list";
import type { components } from "../../../../openapi/schema";

// Reading polls in the shapes of openapi/src/polls.yaml (Poll, PollResult). A respondent is a resident
// ('u:<id>') or an open-poll code ('c:<code>'): both see the same poll with their own answers.

export type AnswerType = "single" | "multiple" | "open";

interface PollRow {
  id: number;
  name: string;
  hide_results: number;
}
interface QuestionRow {
  id: number;
  poll_id: number;
  text: string;
  answer_type: string | null;
}
interface AnswerRow {
  id: number;
  question_id: number;
  text: string;
}
interface ResponseRow {
  question_id: number;
  answer_id: number;
  custom_text: string | null;
}

// The answer shapes come from the contract, so the upstream cannot drift from what it publishes.
export type PollAnswer = components["schemas"]["PollAnswer"];
export type PollQuestion = components["schemas"]["PollQuestion"];
export type Poll = components["schemas"]["Poll"];

export const userRespondent = (userId: number) => `u:${userId}`;
export const codeRespondent = (code: string) => `c:${code}`;

/** Every question of the poll is completed by the respondent. */
export const isPassed = (poll: Poll) => poll.Questions.length > 0 && poll.Questions.every((q) => q.IsCompleteByUser);

/** The polls addressed to the houses of the user's accounts, newest first (/Common/EventBlockData). */
export async function pollsForUser(db: D1Database, userId: number): Promise<Poll[]> {
  const rows = await db
    .prepare(
      `SELECT p.id, p.name, p.hide_results FROM polls p
       WHERE p.house_id IN (SELECT a.house_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ?)
       ORDER BY p.created DESC, p.id DESC`,
    )
    .bind(userId)
    .all<PollRow>();
  return buildPolls(db, rows.results, userRespondent(userId));
}

/** One poll the user may see (addressed to one of their houses), or null. */
export async function pollForUser(db: D1Database, userId: number, pollId: number): Promise<Poll | null> {
  const row = await db
    .prepare(
      `SELECT p.id, p.name, p.hide_results FROM polls p WHERE p.id = ?
       AND p.house_id IN (SELECT a.house_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ?)`,
    )
    .bind(pollId, userId)
    .first<PollRow>();
  return row ? ((await buildPolls(db, [row], userRespondent(userId)))[0] ?? null) : null;
}

/** The poll behind an open-poll code, seen by that code's respondent, or null. */
export async function pollForCode(db: D1Database, code: string): Promise<Poll | null> {
  const row = await db
    .prepare(
      "SELECT p.id, p.name, p.hide_results FROM open_poll_codes c JOIN polls p ON p.id = c.poll_id WHERE c.code = ?",
    )
    .bind(code)
    .first<PollRow>();
  return row ? ((await buildPolls(db, [row], codeRespondent(code)))[0] ?? null) : null;
}

async function buildPolls(db: D1Database, rows: PollRow[], respondent: string): Promise<Poll[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [questions, answers, responses, reads] = await db.batch([
    db
      .prepare(
        `SELECT id, poll_id, text, answer_type FROM poll_questions WHERE poll_id IN ${IN_LIST} ORDER BY position, id`,
      )
      .bind(inList(ids)),
    db
      .prepare(
        `SELECT a.id, a.question_id, a.text FROM poll_answers a JOIN poll_questions q ON q.id = a.question_id
         WHERE q.poll_id IN ${IN_LIST} ORDER BY a.position, a.id`,
      )
      .bind(inList(ids)),
    db
      .prepare(
        `SELECT r.question_id, r.answer_id, r.custom_text FROM poll_responses r JOIN poll_questions q ON q.id = r.question_id
         WHERE r.respondent = ? AND q.poll_id IN ${IN_LIST}`,
      )
      .bind(respondent, inList(ids)),
    db
      .prepare(`SELECT poll_id FROM poll_reads WHERE respondent = ? AND poll_id IN ${IN_LIST}`)
      .bind(respondent, inList(ids)),
  ]);
  const mine = new Map<number, ResponseRow>();
  for (const r of responses!.results as ResponseRow[]) mine.set(r.answer_id, r);
  const answered = new Set([...mine.values()].map((r) => r.question_id));
  const readIds = new Set((reads!.results as { poll_id: number }[]).map((r) => r.poll_id));
  const answersOf = new Map<number, PollAnswer[]>();
  for (const a of answers!.results as AnswerRow[]) {
    const list = answersOf.get(a.question_id) ?? [];
    const own = mine.get(a.id);
    list.push({ ID: a.id, Text: a.text, IsUserAnswer: !!own, Answer: own?.custom_text ?? null });
    answersOf.set(a.question_id, list);
  }
  const questionsOf = new Map<number, PollQuestion[]>();
  for (const q of questions!.results as QuestionRow[]) {
    const list = questionsOf.get(q.poll_id) ?? [];
    list.push({
      ID: q.id,
      Text: q.text,
      AnswerType: (q.answer_type as AnswerType | null) ?? null,
      IsCompleteByUser: answered.has(q.id),
      Answers: answersOf.get(q.id) ?? [],
    });
    questionsOf.set(q.poll_id, list);
  }
  return rows.map((r) => ({
    ID: r.id,
    Name: r.name,
    IsReaded: readIds.has(r.id),
    HideResults: !!r.hide_results,
    Questions: questionsOf.get(r.id) ?? [],
  }));
}

/**
 * The poll with counts: Count is how many respondents chose the answer, Percent its share of the respondents
 * who answered the question (multiple-choice shares may add up to more than 100). With HideResults the
 * provider keeps the counts to itself: the respondent only gets their own answers.
 */
export async function pollResults(db: D1Database, poll: Poll): Promise<Poll> {
  if (poll.HideResults) return poll;
  const questionIds = poll.Questions.map((q) => q.ID);
  if (questionIds.length === 0) return poll;
  const [perAnswer, perQuestion] = await db.batch([
    db
      .prepare(`SELECT answer_id, COUNT(*) AS n FROM poll_responses WHERE question_id IN ${IN_LIST} GROUP BY answer_id`)
      .bind(inList(questionIds)),
    db
      .prepare(
        `SELECT question_id, COUNT(DISTINCT respondent) AS n FROM poll_responses WHERE question_id IN ${IN_LIST} GROUP BY question_id`,
      )
      .bind(inList(questionIds)),
  ]);
  const answerCount = new Map(
    (perAnswer!.results as { answer_id: number; n: number }[]).map((r) => [r.answer_id, r.n]),
  );
  const respondents = new Map(
    (perQuestion!.results as { question_id: number; n: number }[]).map((r) => [r.question_id, r.n]),
  );
  return {
    ...poll,
    Questions: poll.Questions.map((q) => {
      const total = respondents.get(q.ID) ?? 0;
      return {
        ...q,
        Answers: q.Answers.map((a) => {
          const count = answerCount.get(a.ID) ?? 0;
          return { ...a, Count: count, Percent: total ? Math.round((count / total) * 10000) / 100 : 0 };
        }),
      };
    }),
  };
}
