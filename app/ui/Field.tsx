import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { namespacesOf } from "~/i18n/namespaces";
import { css } from "styled-system/css";

interface FieldProps {
  id: string;
  label: string;
  errorId: string;
  /** i18n keys of the field's errors (conform passes what the zod schema said). */
  errors?: string[];
  hint?: string;
  hintId?: string;
  children: ReactNode;
}

/** Label, control, hint and the error next to the field; the control links them through aria-describedby. */
export function Field({ id, label, errorId, errors, hint, hintId, children }: FieldProps) {
  // Error keys may come from any namespace (each form's schema has its own); this loads the ones in use.
  const { t } = useTranslation(namespacesOf(errors ?? []));
  return (
    <div className={css({ display: "grid", gap: "1" })}>
      <label htmlFor={id} className={css({ fontWeight: "semibold" })}>
        {label}
      </label>
      {children}
      {hint && hintId ? (
        <p id={hintId} className={css({ fontSize: "sm", color: "textMuted" })}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} className={css({ fontSize: "sm", color: "danger", minH: "5" })} aria-live="polite">
        {errors?.length ? errors.map((e) => t(e)).join(" ") : null}
      </p>
    </div>
  );
}
