-- A member's season (beyond §7): a guest in the member's seat for one game, and calendar feeds.
-- Plain PostgreSQL 15 SQL: runs unchanged on PGlite.

-- Guests a member may give per season, counting those not taken back.
ALTER TABLE settings ADD COLUMN guest_passes_per_season integer NOT NULL DEFAULT 5 CHECK (guest_passes_per_season BETWEEN 0 AND 100);

-- A member's seat given to a guest for one game. GIVEN: the guest's ticket (below) admits them at
-- the gate and the member's card is refused for that game; TAKEN_BACK: the member sits there
-- again (only until a gate downloads the game). The link's token is kept only as its SHA-256;
-- the first device to open the link keeps the pass (`device_id`).
CREATE TABLE guest_passes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat_id integer NOT NULL REFERENCES seats (id),
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  given_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  guest_name text NOT NULL CHECK (length(guest_name) BETWEEN 2 AND 80),
  guest_mail text,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  device_id text,
  opened_at timestamptz,
  status text NOT NULL CHECK (status IN ('GIVEN', 'TAKEN_BACK')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX guest_passes_one_live ON guest_passes (game_id, partner_id) WHERE status = 'GIVEN';
CREATE INDEX guest_passes_partner_idx ON guest_passes (partner_id, game_id);

-- The guest's admission is a ticket of the game at no price, made with the pass and deleted when
-- it is taken back: the gate's download, codes, entries and sync treat it as any ticket. A
-- ticket has either an order (bought) or a guest pass (given).
ALTER TABLE tickets ALTER COLUMN ticket_order_id DROP NOT NULL;
ALTER TABLE tickets ADD COLUMN guest_pass_id integer UNIQUE REFERENCES guest_passes (id) ON DELETE CASCADE;
ALTER TABLE tickets ADD CONSTRAINT tickets_order_or_guest CHECK (num_nonnulls(ticket_order_id, guest_pass_id) = 1);

-- A member's private calendar feed: the token is in the feed's address, which calendar apps
-- keep and fetch without a session; renewing replaces it, and the old address answers 404.
-- Kept as is, not hashed: the member's page shows the address again, and it only reads a
-- calendar (the games, the seat and a guest's name), never changes anything.
CREATE TABLE calendar_feeds (
  partner_id integer PRIMARY KEY REFERENCES partners (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
