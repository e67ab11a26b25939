// The geometry of every bar chart in the portal, from plain numbers: months as SVG columns (meters'
// consumption, payments per month) and results as rows (poll and meeting results), drawn by app/ui/BarChart.tsx
// on the server, so pages ship no chart library and the chart is there without JS.

export type Orientation = "vertical" | "horizontal";

export interface Frame {
  width: number;
  height: number;
  /** Room around the plot for the value axis (left), category labels (bottom or left) and breathing space. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The share of a category's slot its bars take together (the rest is the gap between categories). */
  fill: number;
  /** The widest a single bar gets, so two months do not become two slabs. */
  maxBar: number;
}

/** The vertical chart's SVG frame (months along the bottom). */
export const FRAME: Frame = { width: 640, height: 220, left: 48, right: 8, top: 12, bottom: 36, fill: 0.8, maxBar: 48 };

export interface BarChartInput {
  /** One label per category (a month, a poll option), in order. */
  categories: readonly string[];
  /** One list of values per series (a tariff), aligned with the categories; null or non-finite is no bar. */
  series: ReadonlyArray<ReadonlyArray<number | null>>;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  series: number;
  category: number;
  value: number;
}

export interface BarChartModel {
  width: number;
  height: number;
  /** The plot's edges in SVG units. */
  plot: { x1: number; x2: number; y1: number; y2: number };
  bars: Bar[];
  /** One per category, x at the centre of its slot. */
  labels: { at: number; text: string }[];
  /** Value gridlines (y) from the lowest to the highest rounded bound. */
  ticks: { at: number; value: number }[];
  /** Where the value 0 lies on the value axis, y (the bars start there). */
  zero: number;
  min: number;
  max: number;
}

/** A "nice" ceiling (1, 2, 2.5, 5 × 10^n) of a positive number. */
export function niceCeil(x: number): number {
  if (!(x > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  const f = x / p;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * p;
}

/** The value range, from 0 or a nice bound below the lowest value to a nice bound above the highest. */
function bounds(values: number[]): { min: number; max: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === 0 && hi === 0) return { min: 0, max: 1 };
  return { min: lo < 0 ? -niceCeil(-lo) : 0, max: hi > 0 ? niceCeil(hi) : 0 };
}

/** Float noise off (0.30000000000000004 → 0.3) without losing small or huge values. */
const tidy = (n: number) => Number(n.toPrecision(12));

const valueOf = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The value range over every series' numbers. */
const rangeOf = (series: BarChartInput["series"]) =>
  bounds(series.flatMap((s) => s.map(valueOf).filter((v): v is number => v !== null)));

/** Months as columns in an SVG frame: the value axis runs up, the categories across. */
export function barChart({ categories, series }: BarChartInput): BarChartModel {
  const frame = FRAME;
  const { width, height } = frame;
  const plot = { x1: frame.left, x2: width - frame.right, y1: frame.top, y2: height - frame.bottom };
  const { min, max } = rangeOf(series);

  const scale = (v: number) => plot.y2 + ((v - min) / (max - min)) * (plot.y1 - plot.y2);
  const zero = scale(0);
  const count = Math.max(1, series.length);
  const slot = categories.length ? (plot.x2 - plot.x1) / categories.length : plot.x2 - plot.x1;
  const cluster = Math.min(slot * frame.fill, frame.maxBar * count);
  const thickness = cluster / count;

  const bars: Bar[] = [];
  categories.forEach((_, category) => {
    series.forEach((values, s) => {
      const value = valueOf(values[category]);
      if (value === null) return;
      const x = plot.x1 + category * slot + (slot - cluster) / 2 + s * thickness;
      // A value that is not zero stays visible however small it is next to the largest.
      const length = value === 0 ? 0 : Math.max(1, Math.abs(scale(value) - zero));
      bars.push({
        x,
        y: value < 0 ? zero : zero - length,
        width: thickness,
        height: length,
        series: s,
        category,
        value,
      });
    });
  });

  return {
    width,
    height,
    plot,
    bars,
    labels: categories.map((text, i) => ({ at: plot.x1 + i * slot + slot / 2, text })),
    ticks: [0, 0.25, 0.5, 0.75, 1].map((f) => {
      const value = tidy(min + (max - min) * f);
      return { at: scale(value), value };
    }),
    zero,
    min,
    max,
  };
}

export interface RowBar {
  series: number;
  value: number;
  /** Where the bar starts and how long it is, in percent of its row's track. */
  from: number;
  length: number;
}

export interface BarRowsModel {
  /** One per category, in order: its label and its bars (one per series with a number). */
  rows: { text: string; bars: RowBar[] }[];
  /** Where the value 0 lies on the track, in percent. */
  zero: number;
  min: number;
  max: number;
}

/**
 * Results as rows (poll options, meeting answers): each bar in percent of its row's track, so the page draws
 * the rows at any width and the labels wrap as text does, instead of SVG text that shrinks with a phone's width.
 */
export function barRows({ categories, series }: BarChartInput): BarRowsModel {
  const { min, max } = rangeOf(series);
  const scale = (v: number) => tidy(((v - min) / (max - min)) * 100);
  const zero = scale(0);
  return {
    rows: categories.map((text, category) => ({
      text,
      bars: series.flatMap((values, s) => {
        const value = valueOf(values[category]);
        if (value === null) return [];
        // A value that is not zero stays visible (a percent of the track is a few pixels on a phone).
        const length = value === 0 ? 0 : Math.max(1, Math.abs(scale(value) - zero));
        return [{ series: s, value, from: value < 0 ? zero - length : zero, length }];
      }),
    })),
    zero,
    min,
    max,
  };
}

/**
 * Whole percentages of the total that add up to 100 (largest remainders), for results shown as shares; all
 * zeros when nothing was counted.
 */
export function percentages(values: readonly number[]): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (total === 0) return clean.map(() => 0);
  const exact = clean.map((v) => (v / total) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - floors[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left -= 1;
  }
  return floors;
}
