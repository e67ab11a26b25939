import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { namespacesOf } from "~/i18n/namespaces";
import { field } from "styled-system/recipes";
import { messagesText } from "./messages";

interface FieldProps {
  id: string;
  label: string;
  errorId: string;
  /** The field's messages, i18n keys with their values (conform passes what the zod schema said). */
  errors?: string[];
  hint?: string;
  hintId?: string;
  children: ReactNode;
}

/** Label, control, hint and the error next to the field; the control links them through aria-describedby. */
export function Field({ id, label, errorId, errors, hint, hintId, children }: FieldProps) {
  // Error keys may come from any namespace (each form's schema has its own); this loads the ones in use.
  const { t } = useTranslation(namespacesOf(errors ?? []));
  const classes = field();
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children}
      {hint && hintId ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} className={classes.error} aria-live="polite">
        {messagesText(t, errors)}
      </p>
    </div>
  );
}
