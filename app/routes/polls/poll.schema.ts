import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { answerKind, fieldNames, pollRule, type QuestionLike } from "~/domain/polls/answers";

/**
 * A poll's form (§5 Poll answers), for a resident's poll and an open poll alike: one field per question (and
 * per box of a multiple-choice one), named as app/domain/polls/answers.ts says. The fields depend on the poll,
 * so the schema is made per poll, around the rule the browser runs too. Out come the provider's answers.
 */
export function pollSchema(poll: { Questions: readonly QuestionLike[] }) {
  const open = new Set(poll.Questions.filter((q) => answerKind(q) === "open").map((q) => `q${q.ID}`));
  const shape: Record<string, ReturnType<typeof text>> = {
    intent: text("technical"),
    continuing: text("technical"),
  };
  for (const name of fieldNames(poll.Questions)) shape[name] = text(open.has(name) ? "pollAnswer" : "technical");
  return z.pipe(z.object(shape), rule(pollRule(poll)));
}
