import { useRef, useState, type DragEvent, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "styled-system/css";
import { fileField } from "styled-system/recipes";
import { Field } from "./Field";
import { useHydrated } from "./hooks";

interface FileFieldProps {
  /** The input's id: the field's label and the button both name it. */
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  hint?: string;
  hintId?: string;
  /** The native input's attributes (conform's getInputProps, accept, aria-describedby). */
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
  /** Called with the input's files after the resident chose or dropped one. */
  onFiles?: (files: FileList | null) => void;
}

/**
 * The portal's one file field (new request, chat messages): a real `<input type="file">` that the form posts,
 * opened by a `<label>` drawn as a button, so it works without JS. With JS the chosen file's name shows beside
 * the button and a file can be dropped onto the box. Keyboard focus stays on the native input and shows on
 * the button; the field's label names it for screen readers.
 */
export function FileField({ id, label, errorId, errors, hint, hintId, input, onFiles }: FileFieldProps) {
  const { t } = useTranslation("forms");
  const classes = fileField();
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const changed = (files: FileList | null) => {
    setChosen(files?.[0]?.name ?? null);
    onFiles?.(files);
  };
  const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes("Files");
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const el = ref.current;
    if (!el || e.dataTransfer.files.length === 0) return;
    // The dropped file becomes the input's own, so the form posts it as if it had been chosen.
    el.files = e.dataTransfer.files;
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  };

  return (
    <Field id={id} label={label} errorId={errorId} errors={errors} hint={hint} hintId={hintId}>
      <div
        className={classes.root}
        data-enhanced={hydrated ? "" : undefined}
        data-dragging={over ? "" : undefined}
        onDragOver={
          hydrated
            ? (e) => {
                if (!carriesFiles(e)) return;
                e.preventDefault();
                setOver(true);
              }
            : undefined
        }
        onDragLeave={hydrated ? () => setOver(false) : undefined}
        onDrop={hydrated ? drop : undefined}
      >
        <input {...input} id={id} ref={ref} type="file" className={cx("peer", classes.control)} onChange={(e) => changed(e.currentTarget.files)} />
        <label htmlFor={id} className={classes.trigger}>
          {t("forms.file_choose")}
        </label>
        {hydrated ? (
          <>
            <span className={classes.name} data-testid="file-chosen">
              {chosen ?? t("forms.file_none")}
            </span>
            <span className={classes.drop} aria-hidden="true">
              {t("forms.file_drop")}
            </span>
          </>
        ) : null}
      </div>
    </Field>
  );
}
