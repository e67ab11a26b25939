import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { BASE_URL as baseURL, E2E_PORT as PORT, NO_SWITCH_PORT, NO_SWITCH_URL } from "./tests/e2e/base-url";

// Browser tests run against the built worker in workerd (vite preview): steadier than the dev server.
// Each run starts from a fresh state directory, so the reference upstream seeds its demo data anew.

// What the servers under test keep on disk (the upstream's D1 and R2, Durable Objects, the cache) goes to memory
// where the machine has it: every signed-in page writes, and the disk's flushes cost these 2 cores CPU (issue 30).
const STATE_ROOT = existsSync("/dev/shm") ? "/dev/shm/resident-portal" : ".wrangler";
// Miniflare records a trace of every request on disk for its local explorer unless told not to (about 40 % of the
// worker process's CPU per page, measured on /meters); tests read no traces.
const QUIET = "X_LOCAL_OBSERVABILITY=false X_LOCAL_EXPLORER=false";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // The JSON report gives per-test durations, to find where the e2e phase spends its time (decision 0013).
  reporter: [["list"], ["json", { outputFile: "test-results/report.json" }], ["./tests/e2e/cost-reporter.ts"]],
  use: {
    baseURL,
    locale: "ru-RU",
    // One context per worker, reset between tests (tests/e2e/fixtures.ts): the app's JS is compiled once, not
    // once per test.
    reuseContext: true,
    launchOptions: {
      // Chromium's headless shell (Debian package chromium-headless-shell; scripts/ensure-chromium.sh, decision 0023).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // A test tagged for one project (JS_ONLY, NOJS_ONLY, ONCE, HTTP in tests/e2e/fixtures.ts) is not even listed
  // in the others, so it costs nothing there (decision 0013). `http` runs the server's answers without a browser
  // (decision 0023).
  projects: [
    { name: "http", grep: /@http/ },
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@nojs-only|@once|@http/ },
    { name: "nojs", use: { javaScriptEnabled: false }, grepInvert: /@js-only|@http/ },
  ],
  webServer: [
    {
      command: `rm -rf ${STATE_ROOT}/e2e-${PORT} && ${QUIET} PORTAL_STATE_DIR=${STATE_ROOT}/e2e-${PORT} vite preview --port ${PORT} --strictPort`,
      url: `${baseURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The same build without the test switch (decision 0024), for tests/e2e/test-switch.spec.ts only.
      command: `${QUIET} bash scripts/serve-no-switch.sh ${NO_SWITCH_PORT}`,
      url: `${NO_SWITCH_URL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
