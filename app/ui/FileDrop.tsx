import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fileField } from "styled-system/recipes";

/**
 * The file field's scripted part (FileField.tsx), inside its box: marks the box `data-enhanced` (the native input
 * is then visually hidden behind its button), writes the chosen file's name beside the button and takes a file
 * dropped onto the box (`data-dragging` while one is over it). The input stays the server's own element, so a
 * file chosen before this part arrived is kept and named.
 */
export default function FileDrop() {
  const { t } = useTranslation("forms");
  const classes = fileField();
  const ref = useRef<HTMLSpanElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    const box = ref.current?.parentElement;
    const input = box?.querySelector<HTMLInputElement>("input[type=file]");
    if (!box || !input) return;
    const show = () => setChosen(input.files?.[0]?.name ?? null);
    const carriesFiles = (e: DragEvent) => !!e.dataTransfer?.types.includes("Files");
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      box.setAttribute("data-dragging", "");
    };
    const leave = () => box.removeAttribute("data-dragging");
    const drop = (e: DragEvent) => {
      e.preventDefault();
      leave();
      if (!e.dataTransfer || e.dataTransfer.files.length === 0) return;
      // The dropped file becomes the input's own, so the form posts it as if it had been chosen.
      input.files = e.dataTransfer.files;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    };
    show();
    box.setAttribute("data-enhanced", "");
    input.addEventListener("change", show);
    box.addEventListener("dragover", over);
    box.addEventListener("dragleave", leave);
    box.addEventListener("drop", drop);
    return () => {
      input.removeEventListener("change", show);
      box.removeEventListener("dragover", over);
      box.removeEventListener("dragleave", leave);
      box.removeEventListener("drop", drop);
      box.removeAttribute("data-enhanced");
      leave();
    };
  }, []);

  return (
    <>
      <span ref={ref} className={classes.name} data-testid="file-chosen">
        {chosen ?? t("forms.file_none")}
      </span>
      <span className={classes.drop} aria-hidden="true">
        {t("forms.file_drop")}
      </span>
    </>
  );
}
