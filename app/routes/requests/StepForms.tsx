import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { buttonGroup, fieldset, input } from "styled-system/recipes";
import { closeRule, reopenRule } from "~/domain/requests/chat-forms";
import { DEFAULT_MARK, markOptions, type EvaluationStyle } from "~/domain/requests/rating";
import { CancelButton, ConfirmForm } from "~/ui/ConfirmForm";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field, FieldError } from "~/ui/Field";
import { control, useForm, type FormMeta } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import type { ChatAnswer, ChatStep } from "./types";

// The chat's steps (cancel, reopen, confirm with a rating), the same form in a dialog (with JS) and on the page
// (?do=…, without JS, or a step the provider did not do). Each posts to the chat's page, at the step (STEP_ID):
// a refused step comes back there on the page, its text kept.

export const STEP_ID = "chat-step";

export interface StepProps {
  /** The chat's page (/requests/{id} or /rc/{code}). */
  action: string;
  number: string;
  style: EvaluationStyle;
  answer?: ChatAnswer;
  /** In a dialog: Cancel closes it (without JS Cancel is a link back to the chat). */
  onCancel?: () => void;
}

const replyTo = (answer: ChatAnswer | undefined, intent: ChatStep) =>
  answer?.intent === intent ? answer.result : undefined;

function Buttons({ form, label, action, onCancel }: { form: FormMeta; label: string } & StepProps) {
  return (
    <div className={buttonGroup()}>
      <SubmitButton form={form} busy={form.busy}>
        {label}
      </SubmitButton>
      <CancelButton to={action} onCancel={onCancel} />
    </div>
  );
}

/**
 * A step posts to its own page (?do=…), not only to the request: a post the session ended under returns there
 * after the login, the step open with the kept text (issue 32 item 9), with JS as without.
 */
const stepAction = (action: string, step: "reopen" | "close") => `${action}?do=${step}#${STEP_ID}`;

/** Reopen with a reason (§5: not empty); every press posts and the server answers. */
function ReopenForm(props: StepProps) {
  const { t } = useTranslation("requests");
  const form = useForm({ id: "chat-reopen", reply: replyTo(props.answer, "reopen"), rule: reopenRule });
  const reason = form.field("reason");
  return (
    <Form
      method="post"
      action={stepAction(props.action, "reopen")}
      {...form.props}
      className={css({ display: "grid", gap: "3" })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="intent" value="reopen" />
      <Field field={reason} label={t("requests.reopen_reason")} hint={t("requests.reason_hint")}>
        <textarea {...control(reason, { hint: true })} rows={3} className={input()} />
      </Field>
      <Buttons form={form} label={t("requests.reopen_submit")} {...props} />
    </Form>
  );
}

const marks = fieldset();

const SMILES: Record<number, string> = { 1: "☹", 3: "😐", 5: "☺" };

/** Confirm and close with a rating in the configured style (§6 styleOfEvaluation; default 5) and a comment. */
function CloseForm(props: StepProps) {
  const { t } = useTranslation("requests");
  const { style } = props;
  const form = useForm({
    id: "chat-close",
    reply: replyTo(props.answer, "close"),
    defaults: { mark: String(DEFAULT_MARK) },
    rule: closeRule(style),
  });
  const mark = form.field("mark");
  const comment = form.field("comment");
  return (
    <Form
      method="post"
      action={stepAction(props.action, "close")}
      {...form.props}
      className={css({ display: "grid", gap: "3" })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="intent" value="close" />
      <fieldset className={marks.root} aria-describedby={mark.errors ? mark.errorId : undefined} data-style={style}>
        <legend className={marks.legend}>{t("requests.mark")}</legend>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {markOptions(style).map((value, i) => (
            <label
              key={value}
              className={css({ display: "inline-flex", gap: "1", alignItems: "center", cursor: "pointer" })}
            >
              <input
                type="radio"
                // The first is the field's own id: the error summary's link leads to it.
                id={i === 0 ? mark.id : `${mark.id}-${value}`}
                name={mark.name}
                value={String(value)}
                defaultChecked={mark.defaultValue === String(value)}
                className={css({ accentColor: "brand" })}
              />
              <span aria-hidden="true" className={css({ fontSize: "xl", color: "rating" })}>
                {style === "smile" ? SMILES[value] : style === "star" ? `★ ${value}` : "★".repeat(value)}
              </span>
              <span className={visuallyHidden()}>
                {t(style === "smile" ? `requests.smile_${value}` : "requests.stars", { mark: value })}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={mark.errorId} errors={mark.errors} />
      </fieldset>
      <Field field={comment} label={t("requests.close_comment")}>
        <textarea {...control(comment)} rows={3} className={input()} />
      </Field>
      <Buttons form={form} label={t("requests.close_submit")} {...props} />
    </Form>
  );
}

function CancelConfirm({ action, number, onCancel }: StepProps) {
  const { t } = useTranslation("requests");
  return (
    <ConfirmForm
      question={t("requests.cancel_question", { number })}
      action={`${action}#${STEP_ID}`}
      intent="cancel"
      confirmLabel={t("requests.cancel_confirm")}
      cancelTo={action}
      onCancel={onCancel}
    />
  );
}

const STEPS = { cancel: CancelConfirm, reopen: ReopenForm, close: CloseForm } as const;

/** One step's form, in its dialog or on the page. */
export function StepForm({ step, ...props }: StepProps & { step: ChatStep }) {
  const Step = STEPS[step];
  return <Step {...props} />;
}
