// The geometry of every bar chart in the portal (meters' consumption, payments per month, and the poll and
// meeting results to come), from plain numbers: computed on the server, drawn as SVG by app/ui/BarChart.tsx,
// so pages ship no chart library and the chart is there without JS.

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

export const FRAMES: Record<Orientation, Frame> = {
  vertical: { width: 640, height: 220, left: 48, right: 8, top: 12, bottom: 36, fill: 0.8, maxBar: 48 },
  // Category names on the left, values (percentages) after the bars.
  horizontal: { width: 640, height: 0, left: 200, right: 64, top: 4, bottom: 4, fill: 0.7, maxBar: 28 },
};

/** A horizontal chart grows with its categories: this much height per row. */
export const ROW_HEIGHT = 36;

export interface BarChartInput {
  /** One label per category (a month, a poll option), in order. */
  categories: readonly string[];
  /** One list of values per series (a tariff), aligned with the categories; null or non-finite is no bar. */
  series: ReadonlyArray<ReadonlyArray<number | null>>;
  orientation?: Orientation;
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
  orientation: Orientation;
  width: number;
  height: number;
  /** The plot's edges in SVG units. */
  plot: { x1: number; x2: number; y1: number; y2: number };
  bars: Bar[];
  /** One per category, at the centre of its slot: x for vertical charts, y for horizontal ones. */
  labels: { at: number; text: string }[];
  /** Value gridlines from the lowest to the highest rounded bound: y for vertical charts, x for horizontal. */
  ticks: { at: number; value: number }[];
  /** Where the value 0 lies on the value axis (the bars start there). */
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

export function barChart({ categories, series, orientation = "vertical" }: BarChartInput): BarChartModel {
  const frame = FRAMES[orientation];
  const width = frame.width;
  const height = orientation === "vertical" ? frame.height : frame.top + frame.bottom + ROW_HEIGHT * Math.max(1, categories.length);
  const plot = { x1: frame.left, x2: width - frame.right, y1: frame.top, y2: height - frame.bottom };
  const valueOf = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  const { min, max } = bounds(series.flatMap((s) => s.map(valueOf).filter((v): v is number => v !== null)));

  // The value axis runs up (vertical) or right (horizontal); the category axis across it.
  const [from, to] = orientation === "vertical" ? [plot.y2, plot.y1] : [plot.x1, plot.x2];
  const scale = (v: number) => from + ((v - min) / (max - min)) * (to - from);
  const zero = scale(0);
  const [start, end] = orientation === "vertical" ? [plot.x1, plot.x2] : [plot.y1, plot.y2];
  const count = Math.max(1, series.length);
  const slot = categories.length ? (end - start) / categories.length : end - start;
  const cluster = Math.min(slot * frame.fill, frame.maxBar * count);
  const thickness = cluster / count;

  const bars: Bar[] = [];
  categories.forEach((_, category) => {
    series.forEach((values, s) => {
      const value = valueOf(values[category]);
      if (value === null) return;
      const across = start + category * slot + (slot - cluster) / 2 + s * thickness;
      // A value that is not zero stays visible however small it is next to the largest.
      const length = value === 0 ? 0 : Math.max(1, Math.abs(scale(value) - zero));
      bars.push(
        orientation === "vertical"
          ? { x: across, y: value < 0 ? zero : zero - length, width: thickness, height: length, series: s, category, value }
          : { x: value < 0 ? zero - length : zero, y: across, width: length, height: thickness, series: s, category, value },
      );
    });
  });

  return {
    orientation,
    width,
    height,
    plot,
    bars,
    labels: categories.map((text, i) => ({ at: start + i * slot + slot / 2, text })),
    ticks: [0, 0.25, 0.5, 0.75, 1].map((f) => {
      const value = tidy(min + (max - min) * f);
      return { at: scale(value), value };
    }),
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
