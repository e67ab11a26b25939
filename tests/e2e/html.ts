import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue, removeElement, textContent } from "domutils";
import type { APIResponse } from "@playwright/test";

// A document as the server sent it, for tests of the `http` project (no browser): what a resident's browser would
// show before any script runs. Text is read as a browser reads it (tags gone, whitespace collapsed).

export interface Html {
  /** The whole body's text. */
  text: string;
  /** The text of each element of that tag name (h1, main, nav…), in order. */
  texts: (tag: string) => string[];
  /** Whether an element of that tag carries that attribute with that value (e.g. nav, aria-label, "Главное меню"). */
  has: (tag: string, attribute: string, value: string) => boolean;
  /** An attribute of the first element of that tag that has `attribute` = `value` (e.g. meta name=description). */
  attributeWhere: (tag: string, attribute: string, value: string, wanted: string) => string | undefined;
  /** The attribute of each element of that tag whose text is `text` (e.g. the href of the link "Попробовать ещё раз"). */
  attributeOf: (tag: string, text: string, attribute: string) => string | undefined;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

export function html(source: string): Html {
  const document = parseDocument(source);
  const all = (tag: string) => findAll((e) => e.name === tag, document.children);
  // A browser shows neither scripts nor styles as text.
  for (const e of [...all("script"), ...all("style")]) removeElement(e);
  const body = all("body")[0];
  return {
    text: squash(textContent(body ?? document)),
    texts: (tag) => all(tag).map((e) => squash(textContent(e))),
    has: (tag, attribute, value) => all(tag).some((e) => getAttributeValue(e, attribute) === value),
    attributeWhere: (tag, attribute, value, wanted) => {
      const found = all(tag).find((e) => getAttributeValue(e, attribute) === value);
      return found ? getAttributeValue(found, wanted) : undefined;
    },
    attributeOf: (tag, text, attribute) => {
      const found = all(tag).find((e) => squash(textContent(e)) === text);
      return found ? getAttributeValue(found, attribute) : undefined;
    },
  };
}

/** The answer's document. */
export const htmlOf = async (answer: APIResponse) => html(await answer.text());
