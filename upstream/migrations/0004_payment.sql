-- Accounting and payment (spec §3 Account info, Bill, Payment, Invoice, Payment system, §7 "Accounting and payment").
-- Money is REAL rounded to 2 decimals by the code that writes it.

-- Paying for every account at once (payAll) is a per-resident capability (§6).
ALTER TABLE users ADD COLUMN can_pay_for_all_accounts INTEGER NOT NULL DEFAULT 0;

-- The debt of a personal account. An account without a row owes nothing.
-- sum below zero is an advance. debt_actual_date is an ISO date (shown as DD.MM.YYYY).
-- payment_mode 'Invoice' means the account is paid by invoices, anything else by sum.
CREATE TABLE account_balances (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  sum REAL NOT NULL DEFAULT 0,
  sum_fine REAL NOT NULL DEFAULT 0,
  insurance_sum REAL NOT NULL DEFAULT 0,
  insurance_enabled INTEGER NOT NULL DEFAULT 0,
  debt_actual_date TEXT,
  payment_mode TEXT NOT NULL DEFAULT 'Default'
);

CREATE TABLE payment_systems (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  -- Percent of the paid amount added on top (0 hides the commission information).
  commission_percent REAL NOT NULL DEFAULT 0,
  can_save_card INTEGER NOT NULL DEFAULT 0,
  -- The default bank's system (§9): chosen when the portal sends none.
  is_default INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  -- Houses served only by the default system (the list for their accounts has that one entry).
  only_default_for_houses TEXT NOT NULL DEFAULT ''
);

-- One monthly bill. period is the ISO date of the period's first day. file_key is the PDF in R2 (or NULL).
CREATE TABLE bills (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  period TEXT NOT NULL,
  accounting REAL NOT NULL,
  total REAL NOT NULL,
  file_key TEXT
);
CREATE INDEX bills_account ON bills (account_id, period);

-- A recorded payment. kind: 'utility' (Payments) or 'insurance' (InsurancePayments).
-- payment_type: 'online' or 'cash'. paid_at is an ISO instant. check_key is the R2 key prefix of the
-- check (check_key + '.pdf' and check_key + '.jpg'), NULL when there is no check.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'utility',
  payment_type TEXT NOT NULL,
  sum REAL NOT NULL,
  paid_at TEXT NOT NULL,
  check_key TEXT,
  order_id INTEGER
);
CREATE INDEX payments_account ON payments (account_id, paid_at);

CREATE TABLE invoices (
  uid TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  display_name TEXT NOT NULL,
  debt REAL NOT NULL,
  debt_fine REAL NOT NULL DEFAULT 0,
  paid INTEGER NOT NULL DEFAULT 0
);

-- A payment started by GetPayLink or GetPayInvoiceLink and finished on the simulated payment page.
-- token is the unguessable id in the pay link. items is JSON: a list of
-- {accountId, sum, sumFine, insurance}. status: 'pending', 'paid' or 'declined'.
CREATE TABLE pay_orders (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  payment_system TEXT NOT NULL,
  items TEXT NOT NULL,
  amount REAL NOT NULL,
  commission REAL NOT NULL,
  allow_card_saving INTEGER NOT NULL DEFAULT 0,
  invoice_uid TEXT,
  request_id INTEGER,
  bonus_amount REAL NOT NULL DEFAULT 0,
  success_url TEXT NOT NULL,
  fail_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX pay_orders_user ON pay_orders (user_id, status);
