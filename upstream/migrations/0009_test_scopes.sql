-- Test hooks per scope: a test sends x-test-scope, and its settings patch and faults apply to its own calls only,
-- so parallel tests never see each other's changes. Scope '' is the global one (manual use in dev).
DROP TABLE faults;
CREATE TABLE faults (
  scope TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL,
  match TEXT NOT NULL DEFAULT '',
  mode TEXT NOT NULL,
  delay_ms INTEGER NOT NULL DEFAULT 0,
  message TEXT,
  PRIMARY KEY (path, scope, match)
);
CREATE TABLE test_settings (
  scope TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
