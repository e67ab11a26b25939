import type { Checked } from "../forms/checked";

// Spec §4 and §5 Voting: one question at a time, opening at the first unanswered one; answers "0" for,
// "1" against, "2" abstained; next needs an answer chosen.

export const ANSWER_CODES = ["0", "1", "2"] as const;
export type AnswerCode = (typeof ANSWER_CODES)[number];

export const isAnswerCode = (value: unknown): value is AnswerCode =>
  typeof value === "string" && (ANSWER_CODES as readonly string[]).includes(value);

export interface QuestionLike {
  ID: number;
  Answer: string | null;
}

/**
 * The question (0-based) the vote page shows: the one asked for when it exists, otherwise the first unanswered
 * one. With every question answered but the vote not completed (a completion that failed), the last question,
 * so the resident can complete; null only for a meeting without questions.
 */
export function questionIndex(questions: readonly QuestionLike[], asked?: number | null): number | null {
  if (questions.length === 0) return null;
  if (asked != null && Number.isInteger(asked) && asked >= 0 && asked < questions.length) return asked;
  const first = questions.findIndex((q) => !isAnswerCode(q.Answer));
  return first === -1 ? questions.length - 1 : first;
}

/**
 * The questions left to answer, when the resident has started and not answered all: the info page's button then
 * says how far they got instead of offering to take part again (issue 33 item 6). Null: not started, or all
 * answered.
 */
export function questionsLeft(questions: readonly QuestionLike[]): { left: number; total: number } | null {
  const left = questions.filter((q) => !isAnswerCode(q.Answer)).length;
  return left > 0 && left < questions.length ? { left, total: questions.length } : null;
}

/** Whether a question is the last one: its step completes the vote. */
export const isLast = (questions: readonly QuestionLike[], index: number) => index === questions.length - 1;

export type VoteStep = { kind: "next"; index: number } | { kind: "complete" };

/** What follows a saved answer: the next question, or completing the vote after the last. */
export function afterAnswer(questions: readonly QuestionLike[], index: number): VoteStep {
  return isLast(questions, index) ? { kind: "complete" } : { kind: "next", index: index + 1 };
}

/** The posted step, checked: the question must be on the agenda and an answer chosen (§5). */
export type VoteInput = { question?: string; answer?: string };

export function checkVote(
  questions: readonly QuestionLike[],
  input: VoteInput,
): Checked<{ index: number; questionId: number; answer: AnswerCode }> {
  const index = questions.findIndex((q) => String(q.ID) === input.question);
  if (index === -1) return { ok: false, issues: [{ field: "question", key: "oss.unknown_question" }] };
  if (!isAnswerCode(input.answer)) return { ok: false, issues: [{ field: "answer", key: "oss.answer_required" }] };
  return { ok: true, value: { index, questionId: questions[index]!.ID, answer: input.answer } };
}

/**
 * The vote form's rule for a meeting's agenda (its question ids, in order): the posted strings in, the step to
 * save out. The same function runs in the action (app/routes/oss/vote.schema.ts) and in the browser.
 */
export function voteRule(questionIds: readonly number[]) {
  const questions = questionIds.map((ID) => ({ ID, Answer: null }));
  return (input: VoteInput) => checkVote(questions, input);
}
