import { describe, expect, it } from "vitest";
import { chatPage, formatPath, parentPath, parsePath, techInfo, walk, type HelpNode } from "./tree";

const leaf = (Name: string, Conclusion: string | null = null): HelpNode => ({
  Name,
  Conclusion,
  IsConclusion: Conclusion !== null,
  Childrens: [],
});
const TREE: HelpNode[] = [
  {
    Name: "Оплата",
    Conclusion: null,
    IsConclusion: false,
    Childrens: [leaf("Не вижу квитанцию", "После 5-го числа."), leaf("Другое")],
  },
  leaf("Другой вопрос"),
];

describe("help tree path", () => {
  it("reads dot-separated positions and refuses anything else", () => {
    expect(parsePath("0.1")).toEqual([0, 1]);
    expect(parsePath("")).toEqual([]);
    expect(parsePath(null)).toEqual([]);
    expect(parsePath("0..1")).toEqual([]);
    expect(parsePath("-1")).toEqual([]);
    expect(parsePath("1.x")).toEqual([]);
    expect(parsePath(Array(40).fill("0").join("."))).toHaveLength(12);
    expect(formatPath([0, 2, 1])).toBe("0.2.1");
    expect(parentPath([0, 2])).toEqual([0]);
    expect(parentPath([])).toEqual([]);
  });

  it("starts at the top level with nothing chosen", () => {
    const step = walk(TREE, []);
    expect(step.choices.map((n) => n.Name)).toEqual(["Оплата", "Другой вопрос"]);
    expect(step.end).toBe(false);
    expect(step.conclusion).toBeNull();
  });

  it("descends into a node's children", () => {
    const step = walk(TREE, [0]);
    expect(step.trail.map((n) => n.Name)).toEqual(["Оплата"]);
    expect(step.choices).toHaveLength(2);
    expect(step.end).toBe(false);
  });

  it("ends at a conclusion with its advice, and at a leaf without one", () => {
    expect(walk(TREE, [0, 0])).toMatchObject({ end: true, conclusion: "После 5-го числа.", choices: [] });
    expect(walk(TREE, [1])).toMatchObject({ end: true, conclusion: null });
  });

  it("stops a stale path where the tree ends", () => {
    expect(walk(TREE, [0, 7, 1]).path).toEqual([0]);
    expect(walk(TREE, [5]).path).toEqual([]);
  });

  it("sends the path as arrows, then the page", () => {
    expect(techInfo(walk(TREE, [0, 0]).trail, "/support")).toBe("Оплата → Не вижу квитанцию\nСтраница: /support");
    expect(techInfo([], "/home")).toBe("—\nСтраница: /home");
  });
});

describe("chatPage: the page the technical info names (issue 31 item 16)", () => {
  it("is the page the chat was opened from", () => {
    expect(chatPage("/requests/9", "/support")).toBe("/requests/9");
  });
  it("is the chat's own page, never React Router's data URL, when none is given", () => {
    expect(chatPage("", "/support.data")).toBe("/support");
    expect(chatPage("", "/support")).toBe("/support");
    expect(chatPage("", "/_root.data")).toBe("/");
  });
  it("ignores a page on another site", () => {
    expect(chatPage("//evil.example/x", "/support.data")).toBe("/support");
  });
});
