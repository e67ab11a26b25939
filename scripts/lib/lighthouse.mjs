// Lighthouse on each core page (issue 15 item 7): mobile (Lighthouse's default form factor and screen), devtools
// throttling (the page really is slowed down, not simulated from a fast load), the median of RUNS runs by
// performance, all four categories. Pages are loaded through the edge stand-in (./edge-proxy.mjs) so bytes are
// brotli as in production; a logged-in page gets the session cookie with every request (extraHeaders).
// Debian's Chromium runs headless; Lighthouse connects to its DevTools port (no browser download).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

export const RUNS = 3;
const MAX_ATTEMPTS = 3;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

/** Headless Chromium with a DevTools port; `close()` ends it and removes its profile. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "bench-lh-"));
  // The flags Lighthouse's own launcher (chrome-launcher) passes: without the backgrounding ones a headless tab
  // Lighthouse opens is throttled and its trace has no navigation start (NO_NAVSTART).
  const chrome = spawn(process.env.CHROME_PATH ?? "/usr/bin/chromium", [
    "--headless=new", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "--no-first-run", "--no-default-browser-check",
    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--disable-extensions",
    "--disable-component-extensions-with-background-pages", "--disable-client-side-phishing-detection", "--metrics-recording-only",
    "--disable-default-apps", "--mute-audio", "--disable-backgrounding-occluded-windows", "--disable-renderer-backgrounding",
    "--disable-background-timer-throttling", "--disable-ipc-flooding-protection", "--password-store=basic", "--use-mock-keychain",
    "--disable-hang-monitor", "--disable-prompt-on-repost", "--disable-domain-reliability",
    ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "about:blank",
  ], { stdio: ["ignore", "ignore", "pipe"] });
  const port = await new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error("Chromium did not open its DevTools port within 30 s")), 30_000);
    chrome.stderr.on("data", (chunk) => {
      seen += chunk;
      const found = seen.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    chrome.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port`)));
  });
  chrome.stderr.resume();
  return {
    port,
    close() {
      chrome.kill("SIGTERM");
      // Chromium may still be writing its profile as it exits: retry rather than fail the whole bench.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** The audits that cost a category points in a run: id, title and score, worst first. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, title: lhr.audits[ref.id]?.title ?? ref.id, score: lhr.audits[ref.id]?.score }))
    .filter((a) => a.score !== null && a.score !== undefined && a.score < 1)
    .sort((a, b) => a.score - b.score);
}

/**
 * Runs Lighthouse RUNS times on each page (`{ path, auth }`) at `origin`, with `cookie` on logged-in pages.
 * Returns per page the median run's four scores (0–100), its key timings and the audits that lost points.
 */
export async function measureLighthouse(origin, pages, cookie, log = () => undefined) {
  const chrome = await launchChromium();
  const out = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        log(`lighthouse ${page.path} (${i + 1}/${RUNS})`);
        // A trace without a navigation start (NO_NAVSTART) happens now and then on a busy machine: try again.
        let result;
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          result = await lighthouse(origin + page.path, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            throttlingMethod: "devtools",
            extraHeaders: page.auth ? { Cookie: page.cookie ?? cookie } : undefined,
          });
          if (result?.lhr && !result.lhr.runtimeError) break;
          log(`lighthouse ${page.path}: ${result?.lhr?.runtimeError?.code ?? "no result"}, attempt ${attempt} of ${MAX_ATTEMPTS}`);
        }
        if (!result?.lhr || result.lhr.runtimeError) throw new Error(`lighthouse ${page.path}: ${result?.lhr?.runtimeError?.message ?? "no result"}`);
        runs.push(result.lhr);
      }
      const lhr = computeMedianRun(runs);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const numeric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      out.push({
        path: page.path,
        auth: page.auth,
        scores,
        perfRuns: runs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
        timings: { fcpMs: numeric("first-contentful-paint"), lcpMs: numeric("largest-contentful-paint"), tbtMs: numeric("total-blocking-time"), cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null },
        lost: Object.fromEntries(CATEGORIES.filter((c) => scores[c] < 100).map((c) => [c, lostPoints(lhr, c)])),
      });
    }
  } finally {
    chrome.close();
  }
  return { runs: RUNS, targets: TARGETS, pages: out };
}

export function printLighthouse({ runs, targets, pages }) {
  console.log(`\nLighthouse (mobile, devtools throttling, median of ${runs} by performance; behind a brotli edge stand-in)`);
  console.log(`targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets["best-practices"]}, SEO ${targets.seo}`);
  const width = Math.max(5, ...pages.map((p) => p.path.length));
  console.log(`${"route".padEnd(width)}  perf  a11y    bp   seo      FCP ms  LCP ms  TBT ms  perf runs`);
  for (const p of pages) {
    const cell = (c) => `${String(p.scores[c]).padStart(3)}${p.scores[c] >= targets[c] ? "✓" : "✗"}`;
    const t = p.timings;
    console.log(`${p.path.padEnd(width)}  ${CATEGORIES.map(cell).join("  ")}  ${String(t.fcpMs).padStart(8)}  ${String(t.lcpMs).padStart(6)}  ${String(t.tbtMs).padStart(6)}  ${p.perfRuns.join("/")}`);
  }
  for (const p of pages) {
    for (const [category, audits] of Object.entries(p.lost)) {
      if (!audits.length) continue;
      console.log(`  ${p.path} ${category}: ${audits.slice(0, 6).map((a) => `${a.id} (${Math.round(a.score * 100)})`).join(", ")}`);
    }
  }
}
