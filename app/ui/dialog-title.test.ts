import { describe, expect, it } from "vitest";
import { repeatsTitle, withoutLeadingTitle } from "./dialog-title";

describe("a title shown once", () => {
  const title = "Согласие на обработку персональных данных";

  it("drops a first line that repeats the title, and the blank lines after it", () => {
    expect(withoutLeadingTitle(`${title}\n\nЯ, пользователь…\nВторая строка`, title)).toBe(
      "Я, пользователь…\nВторая строка",
    );
    expect(
      withoutLeadingTitle(`  согласие на обработку  персональных данных.\r\n\r\nТекст`.replace(/\r/g, ""), title),
    ).toBe("Текст");
    expect(withoutLeadingTitle(title, title)).toBe("");
  });

  it("keeps a text that does not start with the title, or with no title to compare", () => {
    const other = "Политика обработки персональных данных (ТСЖ «Садовая, 17»)\n\nТекст";
    expect(withoutLeadingTitle(other, "Политика обработки персональных данных")).toBe(other);
    expect(withoutLeadingTitle(`Текст\n${title}`, title)).toBe(`Текст\n${title}`);
    expect(withoutLeadingTitle(`${title}\nТекст`, null)).toBe(`${title}\nТекст`);
  });

  it("compares headings by their words only", () => {
    expect(repeatsTitle("Заявка №123", "Заявка №123")).toBe(true);
    expect(repeatsTitle("Заявка №123", "Заявка №1234")).toBe(false);
    expect(repeatsTitle("", "")).toBe(false);
    expect(repeatsTitle("Заявка", undefined)).toBe(false);
  });
});
