-- A seat for one game (beyond §7): members release their seat for a game, anyone with an account
-- buys a single game's ticket, a released seat that sells earns the member a credit. Plain
-- PostgreSQL 15 SQL: runs unchanged on PGlite.

-- Prices of a single game's ticket by area, grouped in tiers: a game names its tier.
CREATE TABLE game_prices (
  tier text NOT NULL CHECK (tier ~ '^[A-Z0-9_]{1,20}$'),
  area_id integer NOT NULL REFERENCES areas (id),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  PRIMARY KEY (tier, area_id)
);

-- When a game's tickets are on sale (none when either end or the tier is missing), and whether
-- the line (queue tracker) guards its purchase.
ALTER TABLE games ADD COLUMN price_tier text;
ALTER TABLE games ADD COLUMN sale_opens_at timestamptz;
ALTER TABLE games ADD COLUMN sale_closes_at timestamptz;
ALTER TABLE games ADD COLUMN line_on boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD CONSTRAINT games_sale_window CHECK (sale_closes_at IS NULL OR sale_opens_at IS NULL OR sale_opens_at < sale_closes_at);

-- The rules of a release and of a ticket purchase, set by the club.
ALTER TABLE settings ADD COLUMN release_share_percent integer NOT NULL DEFAULT 50 CHECK (release_share_percent BETWEEN 0 AND 100);
ALTER TABLE settings ADD COLUMN release_deadline_minutes integer NOT NULL DEFAULT 180 CHECK (release_deadline_minutes BETWEEN 0 AND 10080);
ALTER TABLE settings ADD COLUMN max_tickets_per_game integer NOT NULL DEFAULT 8 CHECK (max_tickets_per_game BETWEEN 1 AND 50);

-- A member's seat given back for one game. RELEASED: on sale for that game, the member may take
-- it back until it sells or the deadline; TAKEN_BACK: the member sits there again; SOLD: a ticket
-- bought it (never taken back). One live release per partner and game.
CREATE TABLE seat_releases (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat_id integer NOT NULL REFERENCES seats (id),
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  released_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('RELEASED', 'TAKEN_BACK', 'SOLD')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX seat_releases_one_live ON seat_releases (game_id, partner_id) WHERE status IN ('RELEASED', 'SOLD');
CREATE UNIQUE INDEX seat_releases_one_per_seat ON seat_releases (game_id, seat_id) WHERE status IN ('RELEASED', 'SOLD');
CREATE INDEX seat_releases_partner_idx ON seat_releases (partner_id, game_id);

-- A buyer's order of tickets for one game: the purchase core's owner (purchase/flow.ts).
CREATE TABLE ticket_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('OPEN', 'PENDING_PAYMENT', 'PAID', 'REFUND_PENDING', 'FAILED', 'CANCELLED', 'EXPIRED')),
  total_cents integer NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One live order per account: holds a buyer never pays are bounded by this and by the tickets' cap.
CREATE UNIQUE INDEX ticket_orders_one_live ON ticket_orders (user_id) WHERE status IN ('OPEN', 'PENDING_PAYMENT');
CREATE INDEX ticket_orders_user_idx ON ticket_orders (user_id, id);

CREATE TABLE ticket_order_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_order_id integer NOT NULL REFERENCES ticket_orders (id) ON DELETE CASCADE,
  transaction text NOT NULL UNIQUE,
  method text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'REFUND_PENDING')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX ticket_order_payments_order_idx ON ticket_order_payments (ticket_order_id);

-- A ticket: one seat for one game, made when its order is paid. The secret makes its rotating
-- code (as a member card's secret does); `release_id` names the member's release it bought.
CREATE TABLE tickets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_order_id integer NOT NULL REFERENCES ticket_orders (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat_id integer NOT NULL REFERENCES seats (id),
  holder_name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  secret text NOT NULL CHECK (secret ~ '^[0-9a-f]{40}$'),
  release_id integer UNIQUE REFERENCES seat_releases (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, seat_id)
);
CREATE INDEX tickets_user_idx ON tickets (user_id, game_id);

-- Who has a seat for one game, beside the season's seat_claims: HELD by a ticket order until it
-- lapses, or SOLD to a ticket. The primary key is the guarantee that a game's seat has one claim.
-- A seat is free for a game when it has no claim here and, for the season, is unsold or released
-- for that game (store/game-seats.ts).
CREATE TABLE game_seat_claims (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat_id integer NOT NULL REFERENCES seats (id),
  kind text NOT NULL CHECK (kind IN ('SOLD', 'HELD')),
  ticket_order_id integer REFERENCES ticket_orders (id) ON DELETE CASCADE,
  ticket_id integer REFERENCES tickets (id) ON DELETE CASCADE,
  expires_at timestamptz,
  PRIMARY KEY (game_id, seat_id),
  CHECK ((kind = 'SOLD' AND ticket_id IS NOT NULL AND ticket_order_id IS NULL AND expires_at IS NULL)
      OR (kind = 'HELD' AND ticket_order_id IS NOT NULL AND ticket_id IS NULL AND expires_at IS NOT NULL))
);
CREATE INDEX game_seat_claims_order_idx ON game_seat_claims (ticket_order_id);
CREATE INDEX game_seat_claims_seat_idx ON game_seat_claims (seat_id);

-- The members' credits, a ledger: rows are only added (a release that sold adds its share; the
-- renewal will add what it takes off as a negative row), never edited, so every cent has its reason.
CREATE TABLE member_credits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents <> 0),
  reason text NOT NULL CHECK (reason IN ('RELEASE_SOLD')),
  release_id integer UNIQUE REFERENCES seat_releases (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reason <> 'RELEASE_SOLD' OR (release_id IS NOT NULL AND amount_cents > 0))
);
CREATE INDEX member_credits_partner_idx ON member_credits (partner_id, id);
