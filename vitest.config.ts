import { defineConfig, type Plugin } from "vitest/config";

// wrangler and the Cloudflare Vite plugin import *.sql files as text; this does the same under vitest.
const sqlText: Plugin = {
  name: "sql-text",
  transform(code, id) {
    return id.endsWith(".sql") ? { code: `export default ${JSON.stringify(code)};`, map: null } : null;
  },
};

// Unit tests run in plain Node without the Workers plugin: domain rules and route modules are called directly.
export default defineConfig({
  plugins: [sqlText],
  resolve: { tsconfigPaths: true, alias: [{ find: /^zod\/v4$/, replacement: "zod/mini" }] },
  test: {
    include: ["app/**/*.test.ts", "upstream/**/*.test.ts", "tests/contract/**/*.test.ts", "workers/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: "node",
  },
});
