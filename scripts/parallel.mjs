// Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs a b c`. Each one's output is
// printed whole when it ends (in the order given). The contract phase uses it: its three checks are independent
// (the vitest project and the checker each start their own reference upstream on their own fresh database) and
// each leaves a core idle on a 2-core CI machine when run alone.
import { runSideBySide } from "./lib/npm-runs.mjs";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script>…");
  process.exit(2);
}

let failed = 0;
for (const run of runSideBySide(scripts)) {
  const { script, code, signal, output, seconds } = await run;
  process.stdout.write(`\n── npm run ${script} (${seconds.toFixed(1)} s) ──\n`);
  process.stdout.write(output);
  if (code !== 0) {
    failed++;
    console.error(`npm run ${script} failed: ${signal ? `signal ${signal}` : `exit code ${code}`}`);
  }
}
process.exit(failed ? 1 : 0);
