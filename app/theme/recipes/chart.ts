import { defineSlotRecipe } from "@pandacss/dev";

/** Server-drawn SVG bar charts: CSS `fill`/`stroke` from the chart tokens override the SVG attributes. */
export const chart = defineSlotRecipe({
  className: "chart",
  slots: ["root", "grid", "axis", "label", "bar", "series1", "series2", "series3"],
  base: {
    root: { w: "full", h: "auto" },
    grid: { stroke: "chart.grid" },
    axis: { stroke: "chart.axis" },
    label: { fill: "chart.label" },
    bar: { fill: "chart.bar" },
    series1: { fill: "chart.series1" },
    series2: { fill: "chart.series2" },
    series3: { fill: "chart.series3" },
  },
});
