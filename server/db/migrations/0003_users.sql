-- Users and login area. Plain PostgreSQL 15 SQL: runs unchanged on PGlite and on a server.

-- Null until the first login: partners/creationLogin answers firstTime from it.
ALTER TABLE users ADD COLUMN last_login_at timestamptz;

-- One-time codes handed to other club apps by the SSO logins (only the sha256 is stored).
CREATE TABLE sso_codes (
  code_hash text PRIMARY KEY,
  app_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redirect_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_codes_user_idx ON sso_codes (user_id);
