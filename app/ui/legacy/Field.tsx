import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { namespacesOf } from "~/i18n/namespaces";
import { field } from "styled-system/recipes";
import { messagesText } from "../messages";

interface FieldProps {
  id: string;
  label: string;
  errorId: string;
  /** The field's messages, i18n keys with their values (conform passes what the zod schema said). */
  errors?: string[];
  hint?: string;
  hintId?: string;
  /** The loader's reasons shown before hydration where there are no errors (`pendingReason`). */
  pending?: readonly string[];
  children: ReactNode;
}

/**
 * The reasons useSubmitRule shows for a field before hydration: only their text, in the server's page for a
 * browser that runs scripts and hidden from one that does not (the field recipe's error slot). The control is
 * not marked invalid until the page has hydrated.
 */
export const pendingReason = (field: object) => (field as { pendingReason?: readonly string[] }).pendingReason;

/** Label, control, hint and the error next to the field; the control links them through aria-describedby. */
export function Field({ id, label, errorId, errors, hint, hintId, pending, children }: FieldProps) {
  // Error keys may come from any namespace (each form's schema has its own); this loads the ones in use.
  const { t } = useTranslation(namespacesOf([...(errors ?? []), ...(pending ?? [])]));
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
      <p
        id={errorId}
        className={classes.error}
        aria-live="polite"
        data-pending-reason={!errors?.length && pending ? true : undefined}
      >
        {messagesText(t, errors?.length ? errors : pending)}
      </p>
    </div>
  );
}
