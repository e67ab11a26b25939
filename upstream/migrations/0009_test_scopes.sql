-- Test hooks per test (upstream/src/test-hooks/): a test sends x-test-scope, and its settings patch and faults
-- apply to requests of that scope only, so parallel tests never see each other's. Dev and tests only.

-- The scope's patch, merged over the provider's settings (key 'mobile_app_settings' of settings).
CREATE TABLE test_settings (
  scope TEXT PRIMARY KEY,
  patch TEXT NOT NULL
);

-- Faults gain their scope ('' = every request); the key leads with the path, which every lookup gives.
CREATE TABLE faults_scoped (
  path TEXT NOT NULL,
  scope TEXT NOT NULL DEFAULT '',
  match TEXT NOT NULL DEFAULT '',
  mode TEXT NOT NULL,
  delay_ms INTEGER NOT NULL DEFAULT 0,
  message TEXT,
  PRIMARY KEY (path, scope, match)
);
INSERT INTO faults_scoped (path, match, mode, delay_ms, message) SELECT path, match, mode, delay_ms, message FROM faults;
DROP TABLE faults;
ALTER TABLE faults_scoped RENAME TO faults;
