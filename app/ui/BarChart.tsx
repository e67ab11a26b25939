import { Fragment } from "react";
import { css, cx } from "styled-system/css";
import { chart, link, table as tableRecipe } from "styled-system/recipes";
import { barChart, barRows, type Orientation } from "~/domain/charts/bar";
import { useNumbers } from "./useNumbers";

// The portal's one bar chart, drawn from the pure model in app/domain/charts/bar.ts (on the server and, from
// the same numbers, in the browser), no script needed: months as an SVG, results as rows of text and bars.
// Screen readers get its title and description, and everyone can open the same figures as a table. Colours are
// the theme's chart tokens.

const svg = chart();
const SERIES_FILL = [svg.series1, svg.series2, svg.series3];
const BAR_FILL = svg.bar;
const GRID = svg.grid;
const AXIS = svg.axis;
const LABEL = svg.label;
const cells = tableRecipe({ size: "sm" });

export interface ChartSeries {
  /** Its name in the legend (shown when there are several) and, unless the table names it, the column. */
  name: string;
  values: Array<number | null>;
}

export interface BarChartProps {
  /** Prefix of the ids that tie the SVG to its title and description. */
  id: string;
  title: string;
  description: string;
  categories: string[];
  series: ChartSeries[];
  /** Vertical: categories along the bottom (months). Horizontal: one row per category (poll options). */
  orientation?: Orientation;
  /** Vertical only: gridlines with their values (the value axis); the zero line is always drawn. */
  gridlines?: boolean;
  /** How a value reads in the table, on the value axis and after a horizontal bar (default: the language's figures). */
  format?: (value: number) => string;
  /** A category's label as drawn, one string per line (e.g. "05" over "2025"); the table shows it whole. */
  labelLines?: (category: string) => string[];
  /** The same figures as a table, folded under `summary`. */
  table: { summary: string; caption?: string; categoryHeader: string; seriesHeaders?: string[] };
}

/** A month label "05.2025" drawn as "05" over "2025", so twelve of them fit under their bars. */
export const monthLines = (label: string) =>
  /^\d{2}\.\d{4}$/.test(label) ? [label.slice(0, 2), label.slice(3)] : [label];

export function BarChart(props: BarChartProps) {
  // Figures are written the interface language's way unless the chart says otherwise (money).
  const { number } = useNumbers();
  const { series, orientation = "vertical", format = number } = props;
  const fill = (s: number) => (series.length > 1 ? SERIES_FILL[s % SERIES_FILL.length]! : BAR_FILL);
  const lines = props.labelLines ?? ((c: string) => [c]);
  const Chart = orientation === "vertical" ? Columns : Rows;
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <Chart {...props} format={format} fill={fill} lines={lines} />
      {series.length > 1 ? (
        <ul className={css({ display: "flex", gap: "4", fontSize: "sm", flexWrap: "wrap" })}>
          {series.map((s, i) => (
            <li key={i} className={css({ display: "inline-flex", gap: "1", alignItems: "center" })}>
              <svg width="12" height="12" aria-hidden="true" focusable="false">
                <rect width="12" height="12" className={fill(i)} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <ChartTable {...props} format={format} />
    </div>
  );
}

interface DrawProps extends BarChartProps {
  format: (value: number) => string;
  fill: (series: number) => string;
  lines: (category: string) => string[];
}

/** Months under their columns in one SVG, scaled to the width it gets (a 640-unit frame). */
function Columns({ id, title, description, categories, series, gridlines = false, format, fill, lines }: DrawProps) {
  const model = barChart({ categories, series: series.map((s) => s.values) });
  return (
    <svg
      viewBox={`0 0 ${model.width} ${model.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={css({ w: "full", h: "auto", maxW: "2xl" })}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {gridlines
        ? model.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={model.plot.x1} x2={model.plot.x2} y1={tick.at} y2={tick.at} className={GRID} />
              <text x={model.plot.x1 - 4} y={tick.at + 4} textAnchor="end" fontSize="10" className={LABEL}>
                {format(tick.value)}
              </text>
            </g>
          ))
        : null}
      <line x1={model.plot.x1} x2={model.plot.x2} y1={model.zero} y2={model.zero} className={AXIS} />
      {model.bars.map((b) => (
        <rect
          key={`${b.category}-${b.series}`}
          x={b.x}
          y={b.y}
          width={b.width}
          height={b.height}
          className={fill(b.series)}
        />
      ))}
      {model.labels.map((label, i) => (
        <text key={i} x={label.at} y={model.plot.y2 + 14} textAnchor="middle" fontSize="10" className={LABEL}>
          {lines(label.text).map((line, n) => (
            <tspan key={n} x={label.at} dy={n === 0 ? 0 : 11}>
              {line}
            </tspan>
          ))}
        </text>
      ))}
    </svg>
  );
}

/**
 * Results as rows: each label on its own line(s) at the page's text size, its bar under it and the figure after
 * the bar, so they read on a phone (an SVG's text shrinks with its width; the old 640-unit one drew 6 px labels
 * at 390 px). One grid for all rows: the figures share a column, so every bar's track is the same length. An
 * element with role img, like the SVG, so a screen reader hears the title and description, not the parts.
 */
function Rows({ id, title, description, categories, series, format, fill, lines }: DrawProps) {
  const model = barRows({ categories, series: series.map((s) => s.values) });
  return (
    <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className={ROWS}>
      {model.rows.map((row, r) => (
        <Fragment key={r}>
          <span className={ROW_LABEL}>{lines(row.text).join(" ")}</span>
          {row.bars.map((b) => (
            <Fragment key={b.series}>
              <svg width="100%" height="12" aria-hidden="true" focusable="false" className={TRACK}>
                <rect x={`${b.from}%`} width={`${b.length}%`} height="100%" rx="2" className={fill(b.series)} />
              </svg>
              <span className={ROW_VALUE}>{format(b.value)}</span>
            </Fragment>
          ))}
        </Fragment>
      ))}
      {/* Hidden, as an SVG's title and desc are; last, so the first label is the grid's first child. */}
      <span id={`${id}-title`} hidden>
        {title}
      </span>
      <span id={`${id}-desc`} hidden>
        {description}
      </span>
    </div>
  );
}

const ROWS = svg.rows;
const ROW_LABEL = svg.rowLabel;
const TRACK = svg.track;
const ROW_VALUE = svg.rowValue;

/** The chart's figures for anyone who prefers numbers: the same categories and series, folded away. */
function ChartTable({ categories, series, format, table }: BarChartProps & { format: (value: number) => string }) {
  const headers = table.seriesHeaders ?? series.map((s) => s.name);
  return (
    <details>
      <summary className={cx(link(), css({ w: "fit-content" }))}>{table.summary}</summary>
      <table className={cx(cells.root, css({ w: "auto", mt: "2" }))}>
        {table.caption ? <caption className={cells.caption}>{table.caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col" className={cells.cell}>
              {table.categoryHeader}
            </th>
            {headers.map((h, i) => (
              <th key={i} scope="col" className={cells.numeric}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, row) => (
            <tr key={row}>
              <th scope="row" className={cells.cell} data-label={table.categoryHeader}>
                {c}
              </th>
              {series.map((s, i) => {
                const v = s.values[row];
                return (
                  <td key={i} className={cells.numeric} data-label={headers[i]}>
                    {typeof v === "number" && Number.isFinite(v) ? format(v) : "—"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
