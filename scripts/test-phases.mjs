// `npm test`: every test phase once, in order, each as its npm script, and at the end the wall time of each phase,
// so a slow phase shows in every run. It stops at the first failing phase (still printing the times so far) with
// that phase's exit code. `.ci/run` runs `npm test` too, after the install, and passes the install's time in
// TEST_PHASE_TIMES ("install=41.2", seconds) so that CI's table covers the whole run.
//
// The closing lines are a table and then one plain summary line ("phases: 5 passed, 0 failed"), which CI reads.
import { spawnSync } from "node:child_process";

/** [phase name, npm script]: what `npm test` runs, in this order (README.md, docs/decisions/0004-test-strategy.md). */
const PHASES = [
  ["typecheck", "typecheck"],
  ["unit", "test:unit"],
  ["contract", "test:contract"],
  ["build", "build"],
  ["e2e", "test:e2e:built"],
];

/** @type {{ name: string; seconds: number | null; result: string }[]} */
const rows = (process.env.TEST_PHASE_TIMES ?? "")
  .split(",")
  .filter(Boolean)
  .map((entry) => {
    const [name, seconds] = entry.split("=");
    return { name: name.trim(), seconds: Number(seconds), result: "ok" };
  });

let failure = null;
for (const [name, script] of PHASES) {
  if (failure) {
    rows.push({ name, seconds: null, result: "not run" });
    continue;
  }
  const started = performance.now();
  const run = spawnSync("npm", ["run", script], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  if (run.status === 0) {
    rows.push({ name, seconds, result: "ok" });
  } else {
    const why = run.error ? run.error.message : run.signal ? `signal ${run.signal}` : `exit code ${run.status}`;
    rows.push({ name, seconds, result: `FAILED (npm run ${script}: ${why})` });
    failure = { code: run.status || 1 };
  }
}

const format = (s) =>
  s === null
    ? "-"
    : s < 60
      ? `${s.toFixed(1)} s`
      : `${Math.floor(s / 60)} min ${(s % 60).toFixed(1).padStart(4, "0")} s`;
const total = rows.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
const width = Math.max(...rows.map((r) => r.name.length), "total".length);
const line = (name, time, result = "") => `  ${name.padEnd(width)}  ${time.padStart(14)}  ${result}`.trimEnd();

console.log("\nTest phases, wall time:");
for (const r of rows) console.log(line(r.name, format(r.seconds), r.result));
console.log(line("total", format(total)));
const passed = rows.filter((r) => r.result === "ok").length;
// Labelled: these are phases, not tests (each phase printed its own test counts above).
console.log(`phases: ${passed} passed, ${failure ? 1 : 0} failed`);
process.exit(failure ? failure.code : 0);
