import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button, input, text } from "styled-system/recipes";
import { isEmptyMessage } from "~/domain/requests/empty-message";
import { Dialog } from "~/ui/Dialog";
import { Field } from "~/ui/legacy/Field";
import { ChatAttachment } from "~/ui/ChatAttachment";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import type { Answer } from "./chat.server";
import { useChatNav } from "./chat-nav";
import { supportMessageSchema } from "./message.schema";

/**
 * The message to the operator with one file, and "update". An empty message opens the message-required dialog
 * with JS (§2.3 Modals, §5); without JS the server puts the same words next to the field. "Update" posts the
 * draft only to get the page again with it kept (without JS the chat has no other way to refresh).
 */
export function SupportMessageForm({ actionData }: { actionData?: Answer }) {
  const { t } = useTranslation("support");
  const { Form } = useChatNav();
  const [required, setRequired] = useState(false);
  const [form, fields] = useForm({
    id: "support-message",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supportMessageSchema }),
  });
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // "Update" is not a message: it goes as it is, whatever the draft holds.
    if (submitter?.value === "refresh") return;
    const posted = new FormData(event.currentTarget);
    const file = posted.get("file");
    if (isEmptyMessage(String(posted.get("text") ?? ""), file instanceof File && file.size > 0)) {
      event.preventDefault();
      setRequired(true);
      return;
    }
    formProps.onSubmit(event);
  };
  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        onSubmit={onSubmit}
        className={css({ display: "grid", gap: "2" })}
      >
        <OnceField />
        <Field
          id={fields.text.id}
          label={t("support.message")}
          errorId={fields.text.errorId}
          errors={fields.text.errors}
        >
          <textarea {...getTextareaProps(fields.text)} key={fields.text.key} rows={3} className={input()} />
        </Field>
        <ChatAttachment
          field={fields.file}
          label={t("support.attach")}
          hint={t("support.file_hint")}
          validate={() => form.validate({ name: fields.file.name })}
        />
        {actionData?.wait ? <Notices inline notices={[actionData.wait]} /> : null}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <button type="submit" name="intent" value="message" className={button()}>
            {t("support.send")}
          </button>
          <button
            type="submit"
            name="intent"
            value="refresh"
            formNoValidate
            className={button({ variant: "secondary" })}
          >
            {t("support.update")}
          </button>
        </div>
        <p className={text({ variant: "hint" })}>{t("support.update_hint")}</p>
      </Form>
      <Dialog
        open={required}
        onClose={() => setRequired(false)}
        title={t("support.message_required_title")}
        role="alertdialog"
      >
        <p>{t("support.message_required")}</p>
        <div className={css({ mt: "4" })}>
          <button type="button" className={button()} onClick={() => setRequired(false)}>
            {t("support.ok")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
