import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
import { button, input, text } from "styled-system/recipes";
import { isEmptyMessage, supportMessageRule } from "~/domain/support/forms";
import { ChatAttachment } from "~/ui/ChatAttachment";
import { Dialog } from "~/ui/Dialog";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm } from "~/ui/form";
import { valuesOf } from "~/ui/form-values";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import type { Answer } from "./chat.server";
import { useChatNav } from "./chat-nav";

const ID = "support-message";

/**
 * The message to the operator with one file, and "update". An empty message opens the message-required dialog
 * with JS (§2.3 Modals, §5) and is not sent; without JS the server refuses it with the same words at the field.
 * Any other press posts and the server answers (a file of the wrong type too). "Update" posts the draft only to
 * get the page again with it kept (without JS the chat has no other way to refresh).
 */
export function SupportMessageForm({ actionData }: { actionData?: Answer }) {
  const { t } = useTranslation("support");
  const { Form, fetcher } = useChatNav();
  const { pathname, search } = useLocation();
  const [required, setRequired] = useState(false);
  const form = useForm({ id: ID, reply: actionData?.result, rule: supportMessageRule, fetcher });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "message" && isEmptyMessage(valuesOf(new FormData(event.currentTarget)))) {
      event.preventDefault();
      setRequired(true);
      return;
    }
    form.props.onSubmit(event);
  };
  const message = form.field("text");
  return (
    <>
      {/* Below the messages: a refused post without JS opens at the form (the header's dialog posts elsewhere). */}
      <Form
        method="post"
        encType="multipart/form-data"
        action={`${pathname}${search}#${ID}`}
        {...form.props}
        onSubmit={onSubmit}
        className={css({ display: "grid", gap: "2", scrollMarginTop: "4" })}
      >
        <ErrorSummary form={form} />
        <OnceField />
        <Field field={message} label={t("support.message")}>
          <textarea {...control(message)} rows={3} className={input()} />
        </Field>
        <ChatAttachment field={form.field("file")} label={t("support.attach")} hint={t("support.file_hint")} />
        {actionData?.wait ? <Notices inline notices={[actionData.wait]} /> : null}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "start" })}>
          <SubmitButton form={form} busy={form.busy} name="intent" value="message">
            {t("support.send")}
          </SubmitButton>
          <button
            type="submit"
            name="intent"
            value="refresh"
            formNoValidate
            disabled={form.busy}
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
