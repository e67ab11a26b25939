-- Auth and user, registration, public texts and the support chat (spec §3, §4 Registration and Support chat).
-- Instants are ISO 8601 strings (UTC); answers format them in Moscow time.

-- One valid registration code per phone: a new send replaces the row (and its wrong-attempt count).
CREATE TABLE auth_codes (
  phone TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  channel TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  wrong_attempts INTEGER NOT NULL DEFAULT 0,
  verified_at TEXT
);

-- Every send, kept for the resend lock and the per-phone sending limit.
CREATE TABLE auth_code_sends (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  channel TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX auth_code_sends_phone ON auth_code_sends (phone, sent_at);

CREATE TABLE client_bases (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE account_prefixes (
  prefix TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

-- Links in server texts carry a code; the provider resolves it and counts the click.
CREATE TABLE clickable_links (
  code TEXT PRIMARY KEY,
  url TEXT NOT NULL
);

CREATE TABLE link_clicks (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  clicked_at TEXT NOT NULL
);

-- Personal-data policy and agreement, per portal host; host '' is the default.
CREATE TABLE public_texts (
  kind TEXT NOT NULL,
  host TEXT NOT NULL DEFAULT '',
  text TEXT NOT NULL,
  PRIMARY KEY (kind, host)
);

CREATE TABLE support_appeals (
  id INTEGER PRIMARY KEY,
  login TEXT,
  phone TEXT NOT NULL,
  mail TEXT NOT NULL,
  text TEXT NOT NULL,
  address TEXT,
  os TEXT,
  info TEXT,
  app_version TEXT,
  idents TEXT,
  created_at TEXT NOT NULL
);

-- Devices of the support chat: the device id is a random secret that identifies a no-login chat.
CREATE TABLE support_devices (
  id TEXT PRIMARY KEY,
  phone TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL
);

-- A chat belongs to a user (logged in, any device) or to a device and phone (no login): chat_key is
-- 'user:<id>' or 'device:<deviceID>:<phone>'. Tech info rows are for operators and not shown to residents.
CREATE TABLE support_messages (
  id INTEGER PRIMARY KEY,
  chat_key TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  device_id TEXT,
  phone TEXT,
  is_self INTEGER NOT NULL,
  is_tech_info INTEGER NOT NULL DEFAULT 0,
  text TEXT NOT NULL,
  file_id INTEGER NOT NULL DEFAULT 0,
  added TEXT NOT NULL
);
CREATE INDEX support_messages_chat ON support_messages (chat_key, id);

CREATE TABLE support_files (
  id INTEGER PRIMARY KEY,
  chat_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  added TEXT NOT NULL
);

CREATE TABLE support_help_nodes (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES support_help_nodes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  conclusion TEXT
);
