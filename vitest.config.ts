import { defineConfig } from "vitest/config";

// Unit tests run in plain Node without the Workers plugin: domain rules and route modules are called directly.
export default defineConfig({
  resolve: { tsconfigPaths: true, alias: [{ find: /^zod\/v4$/, replacement: "zod/mini" }] },
  test: {
    include: ["app/**/*.test.ts", "upstream/**/*.test.ts", "tests/contract/**/*.test.ts", "workers/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: "node",
  },
});
