// Round-trip depth of a page (issue 13): how many upstream calls its document waits for one after another.
// Every upstream call is delayed by the same DELAY through the reference upstream's fault hook (path "*");
// depth = (page time with the delay - page time without) / DELAY. One call, or several in parallel, is 1.0.
// Two times per page: "first byte" as a browser that runs scripts gets it (the scripts hint cookie: deferred
// parts stream after the shell), and "whole document" as a browser without JS gets it (everything in place).
// Medians of RUNS fetches after a warm-up (the settings' edge cache is then warm, as it is for nearly every
// visit). Server-Timing of the last delayed fetch names the calls.

const DELAY_MS = 400;
const RUNS = 3;

// A browser's User-Agent: fetch's own ("node") reads as a bot, and bots always get the whole document.
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Time to the first body chunk with the scripts hint, and to the end of the body without it. */
async function timed(origin, page, cookie) {
  const url = origin + page.path;
  let started = performance.now();
  const streamed = await fetch(url, {
    redirect: "manual",
    headers: {
      "User-Agent": BROWSER,
      Cookie: [page.auth ? (page.cookie ?? cookie) : null, "scripts=on"].filter(Boolean).join("; "),
    },
  });
  const reader = streamed.body.getReader();
  await reader.read();
  const first = performance.now() - started;
  while (!(await reader.read()).done);
  started = performance.now();
  const whole = await fetch(url, {
    redirect: "manual",
    headers: { "User-Agent": BROWSER, ...(page.auth ? { Cookie: page.cookie ?? cookie } : {}) },
  });
  await whole.arrayBuffer();
  return { first, whole: performance.now() - started, timing: whole.headers.get("server-timing") ?? "" };
}

async function series(origin, page, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(origin, page, cookie));
  return {
    first: median(runs.map((r) => r.first)),
    whole: median(runs.map((r) => r.whole)),
    timing: runs.at(-1).timing,
  };
}

async function fault(origin, method, body) {
  const res = await fetch(`${origin}/__upstream/__test/faults`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fault hook ${method}: ${res.status}`);
}

/** The upstream calls a Server-Timing header lists (every entry but render and total). */
export function upstreamCalls(header) {
  return header
    .split(",")
    .map((e) => e.trim().split(";")[0])
    .filter((name) => name && name !== "render" && name !== "total");
}

export async function measureDepth(origin, pages, cookie) {
  const out = [];
  for (const page of pages) {
    await timed(origin, page, cookie); // warm-up: the isolate, the route's code, the settings cache
    const base = await series(origin, page, cookie);
    await fault(origin, "POST", { path: "*", mode: "delay", delayMs: DELAY_MS });
    let slow;
    try {
      slow = await series(origin, page, cookie);
    } finally {
      await fault(origin, "DELETE", { path: "*" });
    }
    const depth = (key) => Math.round(((slow[key] - base[key]) / DELAY_MS) * 100) / 100;
    out.push({
      path: page.path,
      depth: depth("first"),
      wholeDepth: depth("whole"),
      baseMs: Math.round(base.whole),
      serverTiming: base.timing !== "" && slow.timing !== "",
      calls: upstreamCalls(slow.timing),
    });
  }
  return { delayMs: DELAY_MS, runs: RUNS, pages: out };
}
