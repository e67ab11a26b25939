import { defineRecipe } from "@pandacss/dev";

/**
 * Small labels: request statuses (subtle), meter states (outline) and unread counts (solid). Each tone is
 * a text colour readable on its own background.
 */
export const badge = defineRecipe({
  className: "badge",
  base: { display: "inline-block", borderRadius: "full", fontSize: "xs", fontWeight: "semibold", whiteSpace: "nowrap" },
  variants: {
    variant: { subtle: {}, outline: { borderWidth: "1px" }, solid: {} },
    tone: { neutral: {}, success: {}, warning: {}, danger: {} },
    size: { sm: { px: "1.5" }, md: { px: "2", py: "0.5" } },
  },
  compoundVariants: [
    { variant: "subtle", tone: "neutral", css: { bg: "muted", color: "text" } },
    { variant: "subtle", tone: "success", css: { bg: "success.subtle", color: "success" } },
    { variant: "subtle", tone: "warning", css: { bg: "warning.subtle", color: "warning" } },
    { variant: "outline", tone: "neutral", css: { borderColor: "borderStrong", color: "text" } },
    { variant: "outline", tone: "danger", css: { borderColor: "danger", color: "danger" } },
    { variant: "solid", tone: "danger", css: { bg: "danger", color: "danger.fg" } },
  ],
  defaultVariants: { variant: "subtle", tone: "neutral", size: "md" },
  // Tones are picked from data at runtime (a request's status), which the extractor cannot see.
  staticCss: ["*"],
});
