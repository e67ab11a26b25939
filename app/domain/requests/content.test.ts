import { describe, expect, it } from "vitest";
import { contentMatches } from "./content";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));

describe("contentMatches (issue 32 item 5: a file is what its name says)", () => {
  it("takes each accepted format by its own first bytes", () => {
    expect(contentMatches("акт.pdf", bytes("%PDF-1.7\n"))).toBe(true);
    expect(contentMatches("фото.JPG", bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatches("фото.jpeg", bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe(true);
    expect(contentMatches("скрин.png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(contentMatches("таблица.xlsx", bytes("PK", [3, 4, 20, 0]))).toBe(true);
    expect(contentMatches("письмо.docx", bytes("PK", [3, 4]))).toBe(true);
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    expect(contentMatches("старая.xls", bytes(ole))).toBe(true);
    expect(contentMatches("старое.doc", bytes(ole))).toBe(true);
  });

  it("finds a PDF header after other bytes within the first KiB, not after it", () => {
    expect(contentMatches("скан.pdf", bytes(new Array(1000).fill(0x20), "%PDF-1.4"))).toBe(true);
    expect(contentMatches("скан.pdf", bytes(new Array(1020).fill(0x20), "%PDF-1.4"))).toBe(false);
  });

  it("refuses an executable named .pdf, HTML named .png, a ZIP named .doc, a short or empty head", () => {
    expect(contentMatches("счёт.pdf", bytes("MZ", [0x90, 0]))).toBe(false);
    expect(contentMatches("фото.png", bytes("<html><script>alert(1)</script>"))).toBe(false);
    expect(contentMatches("старое.doc", bytes("PK", [3, 4]))).toBe(false);
    expect(contentMatches("фото.png", bytes([0x89, 0x50, 0x4e]))).toBe(false);
    expect(contentMatches("акт.pdf", bytes())).toBe(false);
  });

  it("refuses a name of no accepted type", () => {
    expect(contentMatches("программа.exe", bytes("MZ"))).toBe(false);
    expect(contentMatches("без-расширения", bytes("%PDF-1.7"))).toBe(false);
  });
});
