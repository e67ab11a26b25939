// The Worker applies its own migrations so a fresh clone needs no setup step; bookkeeping matches wrangler's
// d1_migrations table, so `wrangler d1 migrations apply` sees the same history on a real deployment.
// The files are imported as text modules (wrangler and the Vite plugin both bundle *.sql as text), so the
// same code runs under vite, wrangler and vitest (see the sql-text plugin in vitest.config.ts).
import m0001 from "../../migrations/0001_init.sql";
import m0002 from "../../migrations/0002_core.sql";
import m0003 from "../../migrations/0003_support.sql";
import m0004 from "../../migrations/0004_payment.sql";
import m0005 from "../../migrations/0005_meters.sql";
import m0006 from "../../migrations/0006_requests.sql";
import m0007 from "../../migrations/0007_polls_oss.sql";
import m0008 from "../../migrations/0008_content.sql";
import m0009 from "../../migrations/0009_test_scopes.sql";
import m0010 from "../../migrations/0010_scoped_announcements.sql";

export const migrations = [
  { name: "0001_init.sql", sql: m0001 },
  { name: "0002_core.sql", sql: m0002 },
  { name: "0003_support.sql", sql: m0003 },
  { name: "0004_payment.sql", sql: m0004 },
  { name: "0005_meters.sql", sql: m0005 },
  { name: "0006_requests.sql", sql: m0006 },
  { name: "0007_polls_oss.sql", sql: m0007 },
  { name: "0008_content.sql", sql: m0008 },
  { name: "0009_test_scopes.sql", sql: m0009 },
  { name: "0010_scoped_announcements.sql", sql: m0010 },
];

export async function migrate(db: D1Database): Promise<void> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)",
  );
  const done = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const applied = new Set(done.results.map((r) => r.name));
  for (const m of migrations) {
    if (applied.has(m.name)) continue;
    const statements = splitStatements(m.sql).map((s) => db.prepare(s));
    statements.push(db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(m.name));
    await db.batch(statements);
  }
}

/** Splits a migration file into statements; our migrations keep semicolons out of string literals. */
export function splitStatements(sql: string): string[] {
  return sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
}
