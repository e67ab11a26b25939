// Each module under locales/<lang>/ is an i18next namespace named after the file, and keys keep their
// "namespace.key" spelling: with nsSeparator "." i18next reads the first segment as the namespace once that
// namespace is known. The browser downloads a namespace only when a component asks for it (see backend.ts),
// so pages do not carry every screen's texts. Keep this list in step with locales/ru/index.ts (a unit test checks).
export const NAMESPACES = [
  "app",
  "language",
  "nav",
  "login",
  "auth_layout",
  "home",
  "not_found",
  "errors",
  "developers",
  "outbox",
  "notices",
  "registration",
  "personal_data",
  "dialog",
  "profile",
  "accounts",
  "feedback",
  "forms",
  "payment",
  "meters",
  "requests",
  "request_new",
  "polls",
  "oss",
  "shop",
  "club",
  "support",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loaded before hydration on every page: the shell, notices and form messages use them everywhere. */
export const COMMON_NAMESPACES: Namespace[] = [
  "app",
  "nav",
  "language",
  "errors",
  "notices",
  "forms",
  "dialog",
  "not_found",
];

export const I18N_OPTIONS = {
  defaultNS: "app",
  nsSeparator: ".",
  keySeparator: ".",
  fallbackLng: false,
  interpolation: { escapeValue: false },
} as const;

const known = new Set<string>(NAMESPACES);

/** Namespaces named by i18n keys that arrive as data (field errors, flashed notices), so they can be loaded. */
export function namespacesOf(keys: ReadonlyArray<string | undefined>): Namespace[] {
  const found = new Set<Namespace>();
  for (const key of keys) {
    const ns = key?.split(".", 1)[0];
    if (ns && known.has(ns)) found.add(ns as Namespace);
  }
  return [...found];
}

/** A route's `handle`. */
export interface RouteHandle {
  /** The namespaces its screen uses, fetched before hydration together with the common ones. */
  i18n?: Namespace[];
  /**
   * `false`: the page ships no JavaScript at all (no scripts, no module preloads, no streamed parts): a document
   * whose links and plain forms are all it needs (policy, agreement, the 404 page). See app/ui/no-scripts.ts.
   */
  scripts?: false;
  /** The i18n key of the page's meta description (its own namespace); without one the portal's general one. */
  description?: string;
}
