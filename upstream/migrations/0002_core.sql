-- Records shared by several areas: per-account flags (§3 per-account settings, §6), service requests
-- (requests, meters' verification orders, shop orders and paid requests all create them) and the outbox of
-- codes and messages the provider "sends" (shown by the portal at /demo/outbox on the reference upstream).
ALTER TABLE accounts ADD COLUMN hide_on_bills_page INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN hide_on_payments_page INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN hide_on_requests_page INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN house_cant_create_requests INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN hide_on_meters_page INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN deny_request_creation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN deny_request_creation_message TEXT;
ALTER TABLE accounts ADD COLUMN is_closed INTEGER NOT NULL DEFAULT 0;

CREATE TABLE requests (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  account_id INTEGER REFERENCES accounts(id),
  type_id INTEGER,
  sub_type_id INTEGER,
  detail_sub_type_id INTEGER,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  status_id INTEGER NOT NULL DEFAULT 1,
  -- ISO 8601 instant (UTC); the API shows it as DD.MM.YYYY HH:mm Moscow time.
  added TEXT NOT NULL,
  is_readed_by_client INTEGER NOT NULL DEFAULT 1,
  can_canceling INTEGER NOT NULL DEFAULT 1,
  can_close INTEGER NOT NULL DEFAULT 0,
  is_closed INTEGER NOT NULL DEFAULT 0,
  is_paid INTEGER NOT NULL DEFAULT 0,
  is_paid_by_user INTEGER NOT NULL DEFAULT 0,
  can_pay_on_mobile_app INTEGER NOT NULL DEFAULT 0,
  paid_sum REAL,
  paid_service_text TEXT,
  bonus_amount REAL NOT NULL DEFAULT 0,
  access_code TEXT UNIQUE,
  -- Bumped on every change; update keys (GetUpdates) compare against it.
  updated_seq INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
