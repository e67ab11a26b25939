import { describe, expect, it } from "vitest";
import { CARD_TEXT_LIMIT, cardText } from "./truncate";

const words = (n: number, word = "слово") => Array.from({ length: n }, () => word).join(" ");

describe("cardText (§9: cards cut at 100 characters on a word boundary)", () => {
  it("keeps texts up to the limit as they are, whatever their length up to 100", () => {
    for (const length of [0, 1, 50, 99, 100]) {
      const text = "я".repeat(length);
      expect(cardText(text), `length ${length}`).toBe(text);
    }
  });

  it("cuts every text longer than the limit to at most 100 characters plus the ellipsis", () => {
    for (let length = 101; length <= 300; length++) {
      const text = words(60).slice(0, length);
      const cut = cardText(text);
      expect(cut.endsWith("…"), `length ${length}`).toBe(true);
      expect(Array.from(cut).length, `length ${length}`).toBeLessThanOrEqual(CARD_TEXT_LIMIT + 1);
      // Whole words only: what is kept is a prefix of the text that ends where a word ends.
      const kept = cut.slice(0, -1);
      expect(text.startsWith(kept), `length ${length}`).toBe(true);
      expect([" ", undefined]).toContain(text[kept.length]);
    }
  });

  it("keeps a word that ends exactly at the limit", () => {
    const text = `${"а".repeat(100)} дальше`;
    expect(cardText(text)).toBe(`${"а".repeat(100)}…`);
  });

  it("drops a word that crosses the limit", () => {
    const text = `${"а".repeat(95)} словодлинное`;
    expect(cardText(text)).toBe(`${"а".repeat(95)}…`);
  });

  it("cuts inside a first word longer than the limit", () => {
    expect(cardText("б".repeat(150))).toBe(`${"б".repeat(100)}…`);
  });

  it("collapses newlines and runs of spaces before measuring", () => {
    expect(cardText("  Первый абзац.\n\nВторой\tабзац.  ")).toBe("Первый абзац. Второй абзац.");
  });

  it("leaves no comma or dash before the ellipsis", () => {
    const text = `${"а".repeat(90)}, ${"б".repeat(20)}`;
    expect(cardText(text)).toBe(`${"а".repeat(90)}…`);
    expect(cardText(`${"а".repeat(90)} — ${"б".repeat(20)}`)).toBe(`${"а".repeat(90)}…`);
  });

  it("counts an emoji as one character and never splits it", () => {
    const text = `${"😀".repeat(100)} ещё`;
    expect(cardText(text)).toBe(`${"😀".repeat(100)}…`);
    expect(cardText("😀".repeat(101))).toBe(`${"😀".repeat(100)}…`);
  });

  it("treats null and undefined as empty", () => {
    expect(cardText(null)).toBe("");
    expect(cardText(undefined)).toBe("");
  });
});
