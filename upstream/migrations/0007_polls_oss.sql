-- Polls (spec §3 Poll, §4 Poll) and owners' meetings (spec §3 Owners' meeting, §4 Owners' meeting status).

-- A poll is listed to the residents of house_id. With house_id NULL it is reachable only through open-poll
-- codes (open_poll_codes), by anyone holding a code.
CREATE TABLE polls (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  house_id INTEGER REFERENCES houses(id),
  hide_results INTEGER NOT NULL DEFAULT 0,
  -- ISO date, newest polls are listed first
  created TEXT NOT NULL
);

CREATE TABLE poll_questions (
  id INTEGER PRIMARY KEY,
  poll_id INTEGER NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  -- single, multiple, open; NULL means single (as the provider sends it)
  answer_type TEXT
);

-- An open question has exactly one answer row: the respondent's own text goes into poll_responses.custom_text.
CREATE TABLE poll_answers (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES poll_questions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  text TEXT NOT NULL
);

-- respondent is 'u:<user id>' for a resident, 'c:<code>' for an open-poll code, 'demo:…' for seeded
-- residents outside the demo logins (so that results have realistic counts).
CREATE TABLE poll_responses (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES poll_questions(id) ON DELETE CASCADE,
  answer_id INTEGER NOT NULL REFERENCES poll_answers(id) ON DELETE CASCADE,
  respondent TEXT NOT NULL,
  custom_text TEXT,
  UNIQUE (answer_id, respondent)
);
CREATE INDEX poll_responses_by_respondent ON poll_responses (respondent, question_id);

CREATE TABLE poll_reads (
  poll_id INTEGER NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  respondent TEXT NOT NULL,
  PRIMARY KEY (poll_id, respondent)
);

-- One row per accepted SaveResult, keeping the client's ExtrtaInfo.
CREATE TABLE poll_submissions (
  id INTEGER PRIMARY KEY,
  poll_id INTEGER NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  respondent TEXT NOT NULL,
  extra_info TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- A code is a personal invitation to an open poll (printed on a notice): one respondent per code.
CREATE TABLE open_poll_codes (
  code TEXT PRIMARY KEY,
  poll_id INTEGER NOT NULL REFERENCES polls(id) ON DELETE CASCADE
);

CREATE TABLE oss_files (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  r2_key TEXT NOT NULL
);

-- The status text is derived from published and the dates at request time (routes/polls/oss-data.ts).
CREATE TABLE oss_meetings (
  id INTEGER PRIMARY KEY,
  house_id INTEGER NOT NULL REFERENCES houses(id),
  title TEXT NOT NULL,
  author TEXT NOT NULL,
  initiator_names TEXT NOT NULL,
  form TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 1,
  -- ISO instants
  date_start TEXT NOT NULL,
  date_end TEXT NOT NULL,
  -- ISO date
  results_release_date TEXT,
  total_accounts INTEGER NOT NULL,
  area_residential REAL NOT NULL,
  area_nonresidential REAL NOT NULL,
  -- Area of owners outside the demo logins who have voted (paper ballots and other residents).
  base_complete_area REAL NOT NULL DEFAULT 0,
  protocol_file_id INTEGER REFERENCES oss_files(id),
  final_document_file_id INTEGER REFERENCES oss_files(id),
  admin_is_fl INTEGER NOT NULL DEFAULT 0,
  admin_name TEXT NOT NULL,
  admin_document_number TEXT,
  admin_address TEXT,
  admin_post_address TEXT,
  admin_phone TEXT,
  admin_email TEXT,
  admin_site TEXT,
  web_site_for_scan_doc_view TEXT,
  place_of_receipt_solutions TEXT
);

CREATE TABLE oss_questions (
  id INTEGER PRIMARY KEY,
  oss_id INTEGER NOT NULL REFERENCES oss_meetings(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  text TEXT NOT NULL,
  question_message TEXT,
  file_id INTEGER REFERENCES oss_files(id)
);

-- The owner's premises taking part in a meeting (spec §3 Accounts of a meeting).
CREATE TABLE oss_accounts (
  oss_id INTEGER NOT NULL REFERENCES oss_meetings(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  premise_number TEXT NOT NULL,
  area REAL NOT NULL,
  property_percent REAL NOT NULL,
  document TEXT,
  -- ISO date
  document_date TEXT,
  blank_file_id INTEGER REFERENCES oss_files(id),
  PRIMARY KEY (oss_id, account_id)
);

CREATE TABLE oss_participants (
  oss_id INTEGER NOT NULL REFERENCES oss_meetings(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  acquainted_at TEXT,
  voting_started_at TEXT,
  completed_at TEXT,
  PRIMARY KEY (oss_id, user_id)
);

-- voter is 'u:<user id>' (counted once that user completed the vote) or 'demo:…' (always counted).
-- answer: '0' for, '1' against, '2' abstained.
CREATE TABLE oss_votes (
  question_id INTEGER NOT NULL REFERENCES oss_questions(id) ON DELETE CASCADE,
  voter TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (question_id, voter)
);
