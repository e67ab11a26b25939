import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { namespacesOf } from "~/i18n/namespaces";
import { field as fieldRecipe } from "styled-system/recipes";
import type { FieldMeta } from "./form";
import { messagesText } from "./messages";

interface FieldProps {
  field: Pick<FieldMeta, "id" | "errorId" | "hintId" | "errors">;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and the field's message below it; the control links them (app/ui/form.ts `control`). */
export function Field({ field, label, hint, children }: FieldProps) {
  const classes = fieldRecipe();
  return (
    <div className={classes.root}>
      <label htmlFor={field.id} className={classes.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={field.hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A field's message line (kept in the layout when empty, so the form does not jump when one appears). */
export function FieldError({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  // Error keys may come from any namespace (each form's rule has its own); this loads the ones in use.
  const { t } = useTranslation(namespacesOf([...(errors ?? [])]));
  return (
    <p id={id} className={fieldRecipe().error}>
      {messagesText(t, errors)}
    </p>
  );
}
