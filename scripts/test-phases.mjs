// `npm test`: every test phase once, at the end the wall time of each phase, so a slow phase shows in every run.
// Phases of one step run side by side (eslint and tsc leave a core idle on a 2-core CI machine when alone:
// side by side 66.9 s against 35.5 + 39.1 s); the steps run in order. It stops after the
// first step with a failing phase (still printing the times so far) with that phase's exit code. `.ci/run` runs
// `npm test` too, after the install, and passes the install's time in TEST_PHASE_TIMES ("install=41.2",
// seconds) so that CI's table covers the whole run.
//
// The closing lines are a table and then one plain summary line ("phases: 5 passed, 0 failed"), which CI reads.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { runSideBySide } from "./lib/npm-runs.mjs";

/**
 * Steps of [phase name, npm script], in order (README.md, docs/decisions/0004-test-strategy.md). Unit tests
 * import styled-system/, which typecheck generates.
 */
const STEPS = [
  [
    ["lint", "lint"],
    ["typecheck", "typecheck"],
  ],
  [["unit", "test:unit"]],
  // Not beside build: both are CPU-bound (measured side by side 112.6 s against 90.1 + 20.6 s one after the other).
  [["contract", "test:contract"]],
  [["build", "build"]],
  [["e2e", "test:e2e:built"]],
];

/** @type {{ name: string; seconds: number | null; result: string }[]} */
const rows = (process.env.TEST_PHASE_TIMES ?? "")
  .split(",")
  .filter(Boolean)
  .map((entry) => {
    const [name, seconds] = entry.split("=");
    return { name: name.trim(), seconds: Number(seconds), result: "ok" };
  });

// Each level's test count, from the reports its phase writes (reports/*.json of vitest, Playwright's JSON):
// printed under the table so that growth shows in every run (issue 30). Old reports would count a phase that
// did not run, so they go first.
for (const file of ["reports/unit.json", "reports/contract.json", "test-results/report.json"])
  rmSync(file, { force: true });

let failure = null;
/** Wall time of the steps run (side-by-side phases count once), the install's included. */
let wall = rows.reduce((sum, r) => sum + r.seconds, 0);
for (const step of STEPS) {
  if (failure) {
    for (const [name] of step) rows.push({ name, seconds: null, result: "not run" });
    continue;
  }
  const started = performance.now();
  const runs = step.length > 1 ? runSideBySide(step.map(([, script]) => script)) : [runInline(step[0][1])];
  for (const [i, run] of runs.entries()) {
    const [name, script] = step[i];
    const { code, signal, error, output, seconds } = await run;
    if (output) process.stdout.write(`\n── ${name}: npm run ${script} (${seconds.toFixed(1)} s) ──\n${output}`);
    const beside = step.filter(([other]) => other !== name).map(([other]) => other);
    if (code === 0) rows.push({ name, seconds, result: beside.length ? `ok (beside ${beside.join(", ")})` : "ok" });
    else {
      const why = error ?? (signal ? `signal ${signal}` : `exit code ${code}`);
      rows.push({ name, seconds, result: `FAILED (npm run ${script}: ${why})` });
      failure ??= { code: code || 1 };
    }
  }
  wall += (performance.now() - started) / 1000;
}

/** A step of one phase streams its output as it goes (the e2e phase runs for minutes). */
function runInline(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn("npm", ["run", script], { stdio: "inherit" });
    // A script that cannot start says why in the table, as the old spawnSync's error did.
    child.on("error", (error) => resolve({ code: 1, signal: null, error: error.message, output: null, seconds: 0 }));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? 1, signal, output: null, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const format = (s) =>
  s === null
    ? "-"
    : s < 60
      ? `${s.toFixed(1)} s`
      : `${Math.floor(s / 60)} min ${(s % 60).toFixed(1).padStart(4, "0")} s`;
const width = Math.max(...rows.map((r) => r.name.length), "total".length);
const line = (name, time, result = "") => `  ${name.padEnd(width)}  ${time.padStart(14)}  ${result}`.trimEnd();

console.log("\nTest phases, wall time:");
for (const r of rows) console.log(line(r.name, format(r.seconds), r.result));
console.log(line("total", format(wall), "wall time"));
console.log(`\nTests per level: ${levels()}`);
const passed = rows.filter((r) => r.result.startsWith("ok")).length;
// Labelled: these are phases, not tests (each phase printed its own test counts above).
console.log(`phases: ${passed} passed, ${failure ? 1 : 0} failed`);
process.exit(failure ? failure.code : 0);

/** "unit 1106, contract 130, http 210, browser 700 (js 330, nojs 370)": what each level ran in this run. */
function levels() {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
  const vitest = (file) => read(file)?.numTotalTests ?? "-";
  const e2e = read("test-results/report.json");
  const byProject = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status !== "skipped") byProject[t.projectName] = (byProject[t.projectName] ?? 0) + 1;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  const n = (name) => (e2e ? (byProject[name] ?? 0) : "-");
  const browser = e2e ? n("js") + n("nojs") : "-";
  return `unit ${vitest("reports/unit.json")}, contract ${vitest("reports/contract.json")}, http ${n("http")}, browser ${browser} (js ${n("js")}, nojs ${n("nojs")})`;
}
