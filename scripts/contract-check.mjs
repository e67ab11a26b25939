// Conformance checker for integrators: calls every operation of the published contract on a provider and
// says per operation whether its answer conforms. How to call each operation (parameters, bodies, which
// earlier answers they come from) is part of the contract itself: the `x-conformance` extension.
//
//   npm run contract:check -- [--base-url URL] [--phone P --password W] [--allow-writes] [--json] [--require-all]
//
// Without --base-url the embedded reference upstream is started on a fresh database (wrangler, workerd).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createValidator, fillPath } from "./lib/contract.mjs";

const { values: args } = parseArgs({
  options: {
    "base-url": { type: "string" },
    phone: { type: "string" },
    password: { type: "string" },
    "allow-writes": { type: "boolean", default: false },
    "require-all": { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    timeout: { type: "string", default: "10000" },
  },
});

const doc = JSON.parse(readFileSync(new URL("../openapi/openapi.json", import.meta.url), "utf8"));
const validator = createValidator(doc);
const METHODS = ["get", "post", "put", "patch", "delete"];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    key: `${m.toUpperCase()} ${path}`,
    method: m.toUpperCase(),
    path,
    op: item[m],
  })),
);
const byKey = new Map(operations.map((o) => [o.key, o]));

let worker = null;
let baseUrl = args["base-url"];
if (!baseUrl) {
  // The embedded reference upstream, exactly as deployed: its own Worker in workerd, on an empty database.
  const { unstable_startWorker } = await import("wrangler");
  const persist = mkdtempSync(join(tmpdir(), "contract-check-"));
  worker = await unstable_startWorker({
    config: new URL("../upstream/wrangler.toml", import.meta.url).pathname,
    dev: { server: { port: 0 }, inspector: false, persist, logLevel: "none" },
  });
  await worker.ready;
  baseUrl = (await worker.url).href;
}
baseUrl = baseUrl.replace(/\/$/, "");
const credentials = { phone: args.phone ?? "79000000001", password: args.password ?? "demo1234" };
const timeoutMs = Number(args.timeout);

const results = new Map();
const tokens = new Map();

async function send(method, path, { query, body, form, token } = {}) {
  const url = new URL(baseUrl + path);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const headers = { client: "web" };
  if (token) headers.acx = token;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, {
    method,
    headers,
    body: payload,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "";
  let json;
  if (contentType.includes("json") && text.length) json = JSON.parse(text.toString("utf8"));
  return { status: response.status, headers: response.headers, contentType, json };
}

async function tokenFor(phone) {
  if (!tokens.has(phone)) {
    const res = await send("POST", "/auth/login", { body: { phone, password: credentials.password } });
    if (res.status !== 200 || !res.json?.acx) throw new Error(`login as ${phone} failed (${res.status})`);
    tokens.set(phone, res.json.acx);
  }
  return tokens.get(phone);
}

class Skip extends Error {}

const REF = /\$\{((?:[^{}]|\{[^{}]*\})+)\}/g;

/** Replaces ${…} references: a whole-string reference keeps the referenced value's type. */
async function resolve(value, resident) {
  if (typeof value === "string") {
    // A reference may itself contain a path template ("${GET /News/Content/{id}:/Files/0/ID}").
    const refs = [...value.matchAll(REF)];
    if (refs.length === 0) return value;
    const values = [];
    for (const [, ref] of refs) values.push(await lookup(ref.trim(), resident));
    if (refs.length === 1 && refs[0][0] === value) return values[0];
    let i = 0;
    return value.replace(REF, () => String(values[i++]));
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolve(v, resident)));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolve(v, resident);
    return out;
  }
  return value;
}

async function lookup(ref, resident) {
  if (ref === "login.phone") return resident;
  if (ref === "login.password") return credentials.password;
  const colon = ref.lastIndexOf(":");
  const key = ref.slice(0, colon);
  const pointer = ref.slice(colon + 1);
  const result = await run(key);
  if (result.outcome !== "conforms")
    throw new Skip(`needs ${key}, which ${result.outcome === "skipped" ? "was skipped" : "failed"}`);
  const found = pointer
    .split("/")
    .slice(1)
    .reduce((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], result.json);
  if (found === undefined) throw new Skip(`${key} answered without ${pointer}`);
  return found;
}

async function run(key) {
  if (results.has(key)) return results.get(key);
  const entry = byKey.get(key);
  if (!entry) throw new Error(`x-conformance refers to unknown operation ${key}`);
  const promise = check(entry);
  results.set(key, promise);
  return promise;
}

async function check({ key, method, path, op }) {
  const conf = op["x-conformance"];
  const base = { key, operationId: op.operationId };
  if (!conf)
    return { ...base, outcome: "deviates", problems: ["no x-conformance: the checker does not know how to call it"] };
  if (conf.writes && !args["allow-writes"])
    return { ...base, outcome: "skipped", problems: ["writes (use --allow-writes)"] };
  const resident = conf.resident ?? credentials.phone;
  try {
    const params = await resolve(conf.params ?? {}, resident);
    const query = await resolve(conf.query ?? {}, resident);
    const body = conf.body === undefined ? undefined : await resolve(conf.body, resident);
    let form;
    if (conf.multipart) {
      form = new FormData();
      for (const [k, v] of Object.entries(await resolve(conf.multipart, resident))) {
        if (v && typeof v === "object" && "name" in v)
          form.append(k, new Blob([v.text ?? "x"], { type: v.type }), v.name);
        else form.append(k, String(v));
      }
    }
    const login = conf.login ?? !(Array.isArray(op.security) && op.security.length === 0);
    const token = login ? await tokenFor(resident) : null;
    const res = await send(method, fillPath(path, params), { query, body, form, token });
    const expected = conf.expect ?? [200];
    const problems = [];
    if (!expected.includes(res.status))
      problems.push(
        `status ${res.status}, expected ${expected.join(" or ")}${res.json ? ` (${JSON.stringify(res.json).slice(0, 160)})` : ""}`,
      );
    problems.push(...validator.validate(method, path, res.status, res.contentType, res.json));
    const documented = validator.responseOf(method, path, res.status).response?.headers ?? {};
    for (const [name, header] of Object.entries(documented)) {
      if (header.required && !res.headers.get(name)) problems.push(`header ${name} missing`);
    }
    return {
      ...base,
      status: res.status,
      json: res.json,
      outcome: problems.length ? "deviates" : "conforms",
      problems,
    };
  } catch (error) {
    if (error instanceof Skip) return { ...base, outcome: "skipped", problems: [error.message] };
    return { ...base, outcome: "not reachable", problems: [String(error?.message ?? error)] };
  }
}

try {
  const reads = operations.filter((o) => !o.op["x-conformance"]?.writes);
  const writes = operations
    .filter((o) => o.op["x-conformance"]?.writes)
    .sort((a, b) => (a.op["x-conformance"].order ?? 0) - (b.op["x-conformance"].order ?? 0));
  for (const o of reads) await run(o.key);
  for (const o of writes) await run(o.key);
} finally {
  await worker?.dispose();
}

const report = await Promise.all(operations.map((o) => results.get(o.key)));
const count = (outcome) => report.filter((r) => r.outcome === outcome).length;
const totals = {
  operations: report.length,
  conforms: count("conforms"),
  deviates: count("deviates"),
  notReachable: count("not reachable"),
  skipped: count("skipped"),
};
const failed = totals.deviates + totals.notReachable + (args["require-all"] ? totals.skipped : 0);

if (args.json) {
  console.log(
    JSON.stringify(
      {
        baseUrl: args["base-url"] ?? "embedded reference upstream",
        totals,
        operations: report.map(({ json: _json, ...r }) => r),
      },
      null,
      2,
    ),
  );
} else {
  const mark = { conforms: "✓", deviates: "✗", "not reachable": "!", skipped: "-" };
  for (const r of report) {
    console.log(`${mark[r.outcome]} ${r.outcome.padEnd(13)} ${r.key}${r.status ? ` → ${r.status}` : ""}`);
    for (const p of r.problems ?? []) if (r.outcome !== "conforms") console.log(`      ${p}`);
  }
  const pct = ((totals.conforms / Math.max(1, totals.operations)) * 100).toFixed(1);
  console.log(
    `\n${totals.operations} operations: ${totals.conforms} conform (${pct} %), ${totals.deviates} deviate, ${totals.notReachable} not reachable, ${totals.skipped} skipped`,
  );
  console.log(`${totals.conforms} passed, ${failed} failed`);
}
process.exit(failed > 0 ? 1 : 0);
