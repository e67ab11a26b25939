import { z } from "zod/mini";
import type { FieldErrors } from "~/domain/requests/forms";

/** Optional text fields, as a form posts them. */
export const text = () => z.optional(z.string());

/** An optional attachment: conform turns the empty part of an unused file input into undefined. */
export const file = () => z.optional(z.file());

/** Reports the domain's field errors (i18n keys) as zod issues on their fields, in the browser and on the server. */
export function fieldRules<T>(errorsOf: (value: T) => FieldErrors) {
  return z.superRefine<T>((value, ctx) => {
    for (const [field, message] of Object.entries(errorsOf(value))) ctx.addIssue({ code: "custom", message, path: [field], input: value });
  });
}
