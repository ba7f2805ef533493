-- The queue's visitor cookie gets a signing key of its own, apart from the deep links' secret:
-- one key per purpose, so a value one of them signs is never accepted by the other. The seed
-- fills it like the other secrets (once per database).
ALTER TABLE settings ADD COLUMN queue_visitor_secret text;

-- Requests counted against a limit (server/auth/request-limit.ts: password recovery and restore),
-- per scope and key (`recover-mail` + the typed mail, `recover-ip` + the address...). Rows older
-- than their window are dropped, for the whole scope, as requests come.
CREATE TABLE request_limit_hits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_limit_hits_key_idx ON request_limit_hits (scope, key, at);
