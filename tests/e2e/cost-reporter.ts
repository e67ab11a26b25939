import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// Prints where the e2e phase spent its time, after every run (issue 30): the ten slowest spec files by summed
// test time, and how many tests ran at each level (HTTP: the `http` project, no browser; browser: `js` and
// `nojs`). `npm test` (scripts/test-phases.mjs) prints every level's count again under its phase table, unit and
// contract included, from the JSON reports.
// Growth shows the day it happens, not when the 12-minute CI limit is hit.

interface Spent {
  seconds: number;
  tests: number;
}

export default class CostReporter implements Reporter {
  private readonly files = new Map<string, Spent>();
  private readonly projects = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") return;
    const file = test.location.file.replace(/^.*\/tests\//, "tests/");
    const spent = this.files.get(file) ?? { seconds: 0, tests: 0 };
    // Retries count: they are time the run spent.
    spent.seconds += result.duration / 1000;
    if (result.retry === 0) spent.tests++;
    this.files.set(file, spent);
    const project = test.parent.project()?.name ?? "?";
    if (result.retry === 0) this.projects.set(project, (this.projects.get(project) ?? 0) + 1);
  }

  onEnd(_result: FullResult) {
    const slowest = [...this.files.entries()].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, 10);
    const total = [...this.files.values()].reduce((sum, f) => sum + f.seconds, 0);
    console.log(`\nTen slowest spec files (summed test time; all files: ${total.toFixed(0)} s):`);
    for (const [file, spent] of slowest)
      console.log(`  ${spent.seconds.toFixed(1).padStart(7)} s  ${String(spent.tests).padStart(4)} tests  ${file}`);
    const count = (name: string) => this.projects.get(name) ?? 0;
    console.log(
      `\ne2e tests per level: http ${count("http")}, browser ${count("js") + count("nojs")} ` +
        `(js ${count("js")}, nojs ${count("nojs")})`,
    );
  }

  printsToStdio() {
    return false;
  }
}
