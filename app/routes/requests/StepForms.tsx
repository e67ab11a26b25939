import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { button, buttonGroup, field, fieldset, input, text } from "styled-system/recipes";
import { markOptions, DEFAULT_MARK, type EvaluationStyle } from "~/domain/requests/rating";
import { CancelButton, ConfirmForm } from "~/ui/ConfirmForm";
import { Field } from "~/ui/legacy/Field";
import { useHydrated } from "~/ui/hooks";
import { messagesText } from "~/ui/messages";
import { closeSchema } from "./close.schema";
import { reopenSchema } from "./reopen.schema";
import type { ChatAnswer, ChatStep } from "./types";
import { OnceField } from "~/ui/OnceField";

// The chat's steps (cancel, reopen, confirm with a rating): their forms load when the resident starts one
// (ChatSteps.tsx). Until then the page carries only the buttons that open them.

export interface StepProps {
  action: string;
  number: string;
  style: EvaluationStyle;
  actionData?: ChatAnswer;
  onCancel?: () => void;
}

function Buttons({ label, action, onCancel }: { label: string; action: string; onCancel?: () => void }) {
  return (
    <div className={buttonGroup()}>
      <button type="submit" className={button()}>
        {label}
      </button>
      <CancelButton to={action} onCancel={onCancel} />
    </div>
  );
}

/** Reopen with a reason (§5: not empty). Both variants: by id and by access code post to their own page. */
function ReopenForm({ action, actionData, onCancel }: StepProps) {
  const { t } = useTranslation("requests");
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "chat-reopen",
    lastResult: actionData?.intent === "reopen" ? actionData.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reopenSchema }),
  });
  const reason = typeof fields.reason.value === "string" ? fields.reason.value : "";
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
      <OnceField />
      <input type="hidden" name="intent" value="reopen" />
      <Field
        id={fields.reason.id}
        label={t("requests.reopen_reason")}
        errorId={fields.reason.errorId}
        errors={fields.reason.errors}
      >
        <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={3} className={input()} />
      </Field>
      {hydrated && !reason.trim() && !fields.reason.errors ? (
        <p className={text({ variant: "hint" })}>{t("requests.reason_hint")}</p>
      ) : null}
      <Buttons label={t("requests.reopen_submit")} action={action} onCancel={onCancel} />
    </Form>
  );
}

const marks = fieldset();

const SMILES: Record<number, string> = { 1: "☹", 3: "😐", 5: "☺" };

/** Confirm and close with a rating in the configured style (§6 styleOfEvaluation; default 5) and a comment. */
function CloseForm({ action, style, actionData, onCancel }: StepProps) {
  const { t } = useTranslation("requests");
  const [form, fields] = useForm({
    id: "chat-close",
    lastResult: actionData?.intent === "close" ? actionData.result : undefined,
    defaultValue: { mark: String(DEFAULT_MARK) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: closeSchema(style) }),
  });
  const error = fields.mark.errors?.[0];
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
      <OnceField />
      <input type="hidden" name="intent" value="close" />
      <fieldset className={marks.root} aria-describedby={error ? fields.mark.errorId : undefined} data-style={style}>
        <legend className={marks.legend}>{t("requests.mark")}</legend>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {markOptions(style).map((mark) => (
            <label
              key={mark}
              className={css({ display: "inline-flex", gap: "1", alignItems: "center", cursor: "pointer" })}
            >
              <input
                {...getInputProps(fields.mark, { type: "radio", value: String(mark), ariaAttributes: false })}
                key={`${fields.mark.key}-${mark}`}
                id={`${fields.mark.id}-${mark}`}
                className={css({ accentColor: "brand" })}
              />
              <span aria-hidden="true" className={css({ fontSize: "xl", color: "rating" })}>
                {style === "smile" ? SMILES[mark] : style === "star" ? `★ ${mark}` : "★".repeat(mark)}
              </span>
              <span className={visuallyHidden()}>
                {t(style === "smile" ? `requests.smile_${mark}` : "requests.stars", { mark })}
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={fields.mark.errorId} className={field().error}>
            {messagesText(t, [error])}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={fields.comment.id}
        label={t("requests.close_comment")}
        errorId={fields.comment.errorId}
        errors={fields.comment.errors}
      >
        <textarea {...getTextareaProps(fields.comment)} key={fields.comment.key} rows={3} className={input()} />
      </Field>
      <Buttons label={t("requests.close_submit")} action={action} onCancel={onCancel} />
    </Form>
  );
}

function CancelConfirm({ action, number, onCancel }: StepProps) {
  const { t } = useTranslation("requests");
  return (
    <ConfirmForm
      question={t("requests.cancel_question", { number })}
      action={action}
      intent="cancel"
      confirmLabel={t("requests.cancel_confirm")}
      cancelTo={action}
      onCancel={onCancel}
    />
  );
}

const STEPS = { cancel: CancelConfirm, reopen: ReopenForm, close: CloseForm } as const;

/** One step's form, in its dialog or on the page. */
export default function StepForm({ step, ...props }: StepProps & { step: ChatStep }) {
  const Step = STEPS[step];
  return <Step {...props} />;
}
