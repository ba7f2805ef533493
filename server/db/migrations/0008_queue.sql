-- The queue tracker's waiting room (spec §3 "Queue tracker state"). One row per holder (a
-- member's user id or a signed visitor id), kept in the database so places survive a dropped
-- connection, a server restart and a second server process.
CREATE TABLE queue_entries (
  holder text PRIMARY KEY,
  -- Arrival order: admission is first come, first served on this number alone.
  seq bigserial NOT NULL UNIQUE,
  -- The purchase route the holder last asked for; sent back with the permission.
  route text NOT NULL,
  admitted_at timestamptz,
  expires_at timestamptz,
  -- Touched while any socket of the holder is connected; a place lapses a grace period after.
  last_seen timestamptz NOT NULL DEFAULT now(),
  CHECK ((admitted_at IS NULL) = (expires_at IS NULL))
);
CREATE INDEX queue_entries_waiting ON queue_entries (seq) WHERE admitted_at IS NULL;

-- How long admitted buyers stayed, on average (a moving average): the wait estimate's pace.
CREATE TABLE queue_pace (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  avg_stay_seconds double precision NOT NULL CHECK (avg_stay_seconds > 0)
);

-- Where @socket.io/postgres-adapter parks packets too large for NOTIFY (used only on PostgreSQL).
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
