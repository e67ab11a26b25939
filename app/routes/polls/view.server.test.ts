import { describe, expect, it } from "vitest";
import { pollView, textParts } from "./view.server";

describe("textParts (links in a question's text, §3 Question)", () => {
  it("turns http and https links into anchors and keeps the rest as text", () => {
    expect(textParts("Отчёт: https://example.ru/uk-demo/otchet. Как вы оцениваете?")).toEqual([
      { text: "Отчёт: " },
      { text: "https://example.ru/uk-demo/otchet", href: "https://example.ru/uk-demo/otchet" },
      { text: ". Как вы оцениваете?" },
    ]);
  });
  it.each([
    "javascript:alert(1)",
    '<a href="https://x.ru">ссылка</a>',
    "<script>alert(1)</script> http://",
    "data:text/html,<b>x</b>",
  ])("leaves %s as text, never markup or another scheme", (text) => {
    const parts = textParts(text);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    for (const p of parts) if (p.href) expect(p.href).toMatch(/^https?:\/\//);
  });
});

describe("pollView", () => {
  it("reads null answer types as single, the resident's own text, and results only when the provider sent them", () => {
    const view = pollView({
      ID: 6,
      Name: "Опрос",
      IsReaded: true,
      HideResults: false,
      Questions: [
        {
          ID: 1,
          Text: "A",
          AnswerType: null,
          IsCompleteByUser: true,
          Answers: [{ ID: 11, Text: "Да", IsUserAnswer: true, Answer: null, Count: 3, Percent: 75 }],
        },
        {
          ID: 2,
          Text: "B",
          AnswerType: "open",
          IsCompleteByUser: false,
          Answers: [{ ID: 21, Text: "Свой", IsUserAnswer: false, Answer: null }],
        },
      ],
    });
    expect(view.state).toBe("partial");
    expect(view.questions.map((q) => [q.kind, q.done, q.own])).toEqual([
      ["single", true, null],
      ["open", false, null],
    ]);
    expect(view.questions[0]!.options[0]).toEqual({ id: 11, text: "Да", mine: true, count: 3, percent: 75 });
    expect(view.questions[1]!.options[0]).toMatchObject({ count: null, percent: null });
  });
});
