import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { input } from "styled-system/recipes";
import { messageRule } from "~/domain/requests/chat-forms";
import { ChatAttachment } from "~/ui/ChatAttachment";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import type { BlockedReason } from "~/domain/requests/status";
import { KeptText } from "./KeptText";
import type { ChatAnswer } from "./types";

const ID = "chat-message";

/**
 * The chat's message with one file, and Send (§2.3). §5 only says an empty message cannot be sent: Send is never
 * disabled, every press posts and the server answers (an empty message, a file of the wrong type, the messages
 * limit) in the form's error summary and at the field, the text kept. It posts to the form's own fragment: below
 * the messages, a refused post without JS opens at it.
 *
 * `blocked`: the request no longer takes messages (closed, done, commenting off). The form is gone, but what the
 * resident typed (before a 30-second update, or in the post the server refused) stays, with why (issue 31).
 */
export function MessageForm({
  action,
  answer,
  blocked,
}: {
  action: string;
  answer?: ChatAnswer;
  blocked: BlockedReason | null;
}) {
  const { t } = useTranslation("requests");
  const form = useForm({ id: ID, reply: answer?.intent === "message" ? answer.result : undefined, rule: messageRule });
  const text = form.field("text");
  if (blocked) {
    const typed = form.values.text;
    return typeof typed === "string" && typed.trim() ? (
      <KeptText id={ID} label={t("requests.kept_message")} text={typed} reason={blocked} />
    ) : null;
  }
  return (
    <Form
      method="post"
      action={`${action}#${ID}`}
      encType="multipart/form-data"
      {...form.props}
      className={css({ display: "grid", gap: "2", scrollMarginTop: "4" })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="intent" value="message" />
      <Field field={text} label={t("requests.message")}>
        <textarea {...control(text)} rows={3} className={input()} />
      </Field>
      <ChatAttachment field={form.field("file")} label={t("requests.attach")} hint={t("requests.file_hint")} />
      <SubmitButton form={form} busy={form.busy}>
        {t("requests.send")}
      </SubmitButton>
    </Form>
  );
}
