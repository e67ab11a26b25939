import { z } from "zod/mini";
import type { Checked, FieldIssue } from "./checked";
import { message } from "./message";

// How the spec's form rules reach conform (decision 0003). A form's schema (app/routes/**/*.schema.ts) takes
// the posted strings laxly and ends in `rule(...)`: the domain rule turns them into typed values or reports its
// issues, so the browser and the server put the same message on the same field, and an action uses
// `submission.value` as it is.

/** The one way a rule's issues become zod's: each at its field's path, its i18n key (and values) as the message. */
export function addFieldIssues(ctx: z.core.ParsePayload, issues: readonly FieldIssue[]): void {
  for (const { field, key, params } of issues) {
    ctx.issues.push({
      code: "custom",
      message: message(key, params),
      input: ctx.value,
      path: field === undefined ? [] : [field],
    });
  }
}

/** A schema step that runs a rule: its typed value goes on, its issues land on their fields. */
export function rule<I, T>(check: (input: I) => Checked<T>) {
  return z.transform((input: I, ctx) => {
    const result = check(input);
    if (result.ok) return result.value;
    addFieldIssues(ctx, result.issues);
    return z.NEVER;
  });
}
