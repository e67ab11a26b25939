import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Server-drawn bar charts: CSS `fill`/`stroke` from the chart tokens override the SVG attributes. Results are
 * rows (`rows`): a label line across, then each bar's track and its figure in a column shared by all rows.
 */
export const chart = defineSlotRecipe({
  className: "chart",
  slots: [
    "root",
    "grid",
    "axis",
    "label",
    "bar",
    "series1",
    "series2",
    "series3",
    "rows",
    "rowLabel",
    "track",
    "rowValue",
  ],
  base: {
    root: { w: "full", h: "auto" },
    grid: { stroke: "chart.grid" },
    axis: { stroke: "chart.axis" },
    label: { fill: "chart.label" },
    bar: { fill: "chart.bar" },
    series1: { fill: "chart.series1" },
    series2: { fill: "chart.series2" },
    series3: { fill: "chart.series3" },
    rows: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      columnGap: "2",
      rowGap: "1",
      alignItems: "center",
      maxW: "2xl",
    },
    // A very long word breaks rather than pushing the figure off a phone's screen.
    rowLabel: {
      gridColumn: "1 / -1",
      textStyle: "small",
      overflowWrap: "anywhere",
      "&:not(:first-child)": { mt: "2" },
    },
    track: { display: "block", minW: "0" },
    rowValue: {
      textStyle: "small",
      fontWeight: "semibold",
      fontVariantNumeric: "tabular-nums",
      textAlign: "end",
      whiteSpace: "nowrap",
    },
  },
});
