import { z } from "zod/mini";
import { codeRule, detailsRule, passwordRule, type DetailsOptions } from "~/domain/auth/registration";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";

// The three forms of the registration wizard (§5): each field within its limit, then the step's rule of
// app/domain/auth/registration.ts, which the browser runs too (without zod).

const details = z.object({
  phone: text("phone"),
  fio: text("name"),
  birthday: text("birthDate"),
  consent: text("technical"),
});

/** Step 1, for the settings' birth-date switch and today (the same factory the page calls for the browser). */
export function detailsSchema(options: DetailsOptions) {
  return z.pipe(details, rule(detailsRule(options)));
}

/** Step 2: the code, 4 digits. */
export const codeSchema = z.pipe(z.object({ code: text("code") }), rule(codeRule));

/** Step 3: password and confirmation, both filled and equal (§5), the password at least 8 characters long. */
export const passwordSchema = z.pipe(
  z.object({ password: text("password"), confirm: text("password") }),
  rule(passwordRule),
);
