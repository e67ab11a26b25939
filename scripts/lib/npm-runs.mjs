// npm scripts run side by side: each one's output is held and given back whole when it ends, so logs do not
// interleave. scripts/parallel.mjs (the contract phase's three checks) and scripts/test-phases.mjs (phases that
// each leave a core idle on a 2-core CI machine) use it.
import { spawn } from "node:child_process";

/**
 * Starts every script at once; resolves, per script and in the order given, its exit code (or signal), its
 * output and its own wall time in seconds.
 * @param {string[]} scripts
 */
export function runSideBySide(scripts) {
  return scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = performance.now();
        const child = spawn("npm", ["run", "--silent", script], {
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, FORCE_COLOR: "1" },
        });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on("close", (code, signal) =>
          resolve({
            script,
            code: code ?? 1,
            signal,
            output: Buffer.concat(output),
            seconds: (performance.now() - started) / 1000,
          }),
        );
      }),
  );
}
