import { css, cx } from "styled-system/css";
import { chart, link, table as tableRecipe } from "styled-system/recipes";
import { barChart, type Orientation } from "~/domain/charts/bar";
import { useNumbers } from "./useNumbers";

// The portal's one bar chart: SVG drawn from the pure model in app/domain/charts/bar.ts (on the server and, from
// the same numbers, in the browser), no script needed. Screen readers get its title and description, and
// everyone can open the same figures as a table. Colours are the theme's chart tokens.

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
  /** Gridlines with their values (the value axis); the zero line is always drawn. */
  gridlines?: boolean;
  /** How a value reads in the table, on the value axis and after a horizontal bar (default: the language's figures). */
  format?: (value: number) => string;
  /** A category's label as drawn, one string per line (e.g. "05" over "2025"); the table shows it whole. */
  labelLines?: (category: string) => string[];
  /** The same figures as a table, folded under `summary`. */
  table: { summary: string; caption?: string; categoryHeader: string; seriesHeaders?: string[] };
}


/** A month label "05.2025" drawn as "05" over "2025", so twelve of them fit under their bars. */
export const monthLines = (label: string) => (/^\d{2}\.\d{4}$/.test(label) ? [label.slice(0, 2), label.slice(3)] : [label]);

export function BarChart(props: BarChartProps) {
  // Figures are written the interface language's way unless the chart says otherwise (money).
  const { number } = useNumbers();
  const { id, title, description, categories, series, orientation = "vertical", gridlines = false, format = number } = props;
  const model = barChart({ categories, series: series.map((s) => s.values), orientation });
  const vertical = orientation === "vertical";
  const fill = (s: number) => (series.length > 1 ? SERIES_FILL[s % SERIES_FILL.length] : BAR_FILL);
  const lines = props.labelLines ?? ((c: string) => [c]);
  return (
    <div className={css({ display: "grid", gap: "2" })}>
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
                {vertical ? (
                  <line x1={model.plot.x1} x2={model.plot.x2} y1={tick.at} y2={tick.at} className={GRID} />
                ) : (
                  <line x1={tick.at} x2={tick.at} y1={model.plot.y1} y2={model.plot.y2} className={GRID} />
                )}
                <text
                  x={vertical ? model.plot.x1 - 4 : tick.at}
                  y={vertical ? tick.at + 4 : model.plot.y2 + 12}
                  textAnchor={vertical ? "end" : "middle"}
                  fontSize="10"
                  className={LABEL}
                >
                  {format(tick.value)}
                </text>
              </g>
            ))
          : null}
        {vertical ? (
          <line x1={model.plot.x1} x2={model.plot.x2} y1={model.zero} y2={model.zero} className={AXIS} />
        ) : (
          <line x1={model.zero} x2={model.zero} y1={model.plot.y1} y2={model.plot.y2} className={AXIS} />
        )}
        {model.bars.map((b) => (
          <rect key={`${b.category}-${b.series}`} x={b.x} y={b.y} width={b.width} height={b.height} className={fill(b.series)} />
        ))}
        {model.labels.map((label, i) => {
          const text = lines(label.text);
          return vertical ? (
            <text key={i} x={label.at} y={model.plot.y2 + 14} textAnchor="middle" fontSize="10" className={LABEL}>
              {text.map((line, n) => (
                <tspan key={n} x={label.at} dy={n === 0 ? 0 : 11}>
                  {line}
                </tspan>
              ))}
            </text>
          ) : (
            <text key={i} x={model.plot.x1 - 8} y={label.at + 4} textAnchor="end" fontSize="12" className={LABEL}>
              {text.join(" ")}
            </text>
          );
        })}
        {vertical
          ? null
          : model.bars.map((b) => (
              <text key={`v-${b.category}-${b.series}`} x={b.x + b.width + 4} y={b.y + b.height / 2 + 4} fontSize="12" className={LABEL}>
                {format(b.value)}
              </text>
            ))}
      </svg>
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
