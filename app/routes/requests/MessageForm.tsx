import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { input } from "styled-system/recipes";
import { ChatAttachment } from "~/ui/ChatAttachment";
import { Field } from "~/ui/legacy/Field";
import { useReportForm } from "~/ui/twin-form";
import { messageSchema } from "./message.schema";
import { MESSAGE_FORM_ID, type MessageFieldsProps } from "./MessageFormParts";

/**
 * Message with attach and send (§2.3): conform's fields, in the form MessageFormParts.tsx renders (first with
 * fields without conform).
 * §5 only says an empty message cannot be sent: send is never disabled (an always-present error under an empty
 * box would read as a fault), and sending nothing shows why, with JS before posting, without JS from the server
 * (decision 0003).
 */
export default function MessageForm({ actionData, report }: MessageFieldsProps) {
  const { t } = useTranslation("requests");
  const [form, fields] = useForm({
    id: MESSAGE_FORM_ID,
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema }),
  });
  useReportForm(report, getFormProps(form));
  return (
    <>
      <Field
        id={fields.text.id}
        label={t("requests.message")}
        errorId={fields.text.errorId}
        errors={fields.text.errors}
      >
        <textarea {...getTextareaProps(fields.text)} key={fields.text.key} rows={3} className={input()} />
      </Field>
      <ChatAttachment
        field={fields.file}
        label={t("requests.attach")}
        hint={t("requests.file_hint")}
        validate={() => form.validate({ name: fields.file.name })}
      />
    </>
  );
}
