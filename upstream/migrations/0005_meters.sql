-- Meters (spec §3 Meter, Meter value). Dates are ISO (YYYY-MM-DD) in the records and DD.MM.YYYY in answers.
-- values_can_add is the provider's period window flag (readings accepted this month), independent of the
-- other blocks (automatic, retired, overdue checkup) that the API combines when it refuses a reading.
CREATE TABLE meters (
  id INTEGER PRIMARY KEY,
  unique_num TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  resource TEXT NOT NULL,
  name TEXT NOT NULL,
  custom_name TEXT,
  factory_number TEXT NOT NULL,
  last_checkup_date TEXT,
  next_checkup_date TEXT,
  recheck_interval INTEGER,
  tariff_count INTEGER NOT NULL DEFAULT 1 CHECK (tariff_count BETWEEN 1 AND 3),
  tariff1_name TEXT,
  tariff2_name TEXT,
  tariff3_name TEXT,
  start_value REAL NOT NULL DEFAULT 0,
  start_value2 REAL,
  start_value3 REAL,
  auto_value_getting_only INTEGER NOT NULL DEFAULT 0,
  auto_value_getting_comment TEXT,
  is_disabled INTEGER NOT NULL DEFAULT 0,
  values_can_add INTEGER NOT NULL DEFAULT 1,
  period_message TEXT,
  allow_verification_request INTEGER NOT NULL DEFAULT 1,
  -- The latest verification order (a row of the shared requests table). It is open while that request is
  -- not closed, and a new order is refused meanwhile.
  verification_request_id INTEGER REFERENCES requests(id) ON DELETE SET NULL
);

CREATE INDEX meters_account ON meters (account_id);

-- One reading per meter and month: saving again in the same month replaces it. period is YYYY-MM-01.
CREATE TABLE meter_values (
  id INTEGER PRIMARY KEY,
  meter_id INTEGER NOT NULL REFERENCES meters(id) ON DELETE CASCADE,
  period TEXT NOT NULL,
  kind TEXT NOT NULL,
  value REAL NOT NULL,
  value2 REAL,
  value3 REAL,
  is_accepted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (meter_id, period)
);
