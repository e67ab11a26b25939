import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { callout, link } from "styled-system/recipes";
import { namespacesOf } from "~/i18n/namespaces";
import type { FormMeta } from "./form";
import { messagesText } from "./messages";
import { FORM_FIELD } from "~/domain/forms/draft";

/**
 * The head of every form of useForm: its name (a hidden field, so a post the session ended under is kept by it) and
 * what the server refused, at the top of the form (GOV.UK's error summary): a heading, each field's message as a
 * link to the field, and the form's own errors (a wrong password, a provider failure). With JS it takes the
 * focus when it appears, so a screen reader reads it and the page shows it; without JS the form's action URL
 * carries the form's id as its fragment (`formAction`), so the refused page opens at the form.
 */
export function ErrorSummary({ form }: { form: Pick<FormMeta, "id" | "refused" | "summary" | "formErrors"> }) {
  const keys = [...form.formErrors, ...form.summary.flatMap((s) => s.errors)];
  const { t } = useTranslation(["forms", ...namespacesOf(keys)]);
  const ref = useRef<HTMLDivElement>(null);
  const shown = form.refused && keys.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, form.summary, form.formErrors]);
  // The form's name goes with every post: a post the session ended under is kept by it (FORM_FIELD, issue 32 item 9).
  const named = <input type="hidden" name={FORM_FIELD} value={form.id} />;
  if (!shown) return named;
  const classes = callout({ kind: "error", variant: "raised" });
  return (
    <>
      {named}
      <div
        ref={ref}
        id={`${form.id}-summary`}
        role="alert"
        tabIndex={-1}
        aria-labelledby={`${form.id}-summary-title`}
        className={classes.root}
      >
        <h2 id={`${form.id}-summary-title`} className={classes.title}>
          {t("forms.summary_title")}
        </h2>
        {form.formErrors.length ? <p>{messagesText(t, form.formErrors)}</p> : null}
        {form.summary.length ? (
          <ul>
            {form.summary.map((s) => (
              <li key={s.name}>
                <a href={`#${s.id}`} className={link()}>
                  {messagesText(t, s.errors)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
