import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { voteRule } from "~/domain/oss/vote";

/**
 * One step of the vote (§5 Voting: next needs an answer chosen): the question on the page and the chosen
 * answer, checked against the meeting's agenda (its question ids) by the rule the browser runs too.
 */
export function voteSchema(questionIds: readonly number[]) {
  return z.pipe(
    z.object({ intent: text("technical"), question: text("technical"), answer: text("technical") }),
    rule(voteRule(questionIds)),
  );
}
