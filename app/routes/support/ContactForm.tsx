import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ComponentType, FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { href, type FormProps } from "react-router";
import { css } from "styled-system/css";
import { button, input } from "styled-system/recipes";
import { Field } from "~/ui/legacy/Field";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import { PhoneField } from "~/ui/legacy/PhoneField";
import { TextField } from "~/ui/legacy/TextField";
import type { ContactAnswer } from "./contact.server";
import { contactSchema } from "./contact.schema";

interface Props {
  prefill: { phone: string | null; mail: string | null };
  /** The page the resident was on (sent as info with the user agent). */
  from: string;
  answer?: ContactAnswer;
  /** The page's <Form>, or a fetcher's inside the dialog. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
}

/** The contact-support form (§2.3 Modals, §3, §5): phone, e-mail and text, each required, messages at the fields. */
export function ContactForm({ prefill, from, answer, FormComponent }: Props) {
  const { t } = useTranslation("support");
  const [form, fields] = useForm({
    id: "support-contact",
    lastResult: answer?.result,
    defaultValue: { phone: prefill.phone ? `+7${prefill.phone.slice(-10)}` : "", mail: prefill.mail ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  return (
    <FormComponent
      method="post"
      action={href("/support/contact")}
      {...getFormProps(form)}
      className={css({ display: "grid", gap: "3" })}
    >
      <OnceField />
      <input type="hidden" name="from" value={from} />
      <PhoneField field={fields.phone} label={t("support.contact_phone")} autoComplete="tel" />
      <TextField field={fields.mail} label={t("support.contact_mail")} type="email" autoComplete="email" />
      <Field
        id={fields.text.id}
        label={t("support.contact_text")}
        errorId={fields.text.errorId}
        errors={fields.text.errors}
      >
        <textarea {...getTextareaProps(fields.text)} key={fields.text.key} rows={5} className={input()} />
      </Field>
      {answer?.wait ? <Notices inline notices={[answer.wait]} /> : null}
      <div>
        <button type="submit" className={button()}>
          {t("support.contact_submit")}
        </button>
      </div>
    </FormComponent>
  );
}

// The header's and the chat page's dialog load the form when it first opens (ContactDialog.tsx).
export default ContactForm;
