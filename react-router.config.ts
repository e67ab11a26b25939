import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (a benchmark, a test run) use separate output folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
