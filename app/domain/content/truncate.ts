// Spec §9: card texts (announcement text, news short content, request titles) are cut at 100 characters.
// The cut falls on a word boundary and an ellipsis says the text goes on; the card links to the whole text.

export const CARD_TEXT_LIMIT = 100;

const ELLIPSIS = "…";

/**
 * `text` as a card shows it: whitespace (the provider's plain text keeps paragraphs as newlines) collapsed to
 * single spaces; when longer than `limit` characters, its first words that fit in `limit`, followed by "…".
 * A first word longer than `limit` is cut inside the word rather than leaving the card empty. Characters are
 * code points, so an emoji is never split in half.
 */
export function cardText(text: string | null | undefined, limit: number = CARD_TEXT_LIMIT): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= limit) return flat;
  // A space right after the limit means the limit itself ends a word.
  const head = chars.slice(0, limit + 1).join("");
  const boundary = head.lastIndexOf(" ");
  const cut = boundary > 0 ? head.slice(0, boundary) : chars.slice(0, limit).join("");
  // A sentence's comma or dash before the ellipsis reads as a typo: "слово,…".
  return cut.replace(/[\s,;:–—-]+$/u, "") + ELLIPSIS;
}
