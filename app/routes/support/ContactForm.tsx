import type { ComponentType, FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { href, type Fetcher, type FormProps } from "react-router";
import { css } from "styled-system/css";
import { input } from "styled-system/recipes";
import { formatPhoneMask } from "~/domain/auth/phone";
import { contactRule } from "~/domain/support/forms";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm } from "~/ui/form";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import { PhoneField } from "~/ui/PhoneField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { ContactAnswer } from "./contact.server";

interface Props {
  prefill: { phone: string | null; mail: string | null };
  /** The page the resident was on (sent as info with the user agent). */
  from: string;
  answer?: ContactAnswer;
  /** The page's <Form>, or a fetcher's inside the dialog. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  /** The dialog's fetcher: the answer comes back to the dialog, not as a new page. */
  fetcher?: Pick<Fetcher, "state">;
}

/**
 * The contact-support form (§2.3 Modals, §3, §5): phone, e-mail and text. §5 calls it valid only with all three,
 * and says nothing of a disabled button (as it does for the feedback form): every press posts, and the server
 * refuses with each missing field named.
 */
export function ContactForm({ prefill, from, answer, FormComponent, fetcher }: Props) {
  const { t } = useTranslation("support");
  const form = useForm({
    id: "support-contact",
    reply: answer?.result,
    defaults: { phone: prefill.phone ? formatPhoneMask(prefill.phone.slice(-10)) : "", mail: prefill.mail ?? "" },
    rule: contactRule,
    fetcher,
  });
  const text = form.field("text");
  return (
    <FormComponent
      method="post"
      action={href("/support/contact")}
      {...form.props}
      // The server words a wrong e-mail (§5), not the browser's own check of type="email".
      noValidate
      className={css({ display: "grid", gap: "3" })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="from" value={from} />
      {fetcher ? <input type="hidden" name="dialog" value="1" /> : null}
      <PhoneField field={form.field("phone")} label={t("support.contact_phone")} autoComplete="tel" />
      <TextField field={form.field("mail")} label={t("support.contact_mail")} type="email" autoComplete="email" />
      <Field field={text} label={t("support.contact_text")}>
        <textarea {...control(text)} rows={5} className={input()} />
      </Field>
      {answer?.wait ? <Notices inline notices={[answer.wait]} /> : null}
      <SubmitButton form={form} busy={form.busy}>
        {t("support.contact_submit")}
      </SubmitButton>
    </FormComponent>
  );
}

// The chat page's dialog loads the form when it first opens (ContactDialog.tsx).
export default ContactForm;
