import { defineSlotRecipe } from "@pandacss/dev";

/** A request's chat: message bubbles, the resident's own on the right in a tint of the brand. */
export const chat = defineSlotRecipe({
  className: "chat",
  slots: ["message", "author", "time", "body"],
  base: {
    // minW 0: a grid item no wider than its column, whatever its longest word.
    message: { p: "3", borderRadius: "md", maxW: "90%", minW: "0", borderWidth: "1px", borderColor: "border" },
    author: { textStyle: "small", fontWeight: "semibold" },
    time: { fontWeight: "normal", color: "textMuted" },
    // The text as the author wrote it: line breaks kept, long words and links broken rather than overflowing.
    body: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  },
  variants: {
    self: {
      true: { message: { justifySelf: "end", bg: "brand.subtle" } },
      false: { message: { justifySelf: "start", bg: "surface" } },
    },
  },
  defaultVariants: { self: false },
  // Chosen per message at runtime, which the extractor cannot see.
  staticCss: ["*"],
});
