import { percentages } from "../charts/bar";
import { isAnswerCode, type AnswerCode } from "./vote";

// Spec §2.3 and §4: a common result when a protocol file exists, otherwise the resident's own answers.

export type ResultKind = "common" | "personal";

export const resultKind = (meeting: { HasProtocolFile: boolean }): ResultKind =>
  meeting.HasProtocolFile ? "common" : "personal";

export interface QuestionCounts {
  CountWhyVoiteYes: number;
  CountWhyVoiteNo: number;
  CountWhyVoiteUnknow: number;
}

/** For, against, abstained: each count and its whole-percent share of the answers given (adding up to 100). */
export function questionResult(q: QuestionCounts): { code: AnswerCode; count: number; percent: number }[] {
  const counts = [q.CountWhyVoiteYes, q.CountWhyVoiteNo, q.CountWhyVoiteUnknow];
  const shares = percentages(counts);
  return counts.map((count, i) => ({ code: String(i) as AnswerCode, count, percent: shares[i]! }));
}

/** The resident's own answer of a question, or null when not given. */
export const ownAnswer = (q: { Answer: string | null }): AnswerCode | null =>
  isAnswerCode(q.Answer) ? q.Answer : null;
