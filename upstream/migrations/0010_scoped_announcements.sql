-- An announcement a test made for itself (POST /__test/announcements): shown only to requests of that test's
-- scope (x-test-scope), so a hostile text seeded by one test never reaches another. NULL: a real announcement.
ALTER TABLE announcements ADD COLUMN scope TEXT;
