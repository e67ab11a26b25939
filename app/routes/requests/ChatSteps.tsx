import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button, buttonGroup, heading } from "styled-system/recipes";
import type { EvaluationStyle } from "~/domain/requests/rating";
import { blockedReason, canCancel, canConfirm, canReopen } from "~/domain/requests/status";
import { answered as keptValues } from "~/ui/form-values";
import { DialogLink } from "~/ui/Dialog";
import { Notices } from "~/ui/Notices";
import { KeptText } from "./KeptText";
import { STEP_ID, StepForm } from "./StepForms";
import type { ChatAnswer, ChatStep, RequestItem } from "./types";

/**
 * The chat's buttons (§2.3): cancel (status 1, CanCancelingRequest), reopen (status 5), confirm (status 5 and
 * CanClose); IsClosed hides them all. Each is a link to its step on the page (?do=…), which with JS opens the
 * same form in a dialog instead. A step that was sent and not done (a refused reason, the provider's failure)
 * stays open on the page with what was typed and why, the dialog given way to it.
 */
export function ChatSteps(props: {
  request: RequestItem;
  action: string;
  step: ChatStep | null;
  style: EvaluationStyle;
  answer?: ChatAnswer;
}) {
  const { t } = useTranslation("requests");
  const { request, action, step, answer } = props;
  const offered: ChatStep[] = [];
  if (canCancel(request)) offered.push("cancel");
  if (canReopen(request)) offered.push("reopen");
  if (canConfirm(request)) offered.push("close");
  const kept = <KeptStep request={request} answer={answer} />;
  if (offered.length === 0) return kept;
  const common = { action, number: request.RequestNumber, style: props.style, answer };
  const open = step && offered.includes(step) ? step : null;
  const answered = answer && offered.includes(answer.intent as ChatStep) ? (answer.intent as ChatStep) : null;
  const failed = answered && (answer?.result || answer?.stepNotices.length) ? answered : null;
  const shown = failed ?? open;
  if (shown) {
    return (
      <section
        id={STEP_ID}
        aria-labelledby="chat-step-heading"
        className={css({
          display: "grid",
          gap: "3",
          p: "3",
          borderWidth: "1px",
          borderColor: "border",
          borderRadius: "md",
          scrollMarginTop: "4",
        })}
      >
        <h3 id="chat-step-heading" className={heading({ level: "card" })}>
          {t(`requests.${shown}_title`, { number: request.RequestNumber })}
        </h3>
        {/* Why the step was not done, beside its form (not in the page's corner): the typed text is below. */}
        {shown === answered ? <Notices inline notices={answer?.stepNotices ?? []} /> : null}
        <StepForm step={shown} {...common} />
      </section>
    );
  }
  return (
    <>
      {kept}
      <div className={buttonGroup()}>
        {offered.map((s) => (
          <DialogLink
            key={s}
            to={`${action}?do=${s}`}
            className={button({ variant: s === "close" ? "primary" : "secondary", size: "sm" })}
            label={t(`requests.${s}_button`)}
            title={t(`requests.${s}_title`, { number: request.RequestNumber })}
            role={s === "cancel" ? "alertdialog" : "dialog"}
          >
            {(close) => <StepForm step={s} {...common} onCancel={close} />}
          </DialogLink>
        ))}
      </div>
    </>
  );
}

/**
 * A reason or comment posted to a step the request no longer offers (the dispatcher changed it meanwhile): the
 * server refused it, the step is gone, and the text is shown to copy with why (issue 31 item 1).
 */
function KeptStep({ request, answer }: { request: RequestItem; answer: ChatAnswer | undefined }) {
  const { t } = useTranslation("requests");
  const intent = answer?.intent;
  if (intent !== "close" && intent !== "reopen") return null;
  const reason = blockedReason(intent, request, false);
  const name = intent === "close" ? "comment" : "reason";
  const text = keptValues(answer?.result)?.[name];
  if (!reason || typeof text !== "string" || !text.trim()) return null;
  return <KeptText id={STEP_ID} label={t(`requests.kept_${name}`)} text={text} reason={reason} />;
}
