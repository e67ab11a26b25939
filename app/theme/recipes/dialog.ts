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
      // A long unbroken text (a provider's message, a pasted number) wraps inside the dialog instead of widening
      // its column and pushing the close button off-screen.
      // Every descendant: the reset's break-word on paragraphs and headings still sizes nested grids to the text.
      gridTemplateColumns: "minmax(0, 1fr)",
      overflowWrap: "anywhere",
      "& *": { overflowWrap: "anywhere" },
      gap: "4",
    },
    header: { display: "flex", alignItems: "flex-start", gap: "3" },
    title: { textStyle: "title", mr: "auto" },
    description: { color: "textMuted" },
    // A long title wraps; the close button keeps its size.
    closeTrigger: { flexShrink: "0" },
  },
});
