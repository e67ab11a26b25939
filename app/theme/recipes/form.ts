import { defineRecipe, defineSlotRecipe } from "@pandacss/dev";

export const input = defineRecipe({
  className: "input",
  base: {
    display: "block",
    w: "full",
    px: "3",
    py: "2",
    minH: "10",
    borderWidth: "1px",
    borderColor: "borderStrong",
    borderRadius: "md",
    bg: "surface",
    color: "text",
    _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "1px" },
    "&[aria-invalid=true]": { borderColor: "danger" },
  },
});

/**
 * A labelled control: label above, hint and error below (the error line keeps its height so the form does
 * not jump when a message appears). Used by app/ui/Field and by the controls that lay themselves out.
 */
export const field = defineSlotRecipe({
  className: "field",
  slots: ["root", "label", "hint", "error"],
  base: {
    root: {
      display: "grid",
      gap: "1",
    },
    label: { textStyle: "label" },
    hint: { textStyle: "small", color: "textMuted" },
    error: {
      textStyle: "small",
      color: "danger",
      minH: "5",
    },
  },
});

/** A group of choices (radios, checkboxes) under its legend. */
export const fieldset = defineSlotRecipe({
  className: "fieldset",
  slots: ["root", "legend"],
  base: {
    root: { display: "grid", gap: "2" },
    legend: { textStyle: "label", mb: "1" },
  },
});

/** A checkbox or radio with its label beside it. */
export const choice = defineSlotRecipe({
  className: "choice",
  slots: ["root", "control"],
  base: {
    root: { display: "flex", gap: "2", alignItems: "center" },
    control: { w: "5", h: "5", flexShrink: "0", accentColor: "brand" },
  },
  variants: {
    // A label running over several lines (a consent) starts level with the box.
    align: { center: {}, start: { root: { alignItems: "flex-start" }, control: { mt: "1" } } },
  },
  defaultVariants: { align: "center" },
});
