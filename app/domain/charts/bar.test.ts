import { describe, expect, it } from "vitest";
import { barChart, barRows, FRAME, niceCeil, percentages } from "./bar";

const V = FRAME;

describe("niceCeil", () => {
  it("rounds the axis up to a nice number", () => {
    expect([0, 0.8, 7, 12, 230, 2400].map(niceCeil)).toEqual([1, 1, 10, 20, 250, 2500]);
    expect(niceCeil(3e12)).toBe(5e12);
    expect(niceCeil(0.0042)).toBeCloseTo(0.005, 12);
  });
});

describe("barChart, vertical", () => {
  it("draws one bar per series and category, scaled to the axis (meters: tariffs by month)", () => {
    const model = barChart({
      categories: ["01.2026", "02.2026"],
      series: [
        [10, 20],
        [5, null],
      ],
    });
    expect(model.max).toBe(20);
    expect(model.bars.map((b) => [b.category, b.series, b.value])).toEqual([
      [0, 0, 10],
      [0, 1, 5],
      [1, 0, 20],
    ]);
    expect(model.bars[2]!.height).toBeCloseTo(2 * model.bars[0]!.height);
    expect(model.labels.map((l) => l.text)).toEqual(["01.2026", "02.2026"]);
    // Bars stand on the zero line, which is the bottom of the plot when nothing is negative.
    expect(model.zero).toBe(V.height - V.bottom);
    for (const b of model.bars) expect(b.y + b.height).toBeCloseTo(model.zero);
  });

  it("puts a category's bars side by side inside its slot, centred under its label", () => {
    const model = barChart({
      categories: ["a", "b"],
      series: [
        [1, 1],
        [1, 1],
      ],
    });
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

describe("barRows (results as shares)", () => {
  it("lays categories out as rows in order, bars growing right from zero in percent of the track", () => {
    const model = barRows({ categories: ["За", "Против", "Воздержался"], series: [[60, 30, 10]] });
    expect(model.rows.map((r) => r.text)).toEqual(["За", "Против", "Воздержался"]);
    expect(model.zero).toBe(0);
    // The track ends at the rounded maximum (60 → 100), so the bars compare with each other.
    expect(model.rows.map((r) => r.bars.map((b) => [b.from, b.length, b.value]))).toEqual([
      [[0, 60, 60]],
      [[0, 30, 30]],
      [[0, 10, 10]],
    ]);
  });

  it("fills the track with the largest share when the rounded maximum is that share", () => {
    const model = barRows({ categories: ["Лифт", "Лестничные пролёты", "Входная группа"], series: [[100, 80, 50]] });
    expect(model.rows.map((r) => r.bars[0]!.length)).toEqual([100, 80, 50]);
  });

  it("keeps the labels whole, whatever they are (the page wraps them): empty, one long word, Cyrillic", () => {
    const long = "Электроснабжение".repeat(12);
    const categories = ["", long, "Капитальный ремонт фасада (ваш ответ)"];
    const model = barRows({ categories, series: [[0, 55.17, 44.83]] });
    expect(model.rows.map((r) => r.text)).toEqual(categories);
    expect(model.rows.every((r) => r.bars.length === 1)).toBe(true);
  });

  it("gives every one of many options its row, each bar within the track", () => {
    const values = Array.from({ length: 40 }, (_, i) => (i * 7) % 13);
    const model = barRows({ categories: values.map((_, i) => `Вариант ${i + 1}`), series: [values] });
    expect(model.rows).toHaveLength(40);
    for (const { bars } of model.rows)
      for (const b of bars) {
        expect(b.from).toBeGreaterThanOrEqual(0);
        expect(b.from + b.length).toBeLessThanOrEqual(100);
      }
  });

  it("keeps zero flat, a tiny share visible, and skips what is not a number", () => {
    const model = barRows({ categories: ["a", "b", "c", "d"], series: [[0, 0.01, 99.99, Number.NaN]] });
    expect(model.rows.map((r) => r.bars.map((b) => b.length))).toEqual([[0], [1], [99.99], []]);
  });

  it("draws nothing, but sane, for no options or no counts", () => {
    expect(barRows({ categories: [], series: [] })).toMatchObject({ rows: [], zero: 0, min: 0, max: 1 });
    expect(barRows({ categories: ["a", "b"], series: [[0, 0]] }).rows.map((r) => r.bars[0]!.length)).toEqual([0, 0]);
  });

  it("puts one bar per series in a row, and hangs a negative value left of zero", () => {
    const model = barRows({
      categories: ["a", "b"],
      series: [
        [-30, 70],
        [10, null],
      ],
    });
    expect([model.min, model.max]).toEqual([-50, 100]);
    expect(model.zero).toBeCloseTo(100 / 3);
    const [neg, ten] = model.rows[0]!.bars;
    expect([neg!.series, ten!.series]).toEqual([0, 1]);
    expect(neg!.from + neg!.length).toBeCloseTo(model.zero);
    expect(ten!.from).toBeCloseTo(model.zero);
    expect(model.rows[1]!.bars.map((b) => b.series)).toEqual([0]);
    expect(neg!.length / model.rows[1]!.bars[0]!.length).toBeCloseTo(30 / 70);
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
