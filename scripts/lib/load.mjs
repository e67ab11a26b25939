// A short bounded load run (issue 15 item 9): autocannon against the local `vite preview` only, CONNECTIONS
// connections for DURATION_S seconds per page, one page after another, then it stops by itself. It prints
// requests per second and latency percentiles for /login, /payment and /meters (the logged-in ones with the
// session cookie), and whether /meters keeps at least half the rate of /payment.
import autocannon from "autocannon";

export const DURATION_S = 10;
export const CONNECTIONS = 20;
export const LOAD_PAGES = [
  { path: "/login", auth: false },
  { path: "/payment", auth: true },
  { path: "/meters", auth: true },
];
/** /meters must serve at least this share of /payment's requests per second. */
export const METERS_SHARE = 0.5;

function once(url, headers) {
  return new Promise((resolve, reject) => {
    // A browser's User-Agent and the scripts hint: the documents a resident's browser gets (bots get others).
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function measureLoad(origin, cookie, log = () => undefined) {
  const host = new URL(origin);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(host.hostname))
    throw new Error(`load runs only against this machine, not ${origin}`);
  const pages = [];
  for (const page of LOAD_PAGES) {
    log(`load ${page.path}: ${CONNECTIONS} connections, ${DURATION_S} s`);
    const headers = {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      cookie: [page.auth ? (page.cookie ?? cookie) : null, "scripts=on"].filter(Boolean).join("; "),
    };
    const r = await once(origin + page.path, headers);
    pages.push({
      path: page.path,
      reqPerSec: Math.round(r.requests.average * 10) / 10,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      ok: r["2xx"],
      other: r.non2xx + r.errors + r.timeouts,
      kibPerRequest: r["2xx"]
        ? Math.round((r.throughput.total / Math.max(1, r.requests.total) / 1024) * 10) / 10
        : null,
    });
  }
  const rate = (path) => pages.find((p) => p.path === path)?.reqPerSec ?? 0;
  const share = rate("/payment") ? Math.round((rate("/meters") / rate("/payment")) * 100) / 100 : null;
  return { durationS: DURATION_S, connections: CONNECTIONS, pages, metersShare: share, target: METERS_SHARE };
}

export function printLoad({ durationS, connections, pages, metersShare, target }) {
  console.log(
    `\nload (autocannon on localhost, ${connections} connections, ${durationS} s per page, documents as a browser with scripts gets them)`,
  );
  const width = Math.max(...pages.map((p) => p.path.length));
  console.log(`${"route".padEnd(width)}   req/s  p50 ms  p99 ms  KiB/req  non-2xx/errors`);
  for (const p of pages) {
    console.log(
      `${p.path.padEnd(width)}  ${String(p.reqPerSec).padStart(6)}  ${String(p.p50Ms).padStart(6)}  ${String(p.p99Ms).padStart(6)}  ${String(p.kibPerRequest ?? "-").padStart(7)}  ${p.other}`,
    );
  }
  const mark = metersShare === null ? "?" : metersShare >= target ? "✓" : "✗";
  console.log(`/meters serves ${metersShare ?? "?"} × the req/s of /payment (target ≥ ${target}) ${mark}`);
}
