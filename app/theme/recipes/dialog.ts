import { defineSlotRecipe } from "@pandacss/dev";

/** The modal's parts, named after Ark's dialog anatomy. */
export const dialog = defineSlotRecipe({
  className: "dialog",
  slots: ["backdrop", "positioner", "content", "header", "title", "description", "closeTrigger"],
  base: {
    backdrop: { position: "fixed", inset: "0", bg: "backdrop", zIndex: "modal" },
    positioner: {
      position: "fixed",
      inset: "0",
      zIndex: "modal",
      display: "flex",
      alignItems: { base: "flex-end", sm: "center" },
      justifyContent: "center",
      overflowY: "auto",
    },
    content: {
      // §2.3 modals: 717 px on a wider window, otherwise the whole width.
      w: "full",
      maxW: "form",
      maxH: "100dvh",
      overflowY: "auto",
      bg: "surface",
      color: "text",
      borderRadius: { base: "0", sm: "lg" },
      boxShadow: "lg",
      p: { base: "4", md: "6" },
      display: "grid",
      gap: "4",
    },
    header: { display: "flex", alignItems: "flex-start", gap: "3" },
    title: { textStyle: "title", mr: "auto" },
    description: { color: "textMuted" },
    // A long title wraps; the close button keeps its size.
    closeTrigger: { flexShrink: "0" },
  },
});
