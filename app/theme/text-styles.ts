import { defineTextStyles } from "@pandacss/dev";

// The type scale of the portal's headings and small print. Components reach them through the `heading` and
// `text` recipes (recipes/typography.ts), which add the colour where the style has one.
export const textStyles = defineTextStyles({
  /** A page's h1. */
  pageTitle: { value: { fontSize: "2xl", fontWeight: "bold" } },
  /** The title of a dialog, a panel or a wizard step. */
  title: { value: { fontSize: "xl", fontWeight: "bold" } },
  /** A section's h2 inside a page or card. */
  sectionTitle: { value: { fontSize: "lg", fontWeight: "semibold" } },
  /** A card's or group's title, a form label, a legend. */
  label: { value: { fontWeight: "semibold" } },
  /** Hints, dates, captions. */
  small: { value: { fontSize: "sm" } },
});
