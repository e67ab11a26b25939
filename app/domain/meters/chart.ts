import type { MonthUse } from "./consumption";

// The consumption chart's geometry (grouped bars per month, one per tariff), computed on the server so the
// page ships an SVG and no chart library.

export const CHART = { width: 640, height: 220, left: 48, right: 8, top: 12, bottom: 36 } as const;

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  tariff: number;
  value: number;
}

export interface ChartModel {
  bars: Bar[];
  /** One label per month, centred under its group. */
  labels: { x: number; text: string }[];
  /** Gridline values with their y, from 0 to a rounded maximum. */
  ticks: { y: number; value: number }[];
  max: number;
}

/** A "nice" ceiling (1, 2, 2.5, 5 × 10^n) for the axis. */
export function niceCeil(x: number): number {
  if (x <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  const f = x / p;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * p;
}

export function chartModel(months: MonthUse[], tariffs: number): ChartModel {
  const { width, height, left, right, top, bottom } = CHART;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const values = months.flatMap((m) => m.use.filter((u): u is number => u !== null));
  const max = niceCeil(Math.max(0, ...values));
  const group = months.length ? plotW / months.length : plotW;
  const barW = (group * 0.8) / tariffs;
  const bars: Bar[] = [];
  months.forEach((m, i) => {
    m.use.forEach((u, t) => {
      if (u === null) return;
      const h = (u / max) * plotH;
      bars.push({ x: left + i * group + group * 0.1 + t * barW, y: top + plotH - h, width: barW, height: h, tariff: t, value: u });
    });
  });
  const labels = months.map((m, i) => ({ x: left + i * group + group / 2, text: m.label }));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ y: top + plotH - f * plotH, value: Math.round(max * f * 1000) / 1000 }));
  return { bars, labels, ticks, max };
}
