import type { BackendModule, InitOptions } from "i18next";

// The browser's i18next (issue 15 item 8): the client build resolves `i18next` to this module (vite.config.ts),
// the server keeps the real one. i18next is ~14 KiB brotli on every page, of which the portal uses lookups by
// "namespace.key" and {{name}} interpolation only (no plurals, contexts, nesting or formats: a unit test checks
// every text of both languages against the real i18next, app/i18n/lite/lite.test.ts). Anything beyond that
// subset belongs in the real i18next, and then this stand-in goes.

type Tree = { [key: string]: string | Tree };
type Params = Record<string, unknown>;
type Options = Pick<InitOptions, "lng" | "defaultNS" | "nsSeparator" | "keySeparator"> & { ns?: readonly string[] };

export type TFunction = (key: string, params?: Params) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** i18next's interpolation with escapeValue false: a missing variable stays as written, an undefined or null one is empty. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

export class LiteI18n {
  language = "ru";
  languages: string[] = ["ru"];
  isInitialized = false;
  options: { defaultNS: string; ns: string[] } = { defaultNS: "app", ns: [] };
  private backend: BackendModule | null = null;
  private store = new Map<string, Tree>();
  private loading = new Map<string, Promise<void>>();
  private fixed = new Map<string, TFunction>();

  use(plugin: { type?: string }): this {
    if (plugin.type === "backend") this.backend = plugin as BackendModule;
    return this;
  }

  async init(options: Options): Promise<TFunction> {
    this.language = options.lng ?? "ru";
    this.languages = [this.language];
    this.options = { defaultNS: String(options.defaultNS ?? "app"), ns: [] };
    await this.loadNamespaces([...(options.ns ?? [])]);
    this.isInitialized = true;
    return this.t;
  }

  hasLoadedNamespace(ns: string): boolean {
    return this.store.has(ns);
  }

  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    return Promise.all(list.map((ns) => this.loadNamespace(ns))).then(() => undefined);
  }

  private loadNamespace(ns: string): Promise<void> {
    if (this.store.has(ns)) return Promise.resolve();
    if (!this.options.ns.includes(ns)) this.options.ns.push(ns);
    const pending =
      this.loading.get(ns) ??
      new Promise<void>((resolve) => {
        const backend = this.backend;
        if (!backend) return resolve();
        backend.read(this.language, ns, (error, data) => {
          // Like i18next, a namespace that failed to load reads as empty: its keys show as keys.
          if (error) console.error(error);
          this.store.set(ns, (data as Tree | false | null) || {});
          resolve();
        });
      });
    this.loading.set(ns, pending);
    return pending;
  }

  /** "ns.key.sub": the first segment names the namespace when it is a known one, else `ns` (the default). */
  translate(key: string, params: Params | undefined, ns: string): string {
    const dot = key.indexOf(".");
    const head = dot > 0 ? key.slice(0, dot) : null;
    const [namespace, path] = head !== null && this.options.ns.includes(head) ? [head, key.slice(dot + 1)] : [ns, key];
    let node: string | Tree | undefined = this.store.get(namespace);
    for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
    return typeof node === "string" ? interpolate(node, params) : path;
  }

  getFixedT(_lng: string | null, ns?: string | null): TFunction {
    const name = ns ?? this.options.defaultNS;
    let t = this.fixed.get(name);
    if (!t) {
      t = (key, params) => this.translate(key, params, name);
      this.fixed.set(name, t);
    }
    return t;
  }

  t: TFunction = (key, params) => this.translate(key, params, this.options.defaultNS);
}

const i18next = new LiteI18n();
export default i18next;
