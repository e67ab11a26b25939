import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { closeRule } from "~/domain/requests/chat-forms";
import type { EvaluationStyle } from "~/domain/requests/rating";

const fields = z.object({ intent: text("technical"), mark: text("technical"), comment: text("longText") });

/** Confirm and close: a mark of the configured style (§5: 1–5, smile 1/3/5, default 5) and a comment. */
export function closeSchema(style: EvaluationStyle) {
  return z.pipe(fields, rule(closeRule(style)));
}
