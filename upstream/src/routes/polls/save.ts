import { isPassed, type Poll } from "./store";

// The provider's rules for a poll result (spec §3 Poll result payload, §5 Poll answers):
// - a single-choice question (AnswerType single or null) takes exactly one AnswerId;
// - a multiple-choice question takes one or more AnswerIds (one entry per answer);
// - an open question takes CustomAnswer text; empty open answers are ignored;
// - questions the respondent already completed keep their first answers (a partially passed poll can be
//   continued by sending the whole form again), and a passed poll cannot be saved again.

export const MAX_CUSTOM_ANSWER = 2000;
export const MAX_EXTRA_INFO = 4000;

interface Collected {
  questionId: number;
  answerId: number;
  text: string | null;
}

/** Checks and stores a result; returns the business error text, or null when saved. */
export async function savePollResult(
  db: D1Database,
  poll: Poll,
  respondent: string,
  answers: unknown,
  extraInfo: unknown,
): Promise<string | null> {
  if (isPassed(poll)) return "Опрос уже пройден";
  if (!Array.isArray(answers)) return "Не переданы ответы на вопросы опроса";
  const collected = collect(poll, answers);
  if (typeof collected === "string") return collected;
  if (collected.length === 0) return "Не выбран ни один ответ";

  const extra =
    extraInfo === undefined || extraInfo === null
      ? null
      : typeof extraInfo === "string"
        ? extraInfo
        : JSON.stringify(extraInfo);
  const stmts = collected.map((c) =>
    db
      .prepare(
        "INSERT OR IGNORE INTO poll_responses (question_id, answer_id, respondent, custom_text) VALUES (?, ?, ?, ?)",
      )
      .bind(c.questionId, c.answerId, respondent, c.text),
  );
  stmts.push(
    db.prepare("INSERT OR IGNORE INTO poll_reads (poll_id, respondent) VALUES (?, ?)").bind(poll.ID, respondent),
  );
  stmts.push(
    db
      .prepare("INSERT INTO poll_submissions (poll_id, respondent, extra_info) VALUES (?, ?, ?)")
      .bind(poll.ID, respondent, extra?.slice(0, MAX_EXTRA_INFO) ?? null),
  );
  await db.batch(stmts);
  return null;
}

function collect(poll: Poll, answers: unknown[]): Collected[] | string {
  const out: Collected[] = [];
  for (const raw of answers) {
    if (!raw || typeof raw !== "object") return "Неверный формат ответа";
    const entry = raw as { QuestionId?: unknown; AnswerId?: unknown; CustomAnswer?: unknown };
    const index = poll.Questions.findIndex((q) => q.ID === Number(entry.QuestionId));
    const question = poll.Questions[index];
    if (!question) return "Вопрос не найден в опросе";
    if (question.IsCompleteByUser) continue;
    const label = `№${index + 1}`;
    const hasAnswerId = entry.AnswerId !== undefined && entry.AnswerId !== null && entry.AnswerId !== "";
    const text = typeof entry.CustomAnswer === "string" ? entry.CustomAnswer.trim() : "";

    if (question.AnswerType === "open") {
      if (!text) continue;
      if (text.length > MAX_CUSTOM_ANSWER) return `Ответ на вопрос ${label} длиннее ${MAX_CUSTOM_ANSWER} символов`;
      const option = hasAnswerId ? question.Answers.find((a) => a.ID === Number(entry.AnswerId)) : question.Answers[0];
      if (!option) return `Ответ не найден в вопросе ${label}`;
      if (out.some((c) => c.questionId === question.ID)) return `На вопрос ${label} можно дать только один ответ`;
      out.push({ questionId: question.ID, answerId: option.ID, text });
      continue;
    }

    if (!hasAnswerId) {
      if (!text) continue;
      return `В вопросе ${label} нужно выбрать один из вариантов ответа`;
    }
    const option = question.Answers.find((a) => a.ID === Number(entry.AnswerId));
    if (!option) return `Ответ не найден в вопросе ${label}`;
    if (out.some((c) => c.answerId === option.ID)) continue;
    if (question.AnswerType !== "multiple" && out.some((c) => c.questionId === question.ID)) {
      return `В вопросе ${label} можно выбрать только один ответ`;
    }
    out.push({ questionId: question.ID, answerId: option.ID, text: null });
  }
  return out;
}
