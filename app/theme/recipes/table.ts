import { defineSlotRecipe } from "@pandacss/dev";

const cell = { textAlign: "left", px: "2", py: "2", borderBottomWidth: "1px", borderColor: "border" } as const;

// Below the tablet breakpoint (768 px, §9) a row is a block of lines, one per cell, each headed by its column's
// name from the cell's `data-label` (every data table gives each cell one): nothing is pushed off a phone's
// screen. The name is drawn by CSS with an empty alternative text, so screen readers, which still get the table
// and its headers, do not hear it twice.
const stacked = {
  display: "grid",
  gridTemplateColumns: "minmax(6rem, 40%) minmax(0, 1fr)",
  columnGap: "3",
  alignItems: "baseline",
  textAlign: "left",
  px: "0",
  py: "1",
  borderBottomWidth: "0",
  overflowWrap: "anywhere",
  "&::before": { content: 'attr(data-label) / ""', fontWeight: "semibold", color: "textMuted" },
} as const;

const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** Data tables: lined rows, numbers right-aligned in equal-width digits; wide tables scroll in `scroller`. */
export const table = defineSlotRecipe({
  className: "table",
  slots: ["scroller", "root", "caption", "cell", "numeric"],
  base: {
    scroller: { overflowX: "auto" },
    root: {
      w: "full",
      borderCollapse: "collapse",
      mdDown: {
        display: "block",
        "& tbody": { display: "block" },
        "& thead": visuallyHidden,
        "& tr": { display: "block", py: "2", borderBottomWidth: "1px", borderColor: "border" },
      },
    },
    caption: { srOnly: true },
    cell: { ...cell, mdDown: { display: "block", px: "0", py: "1", borderBottomWidth: "0", "&[data-label]": stacked } },
    numeric: {
      ...cell,
      textAlign: "right",
      fontVariantNumeric: "tabular-nums",
      mdDown: {
        display: "block",
        px: "0",
        py: "1",
        borderBottomWidth: "0",
        textAlign: "left",
        "&[data-label]": stacked,
      },
    },
  },
  variants: {
    size: {
      sm: { root: { fontSize: "sm" }, cell: { py: "1" }, numeric: { py: "1" } },
      md: {},
    },
  },
  defaultVariants: { size: "md" },
});
