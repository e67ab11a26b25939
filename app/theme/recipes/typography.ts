import { defineRecipe } from "@pandacss/dev";

/** Headings by their role on the page, not by their tag: an h2 can be a section's or a card's title. */
export const heading = defineRecipe({
  className: "heading",
  base: {},
  variants: {
    level: {
      page: { textStyle: "pageTitle" },
      title: { textStyle: "title" },
      section: { textStyle: "sectionTitle" },
      card: { textStyle: "label" },
    },
  },
  defaultVariants: { level: "section" },
});

/** Running text that is not body copy. */
export const text = defineRecipe({
  className: "text",
  base: {},
  variants: {
    variant: {
      /** Secondary information: addresses, dates, names next to a title. */
      muted: { color: "textMuted" },
      /** Hints and small print under a control or a list. */
      hint: { textStyle: "small", color: "textMuted" },
      small: { textStyle: "small" },
      label: { textStyle: "label" },
      strong: { fontWeight: "bold" },
      /** A message that something went wrong, outside a field. */
      alert: { color: "danger", fontWeight: "semibold" },
      /** The provider's name as the site's title. */
      siteName: { fontWeight: "bold", color: "brand" },
    },
    // A sum owed, when the provider asks for debts to stand out (§3 HighlightDebtInRed).
    danger: { true: { color: "danger" }, false: {} },
  },
  defaultVariants: { variant: "muted", danger: false },
  // `danger` follows the provider's setting at runtime.
  staticCss: ["*"],
});
