import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, input } from "styled-system/recipes";
import { ACCEPT } from "~/domain/requests/accept";
import { enhance } from "~/ui/enhance";
import { Field } from "~/ui/legacy/Field";
import { FileField } from "~/ui/legacy/FileField";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import { plainControl, plainField } from "~/ui/plain-field";
import { useTwinForm, type ReportForm } from "~/ui/twin-form";
import type { ChatAnswer } from "./types";

// The chat's message form (§2.3) is a conform form (MessageForm.tsx), but nothing of conform is needed to show
// it or to post it: only to check what the resident typed before it goes. So the page renders its plain twin
// below, which posts as a React Router form and shows the server's answer next to the fields, and conform's
// version of the fields takes their place once its code has loaded after hydration, keeping what was typed,
// chosen and focused (enhance's carry-over). The <form> and its button stay (twin-form.ts): a press of Send
// during the swap is not lost. The chat pages thus hydrate without conform (decision 0019).

export const MESSAGE_FORM_ID = "chat-message";
const CARRY = [MESSAGE_FORM_ID];

export interface MessageFormProps {
  action: string;
  actionData?: ChatAnswer;
}

/** What conform's fields (MessageForm.tsx) are given: they hand conform's form props up to the frame. */
export interface MessageFieldsProps {
  actionData?: ChatAnswer;
  report: ReportForm;
}

const Scripted = enhance(() => import("./MessageForm"));

export function ChatMessageForm(props: MessageFormProps) {
  const [form, report] = useTwinForm();
  return (
    <MessageFrame {...props} form={form}>
      <Scripted
        actionData={props.actionData}
        report={report}
        carry={CARRY}
        fallback={<PlainMessageFields {...props} />}
      />
    </MessageFrame>
  );
}

/** The form around the fields, kept across the swap. `form`: conform's form props once its fields are in place. */
function MessageFrame({
  action,
  actionData,
  form,
  children,
}: MessageFormProps & { form?: object; children: ReactNode }) {
  const { t } = useTranslation("requests");
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      id={MESSAGE_FORM_ID}
      {...form}
      data-carry={MESSAGE_FORM_ID}
      className={css({ display: "grid", gap: "2" })}
    >
      <OnceField />
      <input type="hidden" name="intent" value="message" />
      {children}
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

/** The fields without conform: the server's answer (errors, the typed text) shown as conform would show it. */
function PlainMessageFields(props: MessageFormProps) {
  const { t } = useTranslation("requests");
  const result = props.actionData?.result;
  const text = plainField(MESSAGE_FORM_ID, "text", result);
  const file = plainField(MESSAGE_FORM_ID, "file", result);
  const hintId = `${file.id}-hint`;
  return (
    <>
      <Field id={text.id} label={t("requests.message")} errorId={text.errorId} errors={text.errors}>
        <textarea {...plainControl(text)} rows={3} className={input()} />
      </Field>
      <FileField
        id={file.id}
        label={t("requests.attach")}
        errorId={file.errorId}
        errors={file.errors}
        hint={t("requests.file_hint")}
        hintId={hintId}
        input={{ ...plainControl(file, hintId), defaultValue: undefined, type: "file", accept: ACCEPT }}
      />
    </>
  );
}
