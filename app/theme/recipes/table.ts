import { defineSlotRecipe } from "@pandacss/dev";

const cell = { textAlign: "left", px: "2", py: "2", borderBottomWidth: "1px", borderColor: "border" } as const;

/** Data tables: lined rows, numbers right-aligned in equal-width digits; wide tables scroll in `scroller`. */
export const table = defineSlotRecipe({
  className: "table",
  slots: ["scroller", "root", "caption", "cell", "numeric"],
  base: {
    scroller: { overflowX: "auto" },
    root: { w: "full", borderCollapse: "collapse" },
    caption: { srOnly: true },
    cell,
    numeric: { ...cell, textAlign: "right", fontVariantNumeric: "tabular-nums" },
  },
  variants: {
    size: {
      sm: { root: { fontSize: "sm" }, cell: { py: "1" }, numeric: { py: "1" } },
      md: {},
    },
  },
  defaultVariants: { size: "md" },
});
