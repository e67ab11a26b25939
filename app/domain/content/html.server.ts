import sanitizeHtml from "sanitize-html";

/** HTML that went through `safeHtml`: the only kind a component may put into the page as markup. */
export type SafeHtml = string & { readonly __safe: unique symbol };

/**
 * Links in the provider's texts may name a tracked link instead of an address (`<a href="clickable:tariffs">`,
 * see POST /Common/ClickableLink in openapi/); they go through the portal's redirect route, which counts the
 * click and sends the resident on, so following one never needs JavaScript.
 */
export const TRACKED_SCHEME = "clickable:";
export const trackedHref = (code: string) => `/link/${encodeURIComponent(code)}`;

const SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The address a link may keep, or null: absolute http/https/mailto/tel, a path on this site, or a tracked code. */
export function safeHref(raw: string | undefined): string | null {
  // Browsers drop tabs and newlines inside URLs and trim spaces, so `java\tscript:` must be judged as they read it.
  const href = (raw ?? "").replace(/[\u0000-\u0020\u007f]+/g, "");
  if (!href) return null;
  if (href.toLowerCase().startsWith(TRACKED_SCHEME)) {
    const code = href.slice(TRACKED_SCHEME.length);
    return CODE.test(code) ? trackedHref(code) : null;
  }
  // One leading slash is this site; two (or a backslash, which browsers read as a slash) would be another host.
  if (href.startsWith("/")) return /^\/[/\\]/.test(href) ? null : href;
  try {
    return SCHEMES.has(new URL(href).protocol) ? href : null;
  } catch {
    return null;
  }
}

// What an editor's text needs: paragraphs, emphasis, lists, headings, tables and links. No images (the item's own
// picture is shown apart), no styles, no forms, no frames, no scripts; everything else loses its tag, keeps its text.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "sub",
    "sup",
    "span",
    "div",
    "blockquote",
    "hr",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "a",
  ],
  allowedAttributes: { a: ["href", "rel"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  // safeHref below is the judge of addresses; these only keep the library's own check from disagreeing.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "svg",
    "math",
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href ? { href, rel: "noopener noreferrer" } : {};
      return { tagName, attribs: kept };
    },
    // Editors' h1 would compete with the page's own heading.
    h1: "h2",
  },
};

/** The provider's HTML, reduced to the allowlist above. */
export function safeHtml(html: string | null | undefined): SafeHtml {
  return sanitizeHtml(html ?? "", OPTIONS) as SafeHtml;
}
