import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { PASSWORD_MIN_LENGTH, passwordRule } from "~/domain/auth/registration";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm, type Reply } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { PasswordField } from "~/ui/PasswordField";
import { SubmitButton } from "~/ui/SubmitButton";
import { BackToStart } from "./BackToStart";

/**
 * Step 3 (§5): password and confirmation, filled and equal, the password at least 8 characters (issue 15, said
 * in its hint); then the portal registers and logs in. Every press posts; the server never sends a password back.
 */
export function PasswordStep({ reply }: { reply: Reply | null | undefined }) {
  const { t } = useTranslation("registration");
  const form = useForm({ id: "register-password", reply, rule: passwordRule });
  const password = form.field("password");
  const confirm = form.field("confirm");
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <Form method="post" {...form.props} className={css({ display: "grid", gap: "3" })}>
        <ErrorSummary form={form} />
        <OnceField />
        <input type="hidden" name="intent" value="register" />
        <Field
          field={password}
          label={t("registration.password")}
          hint={t("registration.password_hint", { min: PASSWORD_MIN_LENGTH })}
        >
          <PasswordField {...control(password, { hint: true })} defaultValue={undefined} autoComplete="new-password" />
        </Field>
        <Field field={confirm} label={t("registration.confirm")}>
          <PasswordField {...control(confirm)} defaultValue={undefined} autoComplete="new-password" />
        </Field>
        <SubmitButton form={form} busy={form.busy}>
          {t("registration.submit")}
        </SubmitButton>
      </Form>
      <BackToStart label="registration.start_over" />
    </div>
  );
}
