import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, text } from "styled-system/recipes";

interface Props {
  /** What the question is about (e.g. which meter), shown above it on the page and in the dialog alike. */
  subject?: ReactNode;
  question: ReactNode;
  /** Where the confirmation posts. */
  action: string;
  /** The action's `intent`, when it has several. */
  intent?: string;
  confirmLabel: string;
  /** Without JS Cancel leads here; with JS (inside a Dialog) `onCancel` closes the dialog instead. */
  cancelTo: string;
  onCancel?: () => void;
}

/** A confirm step: the question, a post that does it, and Cancel. The same markup as a page or in a Dialog. */
export function ConfirmForm({ subject, question, action, intent, confirmLabel, cancelTo, onCancel }: Props) {
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      {subject ? <p className={text({ variant: "label" })}>{subject}</p> : null}
      <p>{question}</p>
      <div className={buttonGroup()}>
        <Form method="post" action={action}>
          {intent ? <input type="hidden" name="intent" value={intent} /> : null}
          <button type="submit" className={button()}>
            {confirmLabel}
          </button>
        </Form>
        <CancelButton to={cancelTo} onCancel={onCancel} />
      </div>
    </div>
  );
}

/** Cancel of a step: a link back without JS, closing the dialog (`onCancel`) with it. */
export function CancelButton({ to, onCancel }: { to: string; onCancel?: () => void }) {
  const { t } = useTranslation();
  return onCancel ? (
    <button type="button" className={button({ variant: "secondary" })} onClick={onCancel}>
      {t("dialog.cancel")}
    </button>
  ) : (
    <Link to={to} className={button({ variant: "secondary" })}>
      {t("dialog.cancel")}
    </Link>
  );
}
