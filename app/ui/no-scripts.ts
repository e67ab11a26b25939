import type { RouteHandle } from "~/i18n/namespaces";

// Pages where scripts add nothing (a text, a frame, the 404 page) declare `handle: { scripts: false }` and ship
// no JavaScript: the root layout leaves out <Scripts> (and with it the module preloads and the route data) and
// <ScrollRestoration>, and the server sends the whole document at once (no streamed parts, which need scripts).
// Their links and plain forms work as in any document; a link from such a page is a full page load.

interface Matched {
  handle?: unknown;
}

/** Whether any matched route turned scripts off (the layout's matches, or the server's route modules). */
export function scriptsOff(matches: ReadonlyArray<Matched | undefined>): boolean {
  return matches.some((m) => (m?.handle as RouteHandle | undefined)?.scripts === false);
}

/** The i18n key of the page's meta description: the deepest matched route that names one. */
export function descriptionKey(matches: ReadonlyArray<Matched | undefined>): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i]?.handle as RouteHandle | undefined)?.description;
    if (key) return key;
  }
  return null;
}
