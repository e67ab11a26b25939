import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { button, buttonGroup, heading } from "styled-system/recipes";
import type { EvaluationStyle } from "~/domain/requests/rating";
import { canCancel, canConfirm, canReopen } from "~/domain/requests/status";
import { DialogLink } from "~/ui/Dialog";
import { enhance } from "~/ui/enhance";
import { lazyStep } from "~/ui/lazyStep";
import { Notices } from "~/ui/Notices";
import type { ChatAnswer, ChatStep, RequestItem } from "./types";

// The steps' forms (StepForms.tsx: the reason, the rating, the confirmation) are needed only once the resident
// starts a step, so the chat's page does not carry them:
// - in a dialog (with JS) they load when it first opens, or already when the pointer or the focus reaches the
//   buttons;
// - on the page (`?do=…`, the way without JS, or a step the provider refused) the server renders the form in
//   place, whole (no Suspense boundary of its own, so it never streams behind a script); a browser with JS that
//   opens such a page (a step's link in a new tab) hydrates once the step's code is there, and until then the
//   form posts as the plain form it is. After a refused step the code is already there (its dialog had it).
const DialogStep = enhance(() => import("./StepForms"));
// The page's step: lazyStep's settled thenable renders it at once once loaded; the dialog tries again when it opens.
const { Step: PageStep, preload } = lazyStep(
  () => DialogStep.preload(),
  (m) => m.default,
);

/**
 * The chat's buttons (§2.3): cancel (status 1, CanCancelingRequest), reopen (status 5), confirm (status 5 and
 * CanClose). Each is a dialog with JS and a step on the page (?do=…) without; IsClosed hides them all.
 */
export function ChatSteps(props: {
  request: RequestItem;
  action: string;
  step: ChatStep | null;
  style: EvaluationStyle;
  actionData?: ChatAnswer;
}) {
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
  const answered =
    props.actionData && offered.includes(props.actionData.intent as ChatStep)
      ? (props.actionData.intent as ChatStep)
      : null;
  const failedStep = answered && (props.actionData?.result || props.actionData?.stepNotices.length) ? answered : null;
  const shown = open ?? failedStep;
  if (shown) {
    return (
      <section
        aria-labelledby="chat-step-heading"
        className={css({
          display: "grid",
          gap: "3",
          p: "3",
          borderWidth: "1px",
          borderColor: "border",
          borderRadius: "md",
        })}
      >
        <h3 id="chat-step-heading" className={heading({ level: "card" })}>
          {t(`requests.${shown}_title`, { number: request.RequestNumber })}
        </h3>
        {/* Why the step was not done, beside its form (not in the page's corner): the typed text is below. */}
        {shown === answered ? <Notices inline notices={props.actionData?.stepNotices ?? []} /> : null}
        <PageStep step={shown} {...common} />
      </section>
    );
  }
  return (
    <div className={buttonGroup()} onMouseEnter={preload} onFocus={preload} onPointerDown={preload}>
      {offered.map((s) => (
        <DialogLink
          key={s}
          to={`${action}?do=${s}`}
          className={button({ variant: s === "close" ? "primary" : "secondary", size: "sm" })}
          label={t(`requests.${s}_button`)}
          title={t(`requests.${s}_title`, { number: request.RequestNumber })}
          role={s === "cancel" ? "alertdialog" : "dialog"}
        >
          {(close) => (
            <DialogStep step={s} {...common} onCancel={close} fallback={<p role="status">{t("app.loading")}</p>} />
          )}
        </DialogLink>
      ))}
    </div>
  );
}
