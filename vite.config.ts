import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Tests run against their own state directory so they never touch (or depend on) a developer's demo data.
const stateDir = process.env.PORTAL_STATE_DIR;

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      auxiliaryWorkers: [{ configPath: "./upstream/wrangler.toml" }],
      persistState: stateDir ? { path: stateDir } : true,
    }),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    // conform's zod adapter builds its form-value coercion from zod/v4 (classic, ~54 KB minified on every
    // form page). Our schemas use zod/mini, whose lazy/optional/pipe/transform behave the same; pointing
    // that one import at mini keeps classic zod out of the browser. See docs/decisions/0003.
    alias: [{ find: /^zod\/v4$/, replacement: "zod/mini" }],
  },
  environments: {
    client: {
      build: {
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
          "zod",
          "@conform-to/react",
          "@conform-to/zod/v4",
          "temporal-polyfill",
        ],
      },
    },
  },
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom", "i18next", "react-i18next", "zod", "@conform-to/react", "@conform-to/zod/v4", "@ark-ui/react"],
  },
});
