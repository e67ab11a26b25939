import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { optionField, questionField } from "./fields";
import { pollState } from "./state";

// Spec §3 Poll result payload, §4 Poll, §5 Poll answers: what the poll form posts, turned into the answers the
// provider takes. The form names its fields after the questions, so the same names serve every poll:
//   single (or null) → `q{QuestionId}` = the chosen AnswerId (radios);
//   multiple         → `q{QuestionId}_{AnswerId}` = "on" per ticked box (checkboxes);
//   open             → `q{QuestionId}` = the resident's text.

export type AnswerKind = "single" | "multiple" | "open";

export interface QuestionLike {
  ID: number;
  AnswerType?: string | null;
  IsCompleteByUser: boolean;
  Answers: ReadonlyArray<{ ID: number }>;
}

export interface PollResultAnswer {
  QuestionId: number;
  AnswerId?: number;
  CustomAnswer?: string;
}

/** Null (and anything the provider may add later) is a single choice (§3 Question). */
export function answerKind(q: Pick<QuestionLike, "AnswerType">): AnswerKind {
  return q.AnswerType === "multiple" || q.AnswerType === "open" ? q.AnswerType : "single";
}

export { optionField, questionField };

/** Every field name a poll's form may post, for its schema: one per question, and one per box of a multiple one. */
export function fieldNames(questions: readonly QuestionLike[]): string[] {
  return questions.flatMap((q) =>
    answerKind(q) === "multiple" ? q.Answers.map((a) => optionField(q.ID, a.ID)) : [questionField(q.ID)],
  );
}

/** The form's message when nothing would be sent (shown next to the form, not on one question). */
export const NO_ANSWER = "polls.no_answer";
/** A partially passed poll is sent only after the resident took the "continue" offer (§4). */
export const CONTINUE_FIRST = "polls.continue_first";

export interface PollInput {
  /** The posted fields by name (see above); missing or empty ones are not answers. */
  values: Readonly<Record<string, string | undefined>>;
  /** The resident took the offer to continue a partially passed poll. */
  continuing: boolean;
}

/**
 * The answers to send: one entry per chosen option, the text of each open question that has one (empty and
 * blank texts are not sent), nothing for questions the resident completed before (the provider keeps their
 * first answers). Refused when nothing is left to send, when a value names an option that is not the
 * question's (a crafted post), or when a partially passed poll is sent without taking the "continue" offer.
 */
export function pollAnswers(
  poll: { Questions: readonly QuestionLike[] },
  input: PollInput,
): Checked<PollResultAnswer[]> {
  const issues: FieldIssue[] = [];
  if (pollState(poll) === "partial" && !input.continuing) return { ok: false, issues: [{ key: CONTINUE_FIRST }] };
  const answers: PollResultAnswer[] = [];
  for (const q of poll.Questions) {
    if (q.IsCompleteByUser) continue;
    const name = questionField(q.ID);
    const own = (id: string | undefined) => q.Answers.find((a) => String(a.ID) === id);
    switch (answerKind(q)) {
      case "single": {
        const raw = input.values[name];
        if (!raw) break;
        const option = own(raw);
        if (option) answers.push({ QuestionId: q.ID, AnswerId: option.ID });
        else issues.push({ field: name, key: "polls.unknown_answer" });
        break;
      }
      case "multiple":
        for (const a of q.Answers)
          if (input.values[optionField(q.ID, a.ID)]) answers.push({ QuestionId: q.ID, AnswerId: a.ID });
        break;
      case "open": {
        const text = (input.values[name] ?? "").trim();
        // The option that stands for the resident's own text goes along when the provider listed one.
        const option = q.Answers[0];
        if (text)
          answers.push(
            option
              ? { QuestionId: q.ID, AnswerId: option.ID, CustomAnswer: text }
              : { QuestionId: q.ID, CustomAnswer: text },
          );
        break;
      }
    }
  }
  if (issues.length === 0 && answers.length === 0) issues.push({ key: NO_ANSWER });
  return checked(issues, () => answers);
}

/** The posted strings of a poll's form, as its rule reads them (the hidden `continuing` is "1" after the offer). */
export type PollPost = Readonly<Record<string, string | undefined>>;

/**
 * The poll form's rule (§4, §5) for one poll: the form's posted strings in, the answers to send out. The same
 * function runs in the action (through the schema, app/routes/polls/poll.schema.ts) and in the browser.
 */
export function pollRule(poll: { Questions: readonly QuestionLike[] }) {
  return (input: PollPost): Checked<PollResultAnswer[]> =>
    pollAnswers(poll, { values: input, continuing: input.continuing === "1" });
}

/** Opening a poll marks it read, once: only while the provider says it is not (§4 "Reading sets IsReaded"). */
export const needsReadFlag = (poll: { IsReaded: boolean }) => !poll.IsReaded;
