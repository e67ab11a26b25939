// Sizes of a first visit (issue 13, issue 15 item 8): per page, the brotli size of the HTML document and of all
// JS it downloads, as Chromium loads it; the framework floor (what every page with scripts loads, whatever its
// route); each route against the JS budget.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const BUDGET = { htmlKiB: 14, jsKiB: 120 };

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
export const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const chunkSizes = new Map(); // quality 11 is slow (~2 s for all chunks), so each file is compressed once
const chunkBrotli = (file) => chunkSizes.get(file) ?? chunkSizes.set(file, brotli(readFileSync(file))).get(file);

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

/** Whether the document ships scripts at all (pages with handle `scripts: false` do not). */
export const hasScripts = (html) => /<script\b[^>]*\btype="module"/.test(html);

// Follows static imports inside chunks (minified `from"./x.js"` / `import"./x.js"`), which modulepreload may
// not list exhaustively. Dynamic imports are not followed: what a real first visit fetches lazily is observed
// in the browser instead (browserChunks).
function staticGraph(clientDir, entryUrls) {
  const seen = new Set();
  const queue = [...entryUrls].map((u) => new URL(u, "http://x/").pathname);
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    if (!existsSync(join(clientDir, path))) throw new Error(`page references ${path}, which is not in build/client`);
    seen.add(path);
    const code = readFileSync(join(clientDir, path), "utf8");
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
      queue.push(new URL(spec, `http://x${path}`).pathname);
  }
  return seen;
}

// Every script a first visit with JS downloads, in Debian's Chromium: the page is loaded, hydrated (root sets
// data-hydrated) and left until the network is idle, so lazily loaded texts and widgets are seen too. A page
// without scripts is only loaded (it never hydrates).
export async function browserChunks(browser, origin, page, cookie, html) {
  const context = await browser.newContext();
  if (page.auth) {
    const [name, ...value] = (page.cookie ?? cookie).split("=");
    await context.addCookies([{ name, value: value.join("="), url: origin }]);
  }
  const tab = await context.newPage();
  const scripts = new Set();
  tab.on("response", (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  await tab.goto(origin + page.path, { waitUntil: "networkidle" });
  if (hasScripts(html)) {
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
    await tab.waitForLoadState("networkidle");
  }
  await context.close();
  return scripts;
}

// Page JS (budgeted): the static graph of the HTML's entry points plus the texts (locale-<lang>-<ns> chunks)
// it fetches before and during hydration. Lazy JS: other chunks the visit fetched, i.e. widgets that load
// themselves after hydration (a dialog opened, texts asked for later): budgeted with the page (decision 0021).
export function measure(clientDir, { page, status, html, loaded }) {
  const lang = html.match(/<html\b[^>]*\blang="([\w-]+)"/)?.[1];
  const graph = staticGraph(clientDir, htmlEntryPoints(html));
  const missing = [...graph].filter((path) => !loaded.has(path));
  if (missing.length) throw new Error(`${page.path}: the browser did not load ${missing.join(", ")}`);
  const isText = (path) => /\/locale-[a-z]+-\w+-[\w-]+\.js$/.test(path);
  const pageChunks = [...loaded].filter((path) => graph.has(path) || isText(path));
  const lazyChunks = [...loaded].filter((path) => !pageChunks.includes(path));
  const sized = (paths) =>
    paths.map((file) => ({ file, bytes: chunkBrotli(join(clientDir, file)) })).sort((a, b) => b.bytes - a.bytes);
  const chunks = sized(pageChunks);
  const lazy = sized(lazyChunks);
  // Sum raw bytes before rounding so the total isn't off by the per-chunk rounding.
  const sum = (list) => list.reduce((n, c) => n + c.bytes, 0);
  return {
    path: page.path,
    auth: page.auth,
    core: page.core !== false,
    status,
    lang,
    htmlKiB: kib(brotli(Buffer.from(html))),
    jsKiB: kib(sum(chunks)),
    scripts: hasScripts(html),
    // The browser checks forms with the domain's rules, without zod (decision 0021): zod in any chunk is a regression.
    zod: [...chunks, ...lazy].some((c) => readFileSync(join(clientDir, c.file), "utf8").includes("._zod")),
    lazyKiB: kib(sum(lazy)),
    chunks: chunks.map((c) => ({ file: c.file, brotliKiB: kib(c.bytes), bytes: c.bytes })),
    lazyChunks: lazy.map((c) => ({ file: c.file, brotliKiB: kib(c.bytes) })),
  };
}

/** The framework floor: the chunks every page with scripts loads, whatever its route. */
export function floorOf(results) {
  const scripted = results.filter((r) => r.scripts);
  if (!scripted.length) return { jsKiB: 0, chunks: [] };
  const common = scripted[0].chunks.filter((c) => scripted.every((r) => r.chunks.some((o) => o.file === c.file)));
  return {
    jsKiB: kib(common.reduce((n, c) => n + c.bytes, 0)),
    chunks: common.map(({ file, brotliKiB }) => ({ file, brotliKiB })),
  };
}

export function printSizes(results, floor, missing) {
  const mark = (value, limit) => `${value.toFixed(1)} ${value > limit ? "✗" : "✓"}`;
  const rows = [
    [
      "route",
      "auth",
      "status",
      "JS br KiB",
      "lazy JS",
      `first visit (≤ ${BUDGET.jsKiB})`,
      `HTML br KiB (≤ ${BUDGET.htmlKiB})`,
      "chunks",
    ],
  ];
  for (const r of results) {
    rows.push([
      r.path,
      r.auth ? "yes" : "no",
      String(r.status),
      r.scripts ? r.jsKiB.toFixed(1) : "0 (no scripts)",
      r.lazyKiB.toFixed(1),
      r.scripts ? mark(r.jsKiB + r.lazyKiB, BUDGET.jsKiB) : "0 ✓",
      r.core ? mark(r.htmlKiB, BUDGET.htmlKiB) : `${r.htmlKiB.toFixed(1)} -`,
      String(r.chunks.length),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log([line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n"));
  console.log(
    `\nSizes: brotli q11, KiB; JS = the page's chunks and texts, as loaded by Chromium; lazy JS = what loads itself after hydration; the budget counts both; HTML of non-core pages not budgeted.`,
  );
  console.log(
    `framework floor (what every page with scripts loads): ${floor.jsKiB.toFixed(1)} KiB — ${floor.chunks
      .slice(0, 8)
      .map((c) => `${c.file.replace("/assets/", "")} ${c.brotliKiB.toFixed(1)}`)
      .join(", ")}${floor.chunks.length > 8 ? `, … (${floor.chunks.length} chunks)` : ""}`,
  );
  const over = results.filter((r) => r.scripts && r.jsKiB + r.lazyKiB > BUDGET.jsKiB);
  console.log(
    over.length
      ? `first-visit JS over ${BUDGET.jsKiB} KiB: ${over.map((r) => `${r.path} ${(r.jsKiB + r.lazyKiB).toFixed(1)}`).join(", ")} ✗`
      : `first-visit JS (page and lazy) ≤ ${BUDGET.jsKiB} KiB on every route ✓`,
  );
  const zod = results.filter((r) => r.zod);
  console.log(
    zod.length
      ? `zod in the browser on ${zod.map((r) => r.path).join(", ")} ✗ (the server checks forms: decision 0021)`
      : "no zod in the browser (decision 0021) ✓",
  );
  const all = new Map(results.flatMap((r) => r.chunks.map((c) => [c.file, c.brotliKiB])));
  console.log(
    "largest chunks (br KiB): " +
      [...all]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([f, k]) => `${f.replace("/assets/", "")} ${k.toFixed(1)}`)
        .join(", "),
  );
  for (const m of missing)
    console.log(`note: route "${m.path}" (${m.file}) is a page but not in PAGES of scripts/bench.mjs`);
}
