-- Service requests (spec §3 Request, Message, Request type, §4 Request status). The requests table itself is
-- shared (0002_core.sql): other areas create rows in it (meter verification, shop orders, paid requests).
-- Instants are ISO 8601 strings (UTC); answers format them in Moscow time.

-- Status names are the provider's server text (§4): the portal shows them as they come.
CREATE TABLE request_statuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
INSERT INTO request_statuses (id, name) VALUES
  (1, 'Новая'),
  (2, 'Принята в работу'),
  (3, 'Назначен исполнитель'),
  (4, 'В работе'),
  (5, 'Выполнена'),
  (6, 'Закрыта'),
  (7, 'Отложена'),
  (8, 'Отменена'),
  (9, 'Открыта повторно'),
  (10, 'Закрыта автоматически'),
  (11, 'Выполнена и подтверждена'),
  (12, 'Передана в другую организацию');

-- A tree of at most three levels: type, subtype (malfunction), detail subtype.
CREATE TABLE request_types (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES request_types(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  message_for_user TEXT
);
CREATE INDEX request_types_parent ON request_types (parent_id, position);

CREATE TABLE request_files (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT NOT NULL UNIQUE,
  added TEXT NOT NULL
);
CREATE INDEX request_files_request ON request_files (request_id);

-- is_self: written by the resident (logged in, or by access code); otherwise by the provider's staff.
-- file_id 0 means a text message.
CREATE TABLE request_messages (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  is_self INTEGER NOT NULL,
  text TEXT NOT NULL,
  file_id INTEGER NOT NULL DEFAULT 0,
  added TEXT NOT NULL
);
CREATE INDEX request_messages_request ON request_messages (request_id, id);

-- waitComplete: the dispatcher gets the request only once the portal signals that files are attached.
ALTER TABLE requests ADD COLUMN creation_completed INTEGER NOT NULL DEFAULT 1;
ALTER TABLE requests ADD COLUMN mark INTEGER;
ALTER TABLE requests ADD COLUMN close_text TEXT;
-- A paid request can be paid only once the dispatcher has confirmed its sum.
ALTER TABLE requests ADD COLUMN sum_verified INTEGER NOT NULL DEFAULT 0;
-- Shop orders: the additional service and shop, and the receipt lines as JSON.
ALTER TABLE requests ADD COLUMN additional_service_id INTEGER;
ALTER TABLE requests ADD COLUMN shop_id INTEGER;
ALTER TABLE requests ADD COLUMN receipt_items TEXT;
CREATE INDEX requests_account ON requests (account_id);
