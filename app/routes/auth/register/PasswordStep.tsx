import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { Field } from "~/ui/legacy/Field";
import { PasswordField } from "~/ui/PasswordField";
import { PASSWORD_MIN_LENGTH } from "~/domain/auth/registration";
import { passwordSchema } from "../register.schema";
import { BackToStart } from "./BackToStart";
import { OnceField } from "~/ui/OnceField";

/**
 * Step 3 (§5): password and confirmation, filled and equal, the password at least 8 characters (issue 15, said
 * in its hint); then the portal registers and logs in.
 */
export function PasswordStep({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("registration");
  const [form, fields] = useForm({
    id: "register-password",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
  });
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <Form method="post" {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
        <OnceField />
        <input type="hidden" name="intent" value="register" />
        {(
          [
            [fields.password, "registration.password", "registration.password_hint"],
            [fields.confirm, "registration.confirm", null],
          ] as const
        ).map(([field, label, hint]) => {
          const hintId = hint ? `${field.id}-hint` : undefined;
          return (
            <Field
              key={field.name}
              id={field.id}
              label={t(label)}
              errorId={field.errorId}
              errors={field.errors}
              hint={hint ? t(hint, { min: PASSWORD_MIN_LENGTH }) : undefined}
              hintId={hintId}
            >
              <PasswordField
                {...getInputProps(field, { type: "password", ariaDescribedBy: hintId })}
                key={field.key}
                id={field.id}
                autoComplete="new-password"
              />
            </Field>
          );
        })}
        <button type="submit" className={button()}>
          {t("registration.submit")}
        </button>
      </Form>
      <BackToStart label="registration.start_over" />
    </div>
  );
}
