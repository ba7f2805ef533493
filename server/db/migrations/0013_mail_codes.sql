-- Sign-up's 6-digit mail codes (beyond §7). Plain PostgreSQL 15 SQL: runs unchanged on PGlite and on a server.

-- The account's live code (one at most): only its sha256 is stored; it dies after its wrong tries.
CREATE TABLE mail_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0
);

-- Every code mailed, for the resend limits per account and per IP.
CREATE TABLE mail_code_sends (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  resend boolean NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_code_sends_user_idx ON mail_code_sends (user_id, sent_at);
CREATE INDEX mail_code_sends_ip_idx ON mail_code_sends (ip, sent_at) WHERE resend;
