-- Home content (spec §3 News, Announcement, Emergency work, Additional service, Good, Privilege club lead).
-- Instants are ISO 8601 (UTC); answers show them as DD.MM.YYYY HH:mm Moscow time.
-- house_id NULL on news, announcements and additional services means: shown to residents of every house.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  house_id INTEGER REFERENCES houses(id),
  header TEXT NOT NULL,
  short_content TEXT NOT NULL,
  -- HTML, as the provider's editors write it
  text TEXT NOT NULL,
  created TEXT NOT NULL
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  house_id INTEGER REFERENCES houses(id),
  header TEXT NOT NULL,
  text TEXT NOT NULL,
  created TEXT NOT NULL,
  is_emergency_work INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE emergency_works (
  id INTEGER PRIMARY KEY,
  house_id INTEGER NOT NULL REFERENCES houses(id),
  date_start TEXT NOT NULL,
  date_end TEXT NOT NULL,
  description TEXT NOT NULL
);

-- Images and attachments of the content above, stored in R2 under content/.
-- kind is one of news_image, news_file, announcement_image, announcement_file, service_logo,
-- service_description_image. owner_id is the news, announcement or additional service id.
CREATE TABLE content_files (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  content_type TEXT NOT NULL,
  r2_key TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX content_files_owner ON content_files (kind, owner_id);

-- A service with shop_id is a shop (shop_type goods or services) whose goods are in `goods`.
CREATE TABLE additional_services (
  id INTEGER PRIMARY KEY,
  house_id INTEGER REFERENCES houses(id),
  name TEXT NOT NULL,
  grp TEXT NOT NULL,
  address TEXT,
  description TEXT,
  shop_id INTEGER,
  shop_type TEXT,
  id_request_type INTEGER,
  external_system TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE goods (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  -- NULL: unlimited
  rest INTEGER,
  -- kilograms per unit, NULL for services
  weight REAL,
  units TEXT NOT NULL,
  -- JSON array of category names
  categories TEXT NOT NULL DEFAULT '[]',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_shop ON goods (shop_id, sort);

CREATE TABLE privilege_club_offers (
  id INTEGER PRIMARY KEY,
  section_code TEXT NOT NULL,
  section_name TEXT NOT NULL,
  section_sort INTEGER NOT NULL,
  name TEXT NOT NULL,
  partner TEXT NOT NULL,
  description TEXT NOT NULL,
  discount TEXT,
  link TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE privilege_club_clicks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL REFERENCES privilege_club_offers(id),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- Leads "sent" to the provider's CRM: kind amo (POST /Amo/Send) or privilege_club (an offer's lead).
CREATE TABLE content_leads (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  offer_id INTEGER REFERENCES privilege_club_offers(id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  comment TEXT,
  source TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
