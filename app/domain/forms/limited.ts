import { z } from "zod/mini";
import { LIMITS, type Limit } from "./limits";
import { message } from "./message";
import { visibleText } from "./visible";

// How a schema field gets its length limit (./limits.ts). The check comes first and aborts the field: a text
// over its limit gets only 'At most {{max}} characters', not also a format message about its content, and the
// form's rule (a pipe's next step) does not run while any field is too long.

export const TOO_LONG = "forms.too_long";

/** The message of a text over `max` characters. */
export const tooLong = (max: number) => message(TOO_LONG, { max });

// What people write for others to read (names, messages, descriptions, comments) is kept without controls, and
// is empty when nothing of it can be seen (./visible.ts): the form's "required" rule then refuses it. Passwords,
// codes, ids and numbers are taken as sent: changing them would change what they mean.
const PROSE: ReadonlySet<Limit> = new Set(["name", "longText", "pollAnswer", "leadComment", "lastName"]);

/** `base` (a string schema, with its own required message if any) limited to the named limit. */
export function limited(limit: Limit, base: z.ZodMiniString<string> = z.string()) {
  const max = LIMITS[limit];
  const checked = base.check(z.maxLength(max, { error: tooLong(max), abort: true }));
  return PROSE.has(limit) ? checked.check(z.overwrite(visibleText)) : checked;
}

/** An optional text field limited to the named limit: the lax fields a form's rule then checks. */
export const text = (limit: Limit) => z.optional(limited(limit));
