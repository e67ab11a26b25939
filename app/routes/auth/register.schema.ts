import { z } from "zod/mini";
import {
  normalizeCode,
  PASSWORD_MIN_LENGTH,
  passwordLongEnough,
  validateDetails,
  type BirthDateCheck,
} from "~/domain/auth/registration";
import { limited, text } from "~/domain/forms/limited";
import { message } from "~/domain/forms/message";
import { addFieldIssues, rule } from "~/domain/forms/rule";

// The three forms of the registration wizard (§5). Rules live in app/domain/auth/registration.ts; these
// schemas only adapt them to conform, so the browser and the server check the same things.

const details = z.object({
  phone: text("phone"),
  fio: text("name"),
  birthday: text("birthDate"),
  consent: text("technical"),
});

/** Step 1. The birth-date check is passed in: the server always has it, the browser once it has loaded. */
export function detailsSchema(options: { requireBirthDate: boolean; birthDateIssue?: BirthDateCheck }) {
  return z.pipe(
    details,
    rule((input: z.output<typeof details>) => validateDetails(input, options)),
  );
}

/** Step 2: the code, 4 digits. */
export const codeSchema = z.object({
  code: z.pipe(
    limited("code", z.string({ error: "registration.code_format" })),
    z.transform((value: string, ctx) => {
      const code = normalizeCode(value);
      if (code) return code;
      addFieldIssues(ctx, [{ key: "registration.code_format" }]);
      return z.NEVER;
    }),
  ),
});

/** Step 3: password and confirmation, both filled and equal (§5), the password at least 8 characters long. */
export const passwordSchema = z
  .object({
    password: limited("password", z.string({ error: "registration.password_required" })),
    confirm: limited("password", z.string({ error: "registration.confirm_required" })),
  })
  .check(
    z.refine((value) => passwordLongEnough(value.password), {
      message: message("registration.password_too_short", { min: PASSWORD_MIN_LENGTH }),
      path: ["password"],
    }),
    z.refine((value) => value.password === value.confirm, {
      message: "registration.passwords_differ",
      path: ["confirm"],
    }),
  );
