import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PHONE } from "./looks-support";
import { IVANOV, PETROVA } from "./support";

// How the screens look, part three: the results charts (poll options, meeting answers) read on a phone
// (issue 16, item 4). Every label and figure the chart draws is on screen and at least 12 px as rendered,
// with JS and without. Measured the same way whether a text is HTML or SVG (an SVG's text is scaled with
// the chart, so its size is its font size times the chart's scale), so a chart drawn small fails.

interface Drawn {
  text: string;
  left: number;
  right: number;
  size: number;
}

/** Every text the chart shows (not its hidden title and description), with its box and rendered size. */
async function drawnTexts(chart: Locator): Promise<Drawn[]> {
  return chart.evaluate((root) => {
    const found: Drawn[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentNode as Element;
      const text = node.textContent?.trim() ?? "";
      if (!text || parent.closest("[hidden], title, desc")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const font = parseFloat(getComputedStyle(parent).fontSize);
      const scale = parent instanceof SVGGraphicsElement ? (parent.getScreenCTM()?.a ?? 1) : 1;
      found.push({ text, left: box.left, right: box.right, size: font * scale });
    }
    return found;
  });
}

/** Each results chart in `scope`: its options' labels (as its table names them) and a figure each, readable on screen. */
async function expectReadableCharts(scope: Locator, least: number) {
  const charts = scope.locator("[role=img][aria-labelledby]");
  await expect(charts.nth(least - 1)).toBeAttached();
  for (const chart of await charts.all()) {
    // The folded table beside the chart names the same options, whole.
    const options = await chart.locator("xpath=..").locator("tbody th").allTextContents();
    expect(options.length).toBeGreaterThan(0);
    const texts = await drawnTexts(chart);
    const figure = /^\d+(,\d+)?\s%$/;
    expect(texts.filter((t) => !figure.test(t.text)).map((t) => t.text)).toEqual(options.map((o) => o.trim()));
    expect(texts.filter((t) => figure.test(t.text))).toHaveLength(options.length);
    for (const t of texts) {
      expect(t.left, t.text).toBeGreaterThanOrEqual(0);
      expect(t.right, t.text).toBeLessThanOrEqual(PHONE.width);
      expect(t.size, t.text).toBeGreaterThanOrEqual(12);
    }
  }
}

test("on a phone a poll's results chart shows every option and its share on screen, at a readable size", async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  await login(IVANOV, "/polls/results/4");
  await expectReadableCharts(page.locator("main"), 3);

  // A provider's long option (one long word, then long Cyrillic prose) wraps inside the phone's width, its
  // figure and its bar still on screen: the label is put in place of the first one as the server would draw it.
  const chart = page.locator("main [role=img][aria-labelledby]").first();
  const long = `${"Электроснабжение".repeat(4)} ${"и другие очень длинные слова варианта ответа ".repeat(4)}`.trim();
  await chart.evaluate((el, text) => {
    el.querySelector("span:not([hidden])")!.textContent = text;
    el.parentElement!.querySelector("tbody th")!.textContent = text;
  }, long);
  await expectReadableCharts(chart.locator("xpath=.."), 1);
  const label = await chart.locator("span").first().boundingBox();
  expect(label!.height, "the long label takes several lines").toBeGreaterThan(40);
  const track = await chart.locator("svg").first().boundingBox();
  expect(track!.width, "the bar keeps its track").toBeGreaterThan(150);
});

test("on a phone a meeting's results charts show every answer and its share on screen, at a readable size", async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  // Meeting 15 is completed, with its protocol (tests/e2e/oss.spec.ts MEETINGS.completed).
  await login(PETROVA, "/oss_result/15");
  await expectReadableCharts(page.getByRole("region", { name: "Общие итоги голосования" }), 2);
});
