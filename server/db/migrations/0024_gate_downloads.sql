-- Every gate download on record: who took it, onto which device, for which game, and when. A
-- download holds every member's day key for the game's day, so the club can tell who had one; the
-- gate only syncs entries from a device that downloaded the game.
CREATE TABLE gate_downloads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- No cascade: the record of who downloaded outlives nothing it names.
  user_id integer NOT NULL REFERENCES users (id),
  device_id text NOT NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gate_downloads_game_device_idx ON gate_downloads (game_id, device_id);

-- The per-device cap on a game's entries counts them by device.
CREATE INDEX gate_entries_game_device_idx ON gate_entries (game_id, device_id);
