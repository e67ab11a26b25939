// Size bench: builds the app, serves the built Worker with `vite preview` and measures, per page, the brotli
// size of the HTML document and of all JS a first visit downloads. The budgets are printed as figures only:
// the exit code reflects whether build/serve/login worked, not whether a budget was met.
// Usage: npm run bench; npm run -s bench -- --json (-s keeps npm's "> bench" banner out of the JSON).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import { measureDepth } from "./lib/depth.mjs";

// Pages to measure. `route` is the path as written in app/routes.ts, so new page routes that are missing here
// can be reported; `auth` logs in as the demo resident first.
const PAGES = [
  { path: "/login", route: "login", auth: false, status: 200 },
  { path: "/home", route: "home", auth: true, status: 200 },
  { path: "/register", route: "register", auth: false, status: 200 },
  { path: "/feedback", route: "feedback", auth: false, status: 200 },
  { path: "/policy", route: "policy", auth: false, status: 200 },
  { path: "/profile", route: "profile", auth: true, status: 200 },
  { path: "/accounts/add", route: "accounts/add", auth: true, status: 200 },
  { path: "/accounts/1000002/delete", route: "accounts/:ident/delete", auth: true, status: 200 },
  { path: "/agreement", route: "agreement", auth: false, status: 200 },
  // The integrators' reference of all 100 operations: a document, not a core page, so no HTML budget.
  { path: "/developers", route: "developers", auth: false, status: 200, core: false },
  { path: "/demo/outbox", route: "demo/outbox", auth: false, status: 200 },
  { path: "/meters", route: "meters", auth: true, status: 200 },
  { path: "/meters/2/verify", route: "meters/:meterId/verify", auth: true, status: 200 },
  { path: "/meters/3/delete", route: "meters/:meterId/delete", auth: true, status: 200 },
  { path: "/payment", route: "payment", auth: true, status: 200 },
  { path: "/payment/pay/1", route: "payment/pay/:target", auth: true, status: 200 },
  { path: "/payment/invoices/1", route: "payment/invoices/:accountId", auth: true, status: 200 },
  { path: "/payment/insurance/1", route: "payment/insurance/:accountId", auth: true, status: 200 },
  { path: "/payment-invoice/5f0c7a52-1b2e-4c8d-9a41-100000100001", route: "payment-invoice/:token", auth: false, status: 200 },
  { path: "/requests", route: "requests/:requestId?", auth: true, status: 200 },
  { path: "/requests/1", route: "requests/:requestId?", auth: true, status: 200 },
  { path: "/requests/new", route: "requests/new", auth: true, status: 200 },
  { path: "/rc/123456", route: "rc/:code", auth: false, status: 200 },
  { path: "/polls", route: "polls/:subpage?/:id?", auth: true, status: 200 },
  { path: "/polls/form/3", route: "polls/:subpage?/:id?", auth: true, status: 200 },
  { path: "/polls/results/6", route: "polls/:subpage?/:id?", auth: true, status: 200 },
  { path: "/openpoll/2026", route: "openpoll/:code", auth: false, status: 200 },
  { path: "/openpoll/2025/results", route: "openpoll/:code/results", auth: false, status: 200 },
  // Download routes answer a file; as pages they are measured by their failure page (a file that is not there).
  { path: "/requests/files/999999", route: "requests/files/:fileId", auth: true, status: 404 },
  { path: "/rc/123456/files/999999", route: "rc/:code/files/:fileId", auth: false, status: 404 },
  { path: "/meters/0000000-00/history.csv", route: "meters/:uniqueNum/history.csv", auth: true, status: 404 },
  { path: "/payment/checks/999999", route: "payment/checks/:id", auth: true, status: 404 },
  { path: "/payment/bills/999999", route: "payment/bills/:id", auth: true, status: 404 },
  { path: "/payment/files/signed/9999999", route: "payment/files/:kind/:ident", auth: true, status: 404 },
  { path: "/no-such-page", route: "*", auth: false, status: 404 },
];
// Page routes with nothing to measure: the payment history CSV fails only when the provider does, so without a
// fault it answers a file, never its failure page.
const UNMEASURED = ["payment/history.csv"];
const BUDGET = { htmlKiB: 14, jsKiB: 150, jsAimKiB: 120 };
const DEMO_LOGIN = { phone: "79000000001", password: "demo1234" };
const STATE_DIR = ".wrangler/bench-state";
const PREFERRED_PORT = 5199;

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT_DIR = join(ROOT, "build/client");
const asJson = process.argv.includes("--json");
// Children must find the project's Node 24 and local bins even when this is started outside `npm run`.
const env = { ...process.env, PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH}` };
// Build/server chatter goes to stderr so `--json` leaves stdout parseable.
const childStdio = ["ignore", 2, 2];
const log = (msg) => console.error(`[bench] ${msg}`);
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const chunkSizes = new Map(); // quality 11 is slow (~2 s for all chunks), so each file is compressed once
const chunkBrotli = (file) => chunkSizes.get(file) ?? chunkSizes.set(file, brotli(readFileSync(file))).get(file);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: childStdio });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status ?? r.signal})`);
}

// 5199 unless it is taken (e.g. a second bench or a dev server), then whatever the OS hands out.
function freePort(preferred) {
  return new Promise((res, rej) => {
    const probe = createServer().once("error", () => (preferred ? freePort(0).then(res, rej) : rej(new Error("no free port"))));
    probe.listen(preferred, () => {
      const { port } = probe.address();
      probe.close(() => res(port));
    });
  });
}

let server;
// The server runs in its own process group (npx → sh → node/workerd), so killing the group is the only way
// to take all of it down; `exit` fires on normal ends, thrown errors and the signal handlers below.
// The group is killed even if npx itself already exited, since workerd may outlive it.
function stopServer() {
  if (!server?.pid || server.stopped) return;
  server.stopped = true;
  try { process.kill(-server.pid, "SIGTERM"); } catch {} // group already gone
}
process.on("exit", stopServer);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));

async function startServer(port) {
  rmSync(join(ROOT, STATE_DIR), { recursive: true, force: true }); // fresh demo data every run
  server = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort"], {
    cwd: ROOT, env: { ...env, PORTAL_STATE_DIR: STATE_DIR }, stdio: childStdio, detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited early (code ${server.exitCode})`);
    try {
      if ((await fetch(`http://localhost:${port}/login`, { redirect: "manual" })).status === 200) return;
    } catch {} // not listening yet
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`vite preview did not answer 200 on /login within 60 s`);
}

async function login(origin) {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(DEMO_LOGIN).toString(),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`login as ${DEMO_LOGIN.phone} failed: status ${res.status}, no __session cookie`);
  return cookie;
}

// Entry points of a first visit as the browser sees them: modulepreload links, module script src, and the
// imports of inline module scripts (route modules + entry.client). Only `import` forms are matched because
// the inline route manifest also names chunks of routes that are *not* loaded.
function htmlEntryPoints(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = tag.match(/\bhref="([^"]+\.js)"/)?.[1];
    if (/\brel="modulepreload"/.test(tag) && href) urls.add(href);
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype="module"/.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) urls.add(src);
    for (const [, spec] of body.matchAll(/\bimport\b[^"'`;]*?["'`]([^"'`]+\.js)["'`]/g)) urls.add(spec);
  }
  return urls;
}

// Follows static imports inside chunks (minified `from"./x.js"` / `import"./x.js"`), which modulepreload may
// not list exhaustively. Dynamic imports are not followed: what a real first visit fetches lazily is observed
// in the browser instead (browserChunks).
function staticGraph(entryUrls) {
  const seen = new Set();
  const queue = [...entryUrls].map((u) => new URL(u, "http://x/").pathname);
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    if (!existsSync(join(CLIENT_DIR, path))) throw new Error(`page references ${path}, which is not in build/client`);
    seen.add(path);
    const code = readFileSync(join(CLIENT_DIR, path), "utf8");
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
      queue.push(new URL(spec, `http://x${path}`).pathname);
  }
  return seen;
}

// Every script a first visit with JS downloads, in Debian's Chromium: the page is loaded, hydrated (root sets
// data-hydrated) and left until the network is idle, so lazily loaded texts and widgets are seen too.
async function browserChunks(browser, origin, page, cookie) {
  const context = await browser.newContext();
  if (page.auth) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url: origin }]);
  }
  const tab = await context.newPage();
  const scripts = new Set();
  tab.on("response", (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  await tab.goto(origin + page.path, { waitUntil: "networkidle" });
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
  await tab.waitForLoadState("networkidle");
  await context.close();
  return scripts;
}

async function fetchPage(origin, page, cookie) {
  const res = await fetch(origin + page.path, { redirect: "manual", headers: page.auth ? { Cookie: cookie } : {} });
  if (res.status !== page.status) {
    throw new Error(`${page.path} answered ${res.status} (location: ${res.headers.get("location") ?? "-"}), expected ${page.status}`);
  }
  return { page, status: res.status, html: await res.text() };
}

// Page JS (budgeted): the static graph of the HTML's entry points plus the texts (locale-<lang>-<ns> chunks)
// it fetches before and during hydration. Lazy JS: other chunks the visit fetched, i.e. widgets that load
// themselves after hydration (carousel, Ark's password toggle); reported, not budgeted.
function measure({ page, status, html, loaded }) {
  const lang = html.match(/<html\b[^>]*\blang="([\w-]+)"/)?.[1];
  const graph = staticGraph(htmlEntryPoints(html));
  const missing = [...graph].filter((path) => !loaded.has(path));
  if (missing.length) throw new Error(`${page.path}: the browser did not load ${missing.join(", ")}`);
  const isText = (path) => /\/locale-[a-z]+-\w+-[\w-]+\.js$/.test(path);
  const pageChunks = [...loaded].filter((path) => graph.has(path) || isText(path));
  const lazyChunks = [...loaded].filter((path) => !pageChunks.includes(path));
  const sized = (paths) => paths.map((file) => ({ file, bytes: chunkBrotli(join(CLIENT_DIR, file)) })).sort((a, b) => b.bytes - a.bytes);
  const chunks = sized(pageChunks);
  const lazy = sized(lazyChunks);
  // Sum raw bytes before rounding so the total isn't off by the per-chunk rounding.
  const sum = (list) => list.reduce((n, c) => n + c.bytes, 0);
  return {
    path: page.path, auth: page.auth, core: page.core !== false, status, lang, htmlKiB: kib(brotli(Buffer.from(html))), jsKiB: kib(sum(chunks)),
    lazyKiB: kib(sum(lazy)),
    chunks: chunks.map((c) => ({ file: c.file, brotliKiB: kib(c.bytes) })),
    lazyChunks: lazy.map((c) => ({ file: c.file, brotliKiB: kib(c.bytes) })),
  };
}

// Page routes (.tsx modules) declared in app/routes.ts that PAGES doesn't cover yet.
function unmeasuredRoutes() {
  const src = readFileSync(join(ROOT, "app/routes.ts"), "utf8");
  const pages = [...src.matchAll(/\broute\(\s*"([^"]+)"\s*,\s*"([^"]+\.tsx)"/g)].map(([, path, file]) => ({ path, file }));
  return pages.filter((r) => !PAGES.some((p) => p.route === r.path) && !UNMEASURED.includes(r.path));
}

function printTable(results, missing) {
  const over = (value, limit) => `${value.toFixed(1)}${value > limit ? " !" : "  "}`;
  const rows = [["route", "auth", "status", "JS br KiB", "JS budget", "lazy JS", "HTML br KiB", "HTML budget", "chunks"]];
  for (const r of results) {
    rows.push([r.path, r.auth ? "yes" : "no", String(r.status), over(r.jsKiB, BUDGET.jsKiB), `${BUDGET.jsKiB} (aim ${BUDGET.jsAimKiB})`, r.lazyKiB.toFixed(1),
      r.core ? over(r.htmlKiB, BUDGET.htmlKiB) : `${r.htmlKiB.toFixed(1)}  `, r.core ? String(BUDGET.htmlKiB) : "-", String(r.chunks.length)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log([line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n"));
  console.log(`\n! = above budget (budgets are figures, not gates). Sizes: brotli q11, KiB; JS = the page's chunks and texts, as loaded by Chromium; lazy JS = widgets that load themselves after hydration.`);
  const all = new Map(results.flatMap((r) => r.chunks.map((c) => [c.file, c.brotliKiB])));
  console.log("\nlargest chunks (br KiB): " + [...all].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, k]) => `${f.replace("/assets/", "")} ${k.toFixed(1)}`).join(", "));
  for (const m of missing) console.log(`note: route "${m.path}" (${m.file}) is a page but not in PAGES of scripts/bench.mjs`);
}

function printDepth({ delayMs, runs, pages }) {
  console.log(`\nround-trip depth (every upstream call delayed ${delayMs} ms; median of ${runs}; target 1.0, ≤ 1.15 with noise)`);
  console.log(`first byte = with scripts (deferred parts stream after it); whole = the complete document a browser without JS gets`);
  const width = Math.max(...pages.map((p) => p.path.length));
  const cell = (d) => `${d.toFixed(2)}${d > 1.15 ? " !" : "  "}`;
  console.log(`${"route".padEnd(width)}  first byte  whole    ms  upstream calls (Server-Timing)`);
  for (const p of pages) {
    const timing = p.serverTiming ? "" : "  (no Server-Timing!)";
    console.log(`${p.path.padEnd(width)}  ${cell(p.depth).padStart(10)}  ${cell(p.wholeDepth)}  ${String(p.baseMs).padStart(4)}  ${p.calls.join(" ") || "-"}${timing}`);
  }
}

async function main() {
  log("building");
  run("npx", ["panda", "codegen", "--silent"]);
  run("npx", ["react-router", "build"]);
  // React Router's build deletes build/client/.vite/manifest.json after using it, so the route → chunk mapping
  // comes from the served HTML instead, which is also exactly what a browser downloads.
  const port = await freePort(PREFERRED_PORT);
  const origin = `http://localhost:${port}`;
  log(`starting vite preview on ${origin}`);
  await startServer(port);
  const cookie = PAGES.some((p) => p.auth) ? await login(origin) : undefined;
  // Fetch everything before compressing: synchronous brotli blocks the event loop for seconds, long enough for
  // the server's 5 s keep-alive to close a pooled socket under undici ("fetch failed: other side closed").
  const fetched = [];
  for (const page of PAGES) fetched.push(await fetchPage(origin, page, cookie));
  log("measuring round-trip depth");
  const depth = await measureDepth(origin, PAGES, cookie);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const f of fetched) f.loaded = await browserChunks(browser, origin, f.page, cookie);
  } finally {
    await browser.close();
  }
  stopServer();
  const results = fetched.map(measure);
  const missing = unmeasuredRoutes();
  if (asJson) console.log(JSON.stringify({ budget: BUDGET, pages: results, depth, unmeasuredRoutes: missing }, null, 2));
  else {
    printTable(results, missing);
    printDepth(depth);
  }
}

// Only build/serve/login failures get here; a short message beats undici's nested error dump.
main().catch((err) => {
  log(`FAILED: ${err.message}${err.cause ? ` (${err.cause.message ?? err.cause})` : ""}`);
  process.exit(1);
});
