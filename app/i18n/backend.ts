import type { BackendModule } from "i18next";

// One chunk per language and namespace (vite.config.ts names them locale-<lang>-<ns>); i18next asks for a
// namespace the first time a component's useTranslation needs it and suspends that component meanwhile.
const modules = import.meta.glob<{ default: object }>(["./locales/*/*.ts", "!./locales/*/index.ts"]);

/** i18next's backend plugin interface over Vite's lazy imports. */
export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = modules[`./locales/${language}/${namespace}.ts`];
    if (!load) return callback(new Error(`no texts for ${language}/${namespace}`), false);
    load().then(
      (mod) => callback(null, mod.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
