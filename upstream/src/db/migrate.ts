// The Worker applies its own migrations so a fresh clone needs no setup step; bookkeeping matches wrangler's
// d1_migrations table, so `wrangler d1 migrations apply` sees the same history on a real deployment.
const files = import.meta.glob("../../migrations/*.sql", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

export const migrations = Object.entries(files)
  .map(([path, sql]) => ({ name: path.split("/").pop()!, sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

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
