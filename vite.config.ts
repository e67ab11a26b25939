import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { pandaStatic } from "./scripts/lib/panda-static.mjs";
import { chunking } from "./scripts/lib/chunks.mjs";
import { COMMON_NAMESPACES } from "./app/i18n/namespaces.ts";
import routes from "./app/routes.ts";

// Tests run against their own state directory so they never touch (or depend on) a developer's demo data.
const stateDir = process.env.PORTAL_STATE_DIR;

// The browser gets the portal's own small i18next and react-i18next (app/i18n/lite/, 14 KiB brotli less on every
// page), in the dev server as in the build; the server and the unit tests keep the real ones. See decision 0011.
const LITE = {
  i18next: fileURLToPath(new URL("./app/i18n/lite/i18next.ts", import.meta.url)),
  "react-i18next": fileURLToPath(new URL("./app/i18n/lite/react-i18next.tsx", import.meta.url)),
} as Record<string, string>;

function browserI18nLite(): Plugin {
  return {
    name: "browser-i18n-lite",
    enforce: "pre",
    resolveId(id) {
      return this.environment.name === "client" ? (LITE[id] ?? null) : null;
    },
  };
}

// Node closes a keep-alive connection after 5 idle seconds. Browser tests reuse a context (and its request
// client's connections) from test to test, and a post sent on a connection just as the preview server closed it
// was reset (ECONNRESET, seen under load in CI). The preview server keeps idle connections for two minutes.
function previewKeepAlive(): Plugin {
  return {
    name: "preview-keep-alive",
    configurePreviewServer(server) {
      const http = server.httpServer as { keepAliveTimeout: number; headersTimeout: number };
      http.keepAliveTimeout = 120_000;
      http.headersTimeout = 121_000;
    },
  };
}

export default defineConfig({
  plugins: [
    previewKeepAlive(),
    browserI18nLite(),
    // Panda's class names computed when the module is transformed: no css() runtime in the browser. Decision 0019.
    pandaStatic(fileURLToPath(new URL(".", import.meta.url))),
    // Shared code in a few chunks (framework, forms, shell, layouts, common texts), not dozens. See decision 0019.
    chunking(fileURLToPath(new URL("./app", import.meta.url)), COMMON_NAMESPACES, routes),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      auxiliaryWorkers: [{ configPath: "./upstream/wrangler.toml" }],
      persistState: stateDir ? { path: stateDir } : true,
    }),
    reactRouter(),
  ],
  // The contact-support form's appVersion (§3): when this build was made.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // No CORS answers of Vite's own: an OPTIONS request reaches the Worker, as on the edge (which refuses it, 405).
  server: { cors: false },
  preview: { cors: false },
  resolve: {
    tsconfigPaths: true,
    // conform's zod adapter (the actions' parser; the browser has neither) builds its coercion from zod/v4
    // (classic, ~54 KB minified). Our schemas use zod/mini, whose lazy/optional/pipe/transform behave the same:
    // one zod in the server's bundle, which a cold isolate evaluates. See docs/decisions/0003.
    alias: [{ find: /^zod\/v4$/, replacement: "zod/mini" }],
  },
  environments: {
    client: {
      build: {
        // SOURCEMAP=1: source maps for scripts/js-modules.mjs (which modules make up a page's JS).
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // Texts are fetched per language and namespace (app/i18n/backend.ts); a recognisable name keeps
            // ru/login apart from en/login and from the login route's chunk, for caching and for the bench.
            chunkFileNames(chunk) {
              const locale = chunk.facadeModuleId?.match(/\/app\/i18n\/locales\/(\w+)\/(\w+)\.ts$/);
              return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : "assets/[name]-[hash].js";
            },
          },
        },
      },
    },
    upstream: { build: { outDir: `${process.env.BUILD_DIR ?? "build"}/upstream` } },
    ssr: {
      optimizeDeps: {
        include: [
          "react",
          "react/jsx-runtime",
          "react/jsx-dev-runtime",
          "react-dom",
          "react-dom/server",
          "react-router",
          "isbot",
          "i18next",
          "react-i18next",
          "remix-i18next",
          "openapi-fetch",
          "zod/mini",
          "@conform-to/zod/v4",
          "temporal-polyfill",
        ],
      },
    },
  },
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom", "@ark-ui/react"],
  },
});
