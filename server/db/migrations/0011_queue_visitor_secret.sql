-- The queue's visitor cookie gets a signing key of its own, apart from the deep links' secret:
-- one key per purpose, so a value one of them signs is never accepted by the other. The seed
-- fills it like the other secrets (once per database).
ALTER TABLE settings ADD COLUMN queue_visitor_secret text;
