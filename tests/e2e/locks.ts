import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// A readers–writer lock across Playwright's worker processes, for a test that must change a global upstream
// setting while tests that depend on it run in parallel. Kept in this run's state directory, which the web
// server wipes at start, so a crashed run leaves no stale lock behind.
const root = join(".wrangler", `e2e-${process.env.E2E_PORT ?? 5190}`, "locks");

async function until(ready: () => boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error("lock wait timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function paths(name: string) {
  const dir = join(root, name);
  mkdirSync(join(dir, "readers"), { recursive: true });
  return { readers: join(dir, "readers"), writer: join(dir, "writer") };
}

/** Runs `fn` while no writer holds `name`; any number of readers at once. */
export async function shared<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const { readers, writer } = paths(name);
  const me = join(readers, randomUUID());
  for (;;) {
    await until(() => !existsSync(writer));
    writeFileSync(me, "");
    // A writer that arrived in between goes first: step back and wait again.
    if (!existsSync(writer)) break;
    rmSync(me, { force: true });
  }
  try {
    return await fn();
  } finally {
    rmSync(me, { force: true });
  }
}

/** Runs `fn` alone: waits for current readers to finish, while new readers wait for it. */
export async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const { readers, writer } = paths(name);
  await until(() => {
    try {
      mkdirSync(writer);
      return true;
    } catch {
      return false;
    }
  });
  try {
    await until(() => readdirSync(readers).length === 0);
    return await fn();
  } finally {
    rmSync(writer, { recursive: true, force: true });
  }
}
