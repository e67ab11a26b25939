import { useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { button, jsOnly, text } from "styled-system/recipes";
import { namespacesOf } from "~/i18n/namespaces";
import type { FormMeta } from "./form";
import { messagesText } from "./messages";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "form"> & {
  form: Pick<FormMeta, "id" | "blocked" | "reasons">;
  /** A post of this form is under way: the button waits (really disabled, so a second press sends nothing). */
  busy?: boolean;
  variant?: "primary" | "secondary";
  children: ReactNode;
};

/**
 * A form's submit button that §5 wants disabled while the form's rule finds an issue. With JS it is
 * aria-disabled (still focusable; a press sends nothing and shows each reason at its field) and names its
 * reasons in a neutral hint below it; without JS it is an ordinary button and the server answers. The hint is
 * in the server's page, for the first paint, and hidden from a browser that runs no scripts.
 */
export function SubmitButton({ form, busy = false, variant = "primary", className, children, ...rest }: Props) {
  const { t } = useTranslation(namespacesOf(form.reasons));
  const hintId = `${form.id}-reasons`;
  const hint = form.reasons.length ? messagesText(t, form.reasons) : null;
  // The hint keeps its place once it has had words: when the reasons go (the resident filled the form, or the page
  // hydrated with what was typed before), its last words stay, unseen, so nothing below it moves up and the
  // button does not move under a pointer that is pressing it.
  const [last, setLast] = useState(hint);
  if (hint && hint !== last) setLast(hint);
  const shown = hint ?? last;
  return (
    <div className={css({ display: "grid", gap: "1", justifyItems: "start" })}>
      <button
        type="submit"
        {...rest}
        className={cx(button({ variant }), className)}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-disabled={form.blocked || undefined}
        aria-describedby={form.blocked && hint ? hintId : undefined}
      >
        {children}
      </button>
      {shown ? (
        <p
          id={hintId}
          aria-hidden={hint ? undefined : true}
          className={cx(text({ variant: "hint" }), jsOnly(), hint ? undefined : css({ visibility: "hidden" }))}
        >
          {shown}
        </p>
      ) : null}
    </div>
  );
}
