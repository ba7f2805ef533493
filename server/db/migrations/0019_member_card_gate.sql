-- The member card and the gate (beyond §7, issue 35). Plain PostgreSQL 15 SQL: runs unchanged on PGlite.

-- The season's home games: the gate verifies cards for one of them (its club day).
CREATE TABLE games (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  season text NOT NULL,
  starts_at timestamptz NOT NULL,
  competition text NOT NULL CHECK (competition IN ('MENS_LEAGUE', 'WOMENS_LEAGUE', 'PRESENTATION')),
  opponent text NOT NULL
);
CREATE INDEX games_season_idx ON games (season, starts_at);

-- The secret each member's card code comes from, one per partner and season, made on first use
-- and never changed afterwards: a gate download made earlier must keep matching the phone.
CREATE TABLE card_secrets (
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  season text NOT NULL,
  secret text NOT NULL CHECK (secret ~ '^[0-9a-f]{40}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner_id, season)
);

-- Admissions at the gates. `at` is the gate device's clock; `seq` orders them as the server
-- recorded them and is the sync cursor. The same member, device and time is one entry (a retried
-- sync inserts nothing).
CREATE TABLE gate_entries (
  seq integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  partner_number integer NOT NULL,
  device_id text NOT NULL,
  at timestamptz NOT NULL,
  UNIQUE (game_id, partner_number, device_id, at)
);
CREATE INDEX gate_entries_game_seq_idx ON gate_entries (game_id, seq);

-- The key pair gate downloads are signed with (ECDSA P-256, the private key as PKCS#8 PEM):
-- made once per database by the seed, like the other signing secrets, so every server process
-- signs with the same key.
ALTER TABLE settings ADD COLUMN gate_signing_key text;
