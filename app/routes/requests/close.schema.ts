import { z } from "zod/mini";
import { closeErrors } from "~/domain/requests/forms";
import type { EvaluationStyle } from "~/domain/requests/rating";
import { fieldRules, text } from "./rules.schema";

/** Confirm and close: a mark of the configured style (§5: 1–5, smile 1/3/5, default 5) and a comment. */
export function closeSchema(style: EvaluationStyle) {
  return z.object({ intent: text(), mark: text(), comment: text() }).check(fieldRules((v) => closeErrors(v.mark, style)));
}
