import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { button, buttonGroup, field, fieldset, heading, input, text } from "styled-system/recipes";
import { markOptions, DEFAULT_MARK, type EvaluationStyle } from "~/domain/requests/rating";
import { canCancel, canConfirm, canReopen } from "~/domain/requests/status";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { DialogLink } from "~/ui/Dialog";
import { Field } from "~/ui/Field";
import { useHydrated } from "~/ui/hooks";
import { messagesText } from "~/ui/messages";
import { closeSchema } from "./close.schema";
import { reopenSchema } from "./reopen.schema";
import type { ChatAnswer, ChatStep, RequestItem } from "./types";
import { Notices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";

interface StepProps {
  action: string;
  number: string;
  style: EvaluationStyle;
  actionData?: ChatAnswer;
  onCancel?: () => void;
}

function Buttons({ label, action, onCancel }: { label: string; action: string; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={buttonGroup()}>
      <button type="submit" className={button()}>
        {label}
      </button>
      {onCancel ? (
        <button type="button" className={button({ variant: "secondary" })} onClick={onCancel}>
          {t("dialog.cancel")}
        </button>
      ) : (
        <Link to={action} className={button({ variant: "secondary" })}>
          {t("dialog.cancel")}
        </Link>
      )}
    </div>
  );
}

/** Reopen with a reason (§5: not empty). Both variants: by id and by access code post to their own page. */
export function ReopenForm({ action, actionData, onCancel }: StepProps) {
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
      <Field id={fields.reason.id} label={t("requests.reopen_reason")} errorId={fields.reason.errorId} errors={fields.reason.errors}>
        <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={3} className={input()} />
      </Field>
      {hydrated && !reason.trim() && !fields.reason.errors ? <p className={text({ variant: "hint" })}>{t("requests.reason_hint")}</p> : null}
      <Buttons label={t("requests.reopen_submit")} action={action} onCancel={onCancel} />
    </Form>
  );
}

const marks = fieldset();

const SMILES: Record<number, string> = { 1: "☹", 3: "😐", 5: "☺" };

/** Confirm and close with a rating in the configured style (§6 styleOfEvaluation; default 5) and a comment. */
export function CloseForm({ action, style, actionData, onCancel }: StepProps) {
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
            <label key={mark} className={css({ display: "inline-flex", gap: "1", alignItems: "center", cursor: "pointer" })}>
              <input
                {...getInputProps(fields.mark, { type: "radio", value: String(mark), ariaAttributes: false })}
                key={`${fields.mark.key}-${mark}`}
                id={`${fields.mark.id}-${mark}`}
                className={css({ accentColor: "brand" })}
              />
              <span aria-hidden="true" className={css({ fontSize: "xl", color: "rating" })}>
                {style === "smile" ? SMILES[mark] : style === "star" ? `★ ${mark}` : "★".repeat(mark)}
              </span>
              <span className={visuallyHidden()}>{t(style === "smile" ? `requests.smile_${mark}` : "requests.stars", { mark })}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={fields.mark.errorId} className={field().error}>
            {messagesText(t, [error])}
          </p>
        ) : null}
      </fieldset>
      <Field id={fields.comment.id} label={t("requests.close_comment")} errorId={fields.comment.errorId} errors={fields.comment.errors}>
        <textarea {...getTextareaProps(fields.comment)} key={fields.comment.key} rows={3} className={input()} />
      </Field>
      <Buttons label={t("requests.close_submit")} action={action} onCancel={onCancel} />
    </Form>
  );
}

export function CancelConfirm({ action, number, onCancel }: StepProps) {
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

/**
 * The chat's buttons (§2.3): cancel (status 1, CanCancelingRequest), reopen (status 5), confirm (status 5 and
 * CanClose). Each is a dialog with JS and a step on the page (?do=…) without; IsClosed hides them all.
 */
export function ChatSteps(props: { request: RequestItem; action: string; step: ChatStep | null; style: EvaluationStyle; actionData?: ChatAnswer }) {
  const { t } = useTranslation("requests");
  const { request, action, step } = props;
  const offered: ChatStep[] = [];
  if (canCancel(request)) offered.push("cancel");
  if (canReopen(request)) offered.push("reopen");
  if (canConfirm(request)) offered.push("close");
  if (offered.length === 0) return null;
  const common = { action, number: request.RequestNumber, style: props.style, actionData: props.actionData };
  const open = step && offered.includes(step) ? step : null;
  // A step that was sent and not done (a refused reason, the provider's failure) stays open, its text kept.
  const answered = props.actionData && offered.includes(props.actionData.intent as ChatStep) ? (props.actionData.intent as ChatStep) : null;
  const failedStep = answered && (props.actionData?.result || props.actionData?.stepNotices.length) ? answered : null;
  const shown = open ?? failedStep;
  if (shown) {
    const Step = STEPS[shown];
    return (
      <section aria-labelledby="chat-step-heading" className={css({ display: "grid", gap: "3", p: "3", borderWidth: "1px", borderColor: "border", borderRadius: "md" })}>
        <h3 id="chat-step-heading" className={heading({ level: "card" })}>
          {t(`requests.${shown}_title`, { number: request.RequestNumber })}
        </h3>
        {/* Why the step was not done, beside its form (not in the page's corner): the typed text is below. */}
        {shown === answered ? <Notices inline notices={props.actionData?.stepNotices ?? []} /> : null}
        <Step {...common} />
      </section>
    );
  }
  return (
    <div className={buttonGroup()}>
      {offered.map((s) => {
        const Step = STEPS[s];
        return (
          <DialogLink
            key={s}
            to={`${action}?do=${s}`}
            className={button({ variant: s === "close" ? "primary" : "secondary", size: "sm" })}
            label={t(`requests.${s}_button`)}
            title={t(`requests.${s}_title`, { number: request.RequestNumber })}
            role={s === "cancel" ? "alertdialog" : "dialog"}
          >
            {(close) => <Step {...common} onCancel={close} />}
          </DialogLink>
        );
      })}
    </div>
  );
}
