import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A message block marked by a coloured edge: `subtle` on the muted background (a warning next to a form),
 * `raised` on the surface with a shadow (the notifications of app/ui/Notices, and messages that carry links,
 * whose brand colour is only guaranteed readable on white).
 */
export const callout = defineSlotRecipe({
  className: "callout",
  slots: ["root", "title"],
  base: {
    // Block flow, not grid: a callout may be a single paragraph with links inside it. Its blocks are spaced.
    root: { px: "3", py: "2", borderLeftWidth: "4px", "& > * + *": { mt: "2" } },
    title: { fontWeight: "bold" },
  },
  variants: {
    kind: {
      neutral: { root: { borderColor: "borderStrong" } },
      info: { root: { borderColor: "info" } },
      success: { root: { borderColor: "success" } },
      warning: { root: { borderColor: "warning" } },
      error: { root: { borderColor: "danger" } },
    },
    variant: {
      subtle: { root: { bg: "muted" } },
      raised: {
        root: {
          bg: "surface",
          borderWidth: "1px",
          borderLeftWidth: "4px",
          borderRadius: "md",
          boxShadow: "md",
          px: "4",
          py: "3",
        },
      },
    },
  },
  defaultVariants: { kind: "info", variant: "subtle" },
  // A notice's kind comes with the notice at runtime, which the extractor cannot see.
  staticCss: ["*"],
});
