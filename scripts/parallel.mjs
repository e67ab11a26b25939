// Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs a b c`. Each one's output is
// held and printed whole when it ends (in the order given), so the logs do not interleave. The contract phase
// uses it: its three checks are independent (the vitest project and the checker each start their own reference
// upstream on their own fresh database) and each leaves a core idle on a 2-core CI machine when run alone.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script>…");
  process.exit(2);
}

const runs = scripts.map(
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
        resolve({ script, code: code ?? 1, signal, output, seconds: (performance.now() - started) / 1000 }),
      );
    }),
);

let failed = 0;
for (const run of runs) {
  const { script, code, signal, output, seconds } = await run;
  process.stdout.write(`\n── npm run ${script} (${seconds.toFixed(1)} s) ──\n`);
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) {
    failed++;
    console.error(`npm run ${script} failed: ${signal ? `signal ${signal}` : `exit code ${code}`}`);
  }
}
process.exit(failed ? 1 : 0);
