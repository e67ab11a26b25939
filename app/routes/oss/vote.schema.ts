import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { checkVote } from "~/domain/oss/vote";

/**
 * One step of the vote (§5 Voting: next needs an answer chosen): the question on the page and the chosen
 * answer. The agenda's question ids make the schema, so the browser checks the same as the server.
 */
export function voteSchema(questionIds: readonly number[]) {
  const questions = questionIds.map((ID) => ({ ID, Answer: null }));
  return z.pipe(
    z.object({ intent: text("technical"), question: text("technical"), answer: text("technical") }),
    rule((input: { question?: string; answer?: string }) => checkVote(questions, input)),
  );
}
