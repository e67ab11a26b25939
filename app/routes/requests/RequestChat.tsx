import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, chat, heading, input, text } from "styled-system/recipes";
import { groupByDate, isFileMessage } from "~/domain/requests/chat";
import type { EvaluationStyle } from "~/domain/requests/rating";
import { canComment } from "~/domain/requests/status";
import { Field } from "~/ui/Field";
import { ChatAttachment, ChatFileLink } from "~/ui/ChatParts";
import { repeatsTitle, useDialogTitle } from "~/ui/dialog-title";
import { Notices } from "~/ui/Notices";
import { ChatSteps } from "./ChatSteps";
import { messageSchema } from "./message.schema";
import { StatusBadge } from "./StatusBadge";
import type { ChatAnswer, ChatStep, RequestWithMessages } from "./types";
import { OnceField } from "~/ui/OnceField";

interface Props {
  request: RequestWithMessages;
  /** The page the chat's forms post to (/requests/{id} or /rc/{code}). */
  action: string;
  fileHref: (fileId: number) => string;
  commentingDisabled: boolean;
  style: EvaluationStyle;
  step: ChatStep | null;
  /** Changes when the loader's data does (after a post): the message form then starts empty. */
  formKey: number;
  actionData?: ChatAnswer;
  /** Extra content under the header (the paid-request block). */
  children?: ReactNode;
}

const bubble = chat();

/** The chat of one request (§2.3 Requests): header, actions, messages grouped by date, and the message form. */
export function RequestChat({ request, formKey, action, fileHref, commentingDisabled, style, step, actionData, children }: Props) {
  const { t } = useTranslation("requests");
  const groups = groupByDate(request.Messages);
  const title = t("requests.number", { number: request.RequestNumber });
  // In the chat's modal (tablet width) the dialog's bar already carries the number.
  const dialog = useDialogTitle();
  const titled = dialog && repeatsTitle(title, dialog.title) ? dialog : null;
  return (
    <section aria-labelledby={titled ? titled.titleId : "chat-heading"} className={css({ display: "grid", gap: "4", alignContent: "start" })}>
      <header className={css({ display: "grid", gap: "2" })}>
        <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
          {titled ? null : (
            <h2 id="chat-heading" className={heading({ level: "title" })}>
              {title}
            </h2>
          )}
          <StatusBadge status={request.Status} statusId={request.StatusID} />
        </div>
        <p>{request.Name}</p>
        {request.Address ? <p className={text({ variant: "hint" })}>{request.Address}</p> : null}
      </header>
      {children}
      <ChatSteps request={request} action={action} step={step} style={style} actionData={actionData} />
      <ol aria-label={t("requests.messages_label")} className={css({ display: "grid", gap: "4" })} data-testid="chat-messages">
        {groups.map((g) => (
          <li key={g.date} className={css({ display: "grid", gap: "2" })}>
            <h3 className={css({ fontSize: "sm", fontWeight: "semibold", color: "textMuted", textAlign: "center" })}>{g.date}</h3>
            <ol className={css({ display: "grid", gap: "2" })}>
              {g.messages.map((m) => (
                <li key={m.ID} className={chat({ self: m.IsSelf }).message}>
                  <p className={bubble.author}>
                    {m.AuthorName} <time className={bubble.time}>{m.time}</time>
                  </p>
                  {isFileMessage(m) ? (
                    <ChatFileLink href={fileHref(m.FileID)}>{m.Text || t("requests.file")}</ChatFileLink>
                  ) : (
                    <p className={bubble.body}>{m.Text}</p>
                  )}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {canComment(request, commentingDisabled) ? (
        <MessageForm key={formKey} action={action} actionData={actionData?.intent === "message" ? actionData : undefined} />
      ) : null}
    </section>
  );
}

/**
 * Message with attach and send (§2.3). §5 only says an empty message cannot be sent: send is never disabled
 * (an always-present error under an empty box would read as a fault), and sending nothing shows why, with JS
 * before posting, without JS from the server (decision 0003).
 */
function MessageForm({ action, actionData }: { action: string; actionData?: ChatAnswer }) {
  const { t } = useTranslation("requests");
  const [form, fields] = useForm({
    id: "chat-message",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema }),
  });
  return (
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className={css({ display: "grid", gap: "2" })}>
      <OnceField />
      <input type="hidden" name="intent" value="message" />
      <Field id={fields.text.id} label={t("requests.message")} errorId={fields.text.errorId} errors={fields.text.errors}>
        <textarea {...getTextareaProps(fields.text)} key={fields.text.key} rows={3} className={input()} />
      </Field>
      <ChatAttachment
        field={fields.file}
        label={t("requests.attach")}
        hint={t("requests.file_hint")}
        validate={() => form.validate({ name: fields.file.name })}
      />
      {/* Over the messages limit: how long to wait, next to the kept text. */}
      {actionData?.wait ? <Notices inline notices={[actionData.wait]} /> : null}
      <div>
        <button type="submit" className={button()}>
          {t("requests.send")}
        </button>
      </div>
    </Form>
  );
}
