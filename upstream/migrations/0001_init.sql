-- Reference upstream records. Applied by the Worker itself on first request (upstream/src/db/migrate.ts) and
-- compatible with `wrangler d1 migrations apply` (same d1_migrations bookkeeping table).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  fio TEXT NOT NULL,
  email TEXT,
  password_hash TEXT NOT NULL,
  birthday TEXT,
  only_electronic_bills INTEGER NOT NULL DEFAULT 0,
  dont_save_password INTEGER NOT NULL DEFAULT 0,
  dont_show_retired_devices INTEGER NOT NULL DEFAULT 0,
  access_oss INTEGER NOT NULL DEFAULT 0,
  show_oss_link INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- Only a SHA-256 of each token is kept, so a leaked database does not leak sessions.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE houses (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL
);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  ident TEXT NOT NULL UNIQUE,
  house_id INTEGER NOT NULL REFERENCES houses(id),
  premise TEXT,
  address TEXT NOT NULL,
  company_name TEXT NOT NULL DEFAULT '',
  last_name TEXT,
  inn TEXT,
  pin_code TEXT,
  account_type INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE user_accounts (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, account_id)
);

-- Key/value settings; 'mobile_app_settings' holds the JSON of /Config/MobileAppSettings.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Test-only fault injection per path (see upstream/src/test-hooks.ts). `match`, when set, limits the fault
-- to requests whose body contains it, so parallel tests can each fault their own resident.
CREATE TABLE faults (
  path TEXT NOT NULL,
  match TEXT NOT NULL DEFAULT '',
  mode TEXT NOT NULL,
  delay_ms INTEGER NOT NULL DEFAULT 0,
  message TEXT,
  PRIMARY KEY (path, match)
);
