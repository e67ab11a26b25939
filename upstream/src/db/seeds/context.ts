import type { Temporal } from "temporal-polyfill";

/** What every area's seed gets (upstream/src/db/seed.ts runs them in order). */
export interface SeedContext {
  db: D1Database;
  files: R2Bucket;
  /** Demo dates are relative to the day of seeding (Moscow), so the data never goes stale. */
  today: Temporal.PlainDate;
}
