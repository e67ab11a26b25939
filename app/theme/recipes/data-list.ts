import { defineSlotRecipe } from "@pandacss/dev";

/** Label–value pairs on one line each (sums, commission, totals), the value at the end of the line. */
export const dataList = defineSlotRecipe({
  className: "data-list",
  slots: ["root", "item"],
  base: {
    root: { display: "grid", gap: "1", maxW: "md" },
    item: { display: "flex", justifyContent: "space-between", gap: "4" },
  },
});
