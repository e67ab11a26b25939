import { defineSlotRecipe } from "@pandacss/dev";

// Opened by the details' own summary on narrow screens, so the toggle works without JS; on a phone the
// menu starts closed on every page, and with JS choosing an item closes it (app/ui/AppHeader.tsx).
const WIDE_OPEN = "@supports selector(::details-content)";

/**
 * The main menu (§2.2): folded behind "Menu" below the desktop breakpoint, a row always shown above it. A
 * browser that cannot style the details' content keeps the toggle on wide screens too, so the menu stays
 * reachable.
 */
export const menu = defineSlotRecipe({
  className: "menu",
  slots: ["root", "details", "toggle", "indicator", "list"],
  base: {
    root: { px: "4", pb: "2" },
    details: {
      [WIDE_OPEN]: { lg: { "&::details-content": { contentVisibility: "visible", display: "contents" } } },
    },
    toggle: {
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      px: "3",
      py: "1",
      minH: "8",
      fontSize: "sm",
      fontWeight: "semibold",
      borderRadius: "md",
      borderWidth: "1px",
      borderColor: "border",
      bg: "surface",
      color: "text",
      cursor: "pointer",
      listStyle: "none",
      "&::-webkit-details-marker": { display: "none" },
      _hover: { bg: "muted" },
      _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
      [WIDE_OPEN]: { hideFrom: "lg" },
    },
    indicator: { transition: "transform 0.15s", "details[open] > summary > &": { transform: "rotate(180deg)" } },
    list: {
      display: "flex",
      gap: "1",
      flexWrap: "wrap",
      flexDirection: { base: "column", lg: "row" },
      pt: { base: "2", lg: "0" },
    },
  },
});
