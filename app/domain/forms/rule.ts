import { z } from "zod/mini";

// How the spec's form rules reach conform (decision 0003). A rule (app/domain/<area>) takes a form's strings and
// returns the typed values an action needs, or every problem at once as i18n keys by field. A form's schema
// (app/routes/**/*.schema.ts) runs the rule as its last step through `rule`, so the browser and the server put
// the same message on the same field, and an action uses `submission.value` as it is.

/** A problem a rule found: the field it belongs on (none: the value the rule was given) and its i18n key. */
export interface FieldIssue<F extends string = string> {
  field?: F;
  key: string;
}

/** What a rule makes of its input: the typed value, or all of its issues. */
export type Checked<T, F extends string = string> = { ok: true; value: T } | { ok: false; issues: FieldIssue<F>[] };

/** The rule's answer from the issues it collected and the value it builds when there are none. */
export function checked<T, F extends string>(issues: FieldIssue<F>[], value: () => T): Checked<T, F> {
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: value() };
}

/** The one way a rule's issues become zod's: each at its field's path, its i18n key as the message. */
export function addFieldIssues(ctx: z.core.ParsePayload, issues: readonly FieldIssue[]): void {
  for (const { field, key } of issues) {
    ctx.issues.push({ code: "custom", message: key, input: ctx.value, path: field === undefined ? [] : [field] });
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

/** The issues by field (the first per field), as a form shows them: for tests and for disabling buttons. */
export function errorsOf<F extends string>(result: Checked<unknown, F>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!result.ok) for (const { field, key } of result.issues) if (field !== undefined) errors[field] ??= key;
  return errors;
}
