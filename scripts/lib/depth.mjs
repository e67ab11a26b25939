// Round-trip depth of a page (issue 13): how many upstream calls its document waits for one after another.
// Every upstream call is delayed by the same DELAY through the reference upstream's fault hook (path "*");
// depth = (page time with the delay - page time without) / DELAY. One call, or several in parallel, is 1.0.
// Times are medians of RUNS full-document fetches after a warm-up (the settings' edge cache is then warm, as
// it is for nearly every visit). Server-Timing of the last delayed fetch names the calls.

const DELAY_MS = 400;
const RUNS = 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(origin, page, cookie) {
  const started = performance.now();
  const res = await fetch(origin + page.path, { redirect: "manual", headers: page.auth ? { Cookie: cookie } : {} });
  await res.arrayBuffer();
  return { ms: performance.now() - started, timing: res.headers.get("server-timing") ?? "" };
}

async function series(origin, page, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(origin, page, cookie));
  return { ms: median(runs.map((r) => r.ms)), timing: runs.at(-1).timing };
}

async function fault(origin, method, body) {
  const res = await fetch(`${origin}/__upstream/__test/faults`, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
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
    out.push({
      path: page.path,
      depth: Math.round(((slow.ms - base.ms) / DELAY_MS) * 100) / 100,
      baseMs: Math.round(base.ms),
      serverTiming: base.timing !== "" && slow.timing !== "",
      calls: upstreamCalls(slow.timing),
    });
  }
  return { delayMs: DELAY_MS, runs: RUNS, pages: out };
}
