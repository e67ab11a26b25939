import { defineRecipe } from "@pandacss/dev";

// Colours go through tokens so the configured theme colour (config.color) replaces the brand at runtime.
export const button = defineRecipe({
  className: "btn",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "md",
    fontWeight: "semibold",
    px: "4",
    py: "2",
    minH: "10",
    cursor: "pointer",
    borderWidth: "1px",
    borderColor: "transparent",
    textDecoration: "none",
    _disabled: { opacity: 0.55, cursor: "not-allowed" },
    _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
  },
  variants: {
    variant: {
      primary: { bg: "brand", color: "brandFg", _hover: { filter: "brightness(0.95)" } },
      secondary: { bg: "surface", color: "text", borderColor: "border", _hover: { bg: "muted" } },
      ghost: { bg: "transparent", color: "text", _hover: { bg: "muted" } },
      // What cannot be taken back (deleting an account or the user): told apart from the everyday actions
      // beside it by colour and border, its text still dark enough to read (issue 33 item 5).
      danger: { bg: "surface", color: "danger", borderColor: "danger", _hover: { bg: "muted" } },
    },
    // sm is the smallest target there is: 32 px both ways (a one-character button, e.g. the carousel's ‹ ›).
    size: { sm: { px: "2", py: "1", minH: "8", minW: "8", fontSize: "sm" }, md: {} },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

/** A row of actions (buttons, button-like links, forms holding one button) that wraps on narrow screens. */
export const buttonGroup = defineRecipe({
  className: "btn-group",
  base: { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" },
});

/** An inline link in text: the brand colour, underlined, with the same focus ring as the buttons. */
export const link = defineRecipe({
  className: "link",
  base: {
    color: "brand",
    textDecoration: "underline",
    cursor: "pointer",
    _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px", borderRadius: "sm" },
  },
});
