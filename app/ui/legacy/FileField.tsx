import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "styled-system/css";
import { fileField } from "styled-system/recipes";
import { enhance } from "../enhance";
import { Field } from "./Field";

// The chosen file's name and the drop zone come after hydration (FileDrop.tsx): the native input works without
// them, and the page does not wait for them.
const FileDrop = enhance(() => import("../FileDrop"));

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
  return (
    <Field id={id} label={label} errorId={errorId} errors={errors} hint={hint} hintId={hintId}>
      <div className={classes.root}>
        <input
          {...input}
          id={id}
          type="file"
          className={cx("peer", classes.control)}
          onChange={(e) => onFiles?.(e.currentTarget.files)}
        />
        <label htmlFor={id} className={classes.trigger}>
          {t("forms.file_choose")}
        </label>
        <FileDrop />
      </div>
    </Field>
  );
}
