import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A list of panels that open and close (the meters): the same look as native <details> (`summary` is their
 * trigger) and as Ark's accordion (`trigger`, `indicator`), so nothing moves when one replaces the other.
 */
export const disclosure = defineSlotRecipe({
  className: "disclosure",
  slots: ["root", "item", "summary", "trigger", "indicator", "content"],
  base: {
    root: { display: "grid", gap: "3" },
    item: { bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "lg" },
    summary: { cursor: "pointer", p: "4", listStylePosition: "inside" },
    trigger: {
      display: "flex",
      w: "full",
      gap: "2",
      alignItems: "center",
      textAlign: "left",
      cursor: "pointer",
      p: "4",
      borderRadius: "lg",
      _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
    },
    indicator: { transition: "transform 0.15s", "[data-state=open] > &": { transform: "rotate(90deg)" } },
    content: { p: { base: "4", md: "6" }, borderTopWidth: "1px", borderColor: "border" },
  },
});
