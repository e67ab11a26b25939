import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { ruleReasons, type Reasons } from "./useSubmitRule";

/**
 * A form's reasons for a disabled submit (§5, useSubmitRule) as the server renders it: its schema's issues for
 * the values the page fills in (`undefined`: the field is not on the form, or an unticked box). A loader gives
 * them to the page so they are in its first paint, not seconds later when the browser's checks arrive.
 */
export function formReasons(schema: $ZodType, values: Record<string, string | undefined>): Reasons {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "error" ? ruleReasons(submission.error) : {};
}
