import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "styled-system/css";
import { fileField } from "styled-system/recipes";
import { Field } from "./Field";
import { control, type FieldMeta } from "./form";

interface FileFieldProps {
  field: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  /** The types the input offers to choose (the server checks them again). */
  accept?: string;
}

/**
 * The portal's one file field (new request, chat messages): a real `<input type="file">` that the form posts,
 * opened by a `<label>` drawn as a button, so it works without JS. In a browser with scripts the chosen file's
 * name shows beside the button and a file can be dropped onto the box (the dropped file becomes the input's own,
 * so the form posts it as if it had been chosen). Keyboard focus stays on the native input and shows on the
 * button; the field's label names it for screen readers.
 */
export function FileField({ field, label, hint, accept }: FileFieldProps) {
  const { t } = useTranslation("forms");
  const classes = fileField();
  const box = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    const root = box.current;
    const input = root?.querySelector<HTMLInputElement>("input[type=file]");
    if (!root || !input) return;
    // A file chosen before the page hydrated is named now.
    setChosen(input.files?.[0]?.name ?? null);
    const carriesFiles = (e: DragEvent) => !!e.dataTransfer?.types.includes("Files");
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      root.setAttribute("data-dragging", "");
    };
    const leave = () => root.removeAttribute("data-dragging");
    const drop = (e: DragEvent) => {
      e.preventDefault();
      leave();
      if (!e.dataTransfer || e.dataTransfer.files.length === 0) return;
      input.files = e.dataTransfer.files;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    };
    root.addEventListener("dragover", over);
    root.addEventListener("dragleave", leave);
    root.addEventListener("drop", drop);
    return () => {
      root.removeEventListener("dragover", over);
      root.removeEventListener("dragleave", leave);
      root.removeEventListener("drop", drop);
    };
  }, []);

  const { defaultValue: _none, ...props } = control(field, { hint: !!hint });
  return (
    <Field field={field} label={label} hint={hint}>
      <div ref={box} className={classes.root}>
        <input
          {...props}
          type="file"
          accept={accept}
          className={cx("peer", classes.control)}
          onChange={(e) => setChosen(e.currentTarget.files?.[0]?.name ?? null)}
        />
        <label htmlFor={field.id} className={classes.trigger}>
          {t("forms.file_choose")}
        </label>
        <span className={classes.name} data-testid="file-chosen">
          {chosen ?? t("forms.file_none")}
        </span>
        <span className={classes.drop} aria-hidden="true">
          {t("forms.file_drop")}
        </span>
      </div>
    </Field>
  );
}
