import { describe, expect, it } from "vitest";
import { barChart, FRAMES, niceCeil, percentages, ROW_HEIGHT } from "./bar";

const V = FRAMES.vertical;

describe("niceCeil", () => {
  it("rounds the axis up to a nice number", () => {
    expect([0, 0.8, 7, 12, 230, 2400].map(niceCeil)).toEqual([1, 1, 10, 20, 250, 2500]);
    expect(niceCeil(3e12)).toBe(5e12);
    expect(niceCeil(0.0042)).toBeCloseTo(0.005, 12);
  });
});

describe("barChart, vertical", () => {
  it("draws one bar per series and category, scaled to the axis (meters: tariffs by month)", () => {
    const model = barChart({ categories: ["01.2026", "02.2026"], series: [[10, 20], [5, null]] });
    expect(model.max).toBe(20);
    expect(model.bars.map((b) => [b.category, b.series, b.value])).toEqual([[0, 0, 10], [0, 1, 5], [1, 0, 20]]);
    expect(model.bars[2]!.height).toBeCloseTo(2 * model.bars[0]!.height);
    expect(model.labels.map((l) => l.text)).toEqual(["01.2026", "02.2026"]);
    // Bars stand on the zero line, which is the bottom of the plot when nothing is negative.
    expect(model.zero).toBe(V.height - V.bottom);
    for (const b of model.bars) expect(b.y + b.height).toBeCloseTo(model.zero);
  });

  it("puts a category's bars side by side inside its slot, centred under its label", () => {
    const model = barChart({ categories: ["a", "b"], series: [[1, 1], [1, 1]] });
    const [a0, a1] = model.bars;
    expect(a1!.x).toBeCloseTo(a0!.x + a0!.width);
    expect((a0!.x + a1!.x + a1!.width) / 2).toBeCloseTo(model.labels[0]!.at);
  });

  it("has gridlines at quarters from 0 to the rounded maximum", () => {
    const model = barChart({ categories: ["a"], series: [[7]] });
    expect(model.ticks.map((t) => t.value)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(model.ticks[0]!.at).toBe(model.plot.y2);
    expect(model.ticks[4]!.at).toBe(model.plot.y1);
  });

  it("draws nothing, but a sane axis, for no data", () => {
    const model = barChart({ categories: [], series: [] });
    expect(model.bars).toEqual([]);
    expect(model.labels).toEqual([]);
    expect([model.min, model.max]).toEqual([0, 1]);
    expect(model.ticks.every((t) => Number.isFinite(t.at))).toBe(true);
  });

  it("keeps zero bars flat and an all-zero chart on a 0–1 axis", () => {
    const model = barChart({ categories: ["a", "b"], series: [[0, 0]] });
    expect([model.min, model.max]).toEqual([0, 1]);
    expect(model.bars.map((b) => b.height)).toEqual([0, 0]);
  });

  it("gives one bar a bar's width, not the whole plot", () => {
    const [bar] = barChart({ categories: ["05.2025"], series: [[1500]] }).bars;
    expect(bar!.width).toBe(V.maxBar);
    expect(bar!.x + bar!.width / 2).toBeCloseTo((V.left + V.width - V.right) / 2);
  });

  it("keeps a small value visible next to a huge one", () => {
    const model = barChart({ categories: ["a", "b"], series: [[1, 9e12]] });
    expect(model.max).toBe(1e13);
    expect(model.bars[0]!.height).toBe(1);
    expect(model.ticks.map((t) => t.value)).toEqual([0, 2.5e12, 5e12, 7.5e12, 1e13]);
  });

  it("hangs negative values below the zero line (a counter replaced, a refund)", () => {
    const model = barChart({ categories: ["a", "b"], series: [[-30, 70]] });
    expect([model.min, model.max]).toEqual([-50, 100]);
    const [neg, pos] = model.bars;
    expect(neg!.y).toBeCloseTo(model.zero);
    expect(pos!.y + pos!.height).toBeCloseTo(model.zero);
    expect(model.zero).toBeGreaterThan(model.plot.y1);
    expect(model.zero).toBeLessThan(model.plot.y2);
    expect(neg!.height / pos!.height).toBeCloseTo(30 / 70);
  });

  it("skips values that are not numbers", () => {
    const model = barChart({ categories: ["a", "b", "c"], series: [[Number.NaN, Number.POSITIVE_INFINITY, 3]] });
    expect(model.bars.map((b) => b.value)).toEqual([3]);
    expect(model.max).toBe(5);
  });
});

describe("barChart, horizontal (results as shares)", () => {
  it("lays categories out as rows, bars growing right from the value axis' zero", () => {
    const model = barChart({ categories: ["За", "Против", "Воздержался"], series: [[60, 30, 10]], orientation: "horizontal" });
    expect(model.height).toBe(FRAMES.horizontal.top + FRAMES.horizontal.bottom + 3 * ROW_HEIGHT);
    expect(model.zero).toBe(FRAMES.horizontal.left);
    expect(model.bars.map((b) => b.x)).toEqual([model.zero, model.zero, model.zero]);
    expect(model.bars[0]!.width).toBeCloseTo(2 * model.bars[1]!.width);
    expect(model.labels.map((l) => l.at)).toEqual(model.bars.map((b) => b.y + b.height / 2));
  });
});

describe("percentages", () => {
  it("adds up to 100 with the largest remainders rounded up", () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 1])).toEqual([67, 33]);
    expect(percentages([60, 30, 10])).toEqual([60, 30, 10]);
  });

  it("is all zeros when nothing was counted, and ignores what is not a count", () => {
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([])).toEqual([]);
    expect(percentages([-5, Number.NaN, 5])).toEqual([0, 0, 100]);
  });
});
