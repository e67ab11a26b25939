import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A file field (app/ui/FileField.tsx): a `<label>` drawn as a button for the native input. Without JS the input
 * stays in view as the browser's own status text ("no file chosen", then the file's name) with its button
 * hidden; in a browser that runs scripts it is visually hidden but focusable, the chosen name is written beside
 * the button and the whole box is a drop zone (`data-dragging` while a file is over it). The button shows the
 * input's keyboard focus. Chosen by `scripting`, not by an attribute set after hydration: the page does not
 * change at hydration.
 */
export const fileField = defineSlotRecipe({
  className: "file-field",
  slots: ["root", "control", "trigger", "name", "drop"],
  base: {
    root: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: "3",
      "@media (scripting: enabled)": {
        p: "3",
        borderWidth: "2px",
        borderStyle: "dashed",
        borderColor: "borderStrong",
        borderRadius: "md",
      },
      "&[data-dragging]": { borderColor: "brand", bg: "muted" },
    },
    control: {
      minW: "0",
      flex: "1",
      fontSize: "sm",
      color: "textMuted",
      cursor: "pointer",
      "&::file-selector-button": { display: "none" },
      _focusVisible: { outline: "none" },
      "@media (scripting: enabled)": {
        position: "absolute",
        width: "1px",
        height: "1px",
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        opacity: "0",
      },
    },
    trigger: {
      order: "-1",
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      px: "4",
      py: "2",
      minH: "10",
      borderRadius: "md",
      borderWidth: "1px",
      borderColor: "border",
      bg: "surface",
      color: "text",
      fontWeight: "semibold",
      cursor: "pointer",
      _hover: { bg: "muted" },
      _peerFocusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
      "[aria-invalid=true] ~ &": { borderColor: "danger" },
    },
    name: { minW: "0", overflowWrap: "anywhere", fontSize: "sm", "@media (scripting: none)": { display: "none" } },
    drop: { w: "full", fontSize: "sm", color: "textMuted", "@media (scripting: none)": { display: "none" } },
  },
});
