import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { chat, heading, text } from "styled-system/recipes";
import { groupByDate, isFileMessage } from "~/domain/requests/chat";
import type { EvaluationStyle } from "~/domain/requests/rating";
import { blockedReason } from "~/domain/requests/status";
import { ChatFileLink } from "~/ui/ChatParts";
import { repeatsTitle, useDialogTitle } from "~/ui/dialog-title";
import { ChatSteps } from "./ChatSteps";
import { MessageForm } from "./MessageForm";
import { StatusBadge } from "./StatusBadge";
import type { ChatAnswer, ChatStep, RequestWithMessages } from "./types";

interface Props {
  request: RequestWithMessages;
  /** The page the chat's forms post to (/requests/{id} or /rc/{code}). */
  action: string;
  fileHref: (fileId: number) => string;
  commentingDisabled: boolean;
  style: EvaluationStyle;
  step: ChatStep | null;
  /** Changes when the chat's messages as loaded do (after a post): the message form then starts empty. */
  formKey: number;
  /** The page's action's answer to one of the chat's forms. */
  answer?: ChatAnswer;
  /** Extra content under the header (the paid-request block). */
  children?: ReactNode;
}

const bubble = chat();

/** The chat of one request (§2.3 Requests): header, actions, messages grouped by date, and the message form. */
export function RequestChat({
  request,
  formKey,
  action,
  fileHref,
  commentingDisabled,
  style,
  step,
  answer,
  children,
}: Props) {
  const { t } = useTranslation("requests");
  const groups = groupByDate(request.Messages);
  const title = t("requests.number", { number: request.RequestNumber });
  // In the chat's modal (tablet width) the dialog's bar already carries the number.
  const dialog = useDialogTitle();
  const titled = dialog && repeatsTitle(title, dialog.title) ? dialog : null;
  return (
    <section
      aria-labelledby={titled ? titled.titleId : "chat-heading"}
      className={css({ display: "grid", gap: "4", alignContent: "start" })}
    >
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
      <ChatSteps request={request} action={action} step={step} style={style} answer={answer} />
      <ol
        aria-label={t("requests.messages_label")}
        className={css({ display: "grid", gap: "4" })}
        data-testid="chat-messages"
      >
        {groups.map((g) => (
          <li key={g.date} className={css({ display: "grid", gap: "2" })}>
            <h3 className={css({ fontSize: "sm", fontWeight: "semibold", color: "textMuted", textAlign: "center" })}>
              {g.date}
            </h3>
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
      {/* Rendered while blocked too: it keeps what was typed before the request changed (issue 31). */}
      <MessageForm
        key={formKey}
        action={action}
        answer={answer}
        blocked={blockedReason("message", request, commentingDisabled)}
      />
    </section>
  );
}
