import { describe, expect, it } from "vitest";
import { htmlToText } from "./html";

describe("htmlToText", () => {
  it("drops tags, keeps paragraphs and breaks as newlines, decodes entities", () => {
    const html =
      "<p>Уважаемые <b>жители</b>!</p><p>Вода&nbsp;&mdash; с 9:00<br/>до 18:00 &laquo;ТСЖ&raquo; &amp; УК &#8470;1</p>";
    expect(htmlToText(html)).toBe("Уважаемые жители!\nВода — с 9:00\nдо 18:00 «ТСЖ» & УК №1");
  });
  it("turns list items into bullets and removes scripts", () => {
    expect(htmlToText("<ul><li>один</li><li>два</li></ul><script>alert(1)</script>")).toBe("• один\n• два");
  });
  it("leaves plain text and unknown entities alone", () => {
    expect(htmlToText("просто текст &unknown; 5 < 6")).toBe("просто текст &unknown; 5 < 6");
  });
});
