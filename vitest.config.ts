import { defineConfig, type Plugin } from "vitest/config";

// wrangler and the Cloudflare Vite plugin import *.sql files as text; this does the same under vitest.
const sqlText: Plugin = {
  name: "sql-text",
  transform(code, id) {
    return id.endsWith(".sql") ? { code: `export default ${JSON.stringify(code)};`, map: null } : null;
  },
};

const shared = {
  plugins: [sqlText],
  resolve: { tsconfigPaths: true, alias: [{ find: /^zod\/v4$/, replacement: "zod/mini" }] },
};

// Unit tests run in plain Node without the Workers plugin, several files per worker (see `isolate` below). Contract tests run the reference upstream with a
// local D1/R2 (wrangler's platform proxy), started once for the whole project: its files run one after another
// in a single worker without isolation, so they share tests/contract/harness.ts and the upstream it starts
// (starting and seeding it took ~4.5 s per file). They share its database too: see the harness for the rule.
export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "upstream/**/*.test.ts", "workers/**/*.test.ts", "tests/*.test.ts"],
          environment: "node",
          // Files share their worker (a fresh one per file cost ~0.5 s each: 82 files, 20 s of a 2-core CI). So
          // nothing a test changes may outlive it: spies, stubbed globals and env are put back before each test.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        ...shared,
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
