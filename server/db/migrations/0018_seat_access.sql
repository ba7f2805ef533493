-- Places for wheelchair users (beyond spec, issue 34): a WHEELCHAIR space (no fixed seat) and the
-- COMPANION seat beside it in the same row. NULL is an ordinary seat. Anyone may pick them by hand;
-- "best seats together" offers them only to a wheelchair user and the person with them.
-- Plain PostgreSQL 15 SQL: runs unchanged on PGlite.
ALTER TABLE seats ADD COLUMN access text CHECK (access IN ('WHEELCHAIR', 'COMPANION'));
