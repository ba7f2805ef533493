-- Accounts against takeover. Plain PostgreSQL 15 SQL: runs unchanged on PGlite and on a server.

-- An impersonation session hangs on the employee's session it came from, and ends with it.
-- Impersonation sessions from before this column have no such anchor: they end now.
DELETE FROM sessions WHERE impersonator_user_id IS NOT NULL;
ALTER TABLE sessions ADD COLUMN impersonator_session_hash text REFERENCES sessions (token_hash) ON DELETE CASCADE;
CREATE INDEX sessions_impersonator_session_idx ON sessions (impersonator_session_hash);

-- A requested mail change: the new address is pending until the link mailed to it is used, and
-- the old address gets a link that undoes the change. Only the sha256 of each link's hash is stored.
CREATE TABLE mail_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_mail text NOT NULL,
  new_mail text NOT NULL,
  confirm_token_hash text NOT NULL UNIQUE,
  undo_token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirm_expires_at timestamptz NOT NULL,
  undo_expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  -- Undone, or replaced by a newer request before it was confirmed.
  ended_at timestamptz
);
CREATE INDEX mail_changes_user_idx ON mail_changes (user_id);
