// What a form's rule (app/domain/<area>) answers: the typed values an action needs, or every problem at once as
// i18n keys by field. Free of zod, so the rules stay plain functions; ./rule.ts hands their issues to zod.

/**
 * A problem a rule found: the field it belongs on (none: the value the rule was given), its i18n key and the
 * values the message interpolates (the portal's own numbers, never the input).
 */
export interface FieldIssue<F extends string = string> {
  field?: F;
  key: string;
  params?: Record<string, string | number>;
}

/** What a rule makes of its input: the typed value, or all of its issues. */
export type Checked<T, F extends string = string> = { ok: true; value: T } | { ok: false; issues: FieldIssue<F>[] };

/** The rule's answer from the issues it collected and the value it builds when there are none. */
export function checked<T, F extends string>(issues: FieldIssue<F>[], value: () => T): Checked<T, F> {
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: value() };
}

/** The issues by field (the first per field), as a form shows them. */
export function errorsOf<F extends string>(result: Checked<unknown, F>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!result.ok) for (const { field, key } of result.issues) if (field !== undefined) errors[field] ??= key;
  return errors;
}
