-- Members, groups, arena, products, seat changes and payments (spec §3, §7).
-- Plain PostgreSQL 15 SQL: runs unchanged on PGlite and on a server.

-- Secrets generated once per database by the seed: deep links and provider notifications are
-- signed with them, so links and pending payments survive restarts.
ALTER TABLE settings
  ADD COLUMN deep_link_secret text,
  ADD COLUMN payment_secret text;

-- Personal data the login variants, groups and profile forms check.
ALTER TABLE users
  ADD COLUMN dni text,
  ADD COLUMN birthdate date,
  ADD COLUMN phone text,
  ADD COLUMN mail_confirmed boolean NOT NULL DEFAULT true,
  ADD COLUMN phone_confirmed boolean NOT NULL DEFAULT false,
  -- {street, postalCode, city, province, country}
  ADD COLUMN address jsonb,
  ADD COLUMN address_confirmed boolean NOT NULL DEFAULT false,
  ADD COLUMN photo_status text NOT NULL DEFAULT 'NONE' CHECK (photo_status IN ('NONE', 'PENDING', 'CONFIRMED', 'OMITTED'));
CREATE UNIQUE INDEX users_dni_key ON users (upper(dni)) WHERE dni IS NOT NULL;

-- Price roles ("rolls" of spec §3): adult, gold, youth bands, child…; junior roles get junior prices.
CREATE TABLE rols (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  junior boolean NOT NULL DEFAULT false,
  min_age integer,
  max_age integer
);

ALTER TABLE partners
  DROP COLUMN total_paid_cents,
  ADD COLUMN pin_hash text,
  ADD COLUMN previous_partner_number integer,
  ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING')),
  ADD COLUMN blocked boolean NOT NULL DEFAULT false,
  ADD COLUMN rol_id integer REFERENCES rols (id);

ALTER TABLE sympathizers ADD COLUMN pin_hash text;

-- Paid seasons: 'partner has no payments' is the absence of a row for the current season.
CREATE TABLE partner_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  season text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  paid_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_payments_partner_idx ON partner_payments (partner_id, season);

-- One-time tokens sent by mail: password restore, mail/phone confirmation, creation login.
-- Only the sha256 is stored.
CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('PASSWORD_RESTORE', 'MAIL_CONFIRM', 'PHONE_CONFIRM', 'CREATION_LOGIN')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose);

-- Mails the server "sends": there is no SMTP in the reference server, so they are kept here
-- (and logged) for the demo and the tests to read.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Login attempts, for the per-IP and per-account rate limit.
CREATE TABLE login_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip text NOT NULL,
  account text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at);
CREATE INDEX login_attempts_account_idx ON login_attempts (account, attempted_at);

-- An employee acting as another user keeps their own id on the session.
ALTER TABLE sessions ADD COLUMN impersonator_user_id integer REFERENCES users (id) ON DELETE CASCADE;

-- Groups of partners. A partner belongs to one group at most.
CREATE TABLE groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('FAMILY', 'FRIENDS')),
  max_members integer NOT NULL CHECK (max_members > 0),
  familiar_discount boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  partner_id integer NOT NULL UNIQUE REFERENCES partners (id) ON DELETE CASCADE,
  is_owner boolean NOT NULL DEFAULT false,
  -- PENDING: added but not yet confirmed with the mailed token (double authentication).
  status text NOT NULL CHECK (status IN ('ACTIVE', 'PENDING')),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, partner_id)
);
CREATE TABLE group_tokens (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, partner_id)
);

-- Deep links are signed tokens; a login link can be used once.
CREATE TABLE deep_link_uses (
  jti text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);

-- The arena: sectors hold areas, areas hold seats. Shapes are polygons [[x, y], …] in the
-- seat map's world units.
CREATE TABLE sectors (
  id integer PRIMARY KEY,
  name text NOT NULL,
  shape jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE areas (
  id integer PRIMARY KEY,
  sector_id integer NOT NULL REFERENCES sectors (id),
  name text NOT NULL,
  shape jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE seats (
  id integer PRIMARY KEY,
  area_id integer NOT NULL REFERENCES areas (id),
  row_number integer NOT NULL,
  seat_number integer NOT NULL,
  x real NOT NULL,
  y real NOT NULL,
  UNIQUE (area_id, row_number, seat_number)
);
CREATE INDEX seats_area_idx ON seats (area_id);
-- A price of an area for a list of roles; junior prices are for junior roles.
CREATE TABLE area_prices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  area_id integer NOT NULL REFERENCES areas (id),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  junior boolean NOT NULL DEFAULT false,
  rol_ids integer[] NOT NULL
);
CREATE INDEX area_prices_area_idx ON area_prices (area_id);

-- Products on sale: new memberships, renewals, sympathizer-with-number and seat changes.
CREATE TABLE products (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('NEW', 'RENEWAL', 'SYMPATHIZER_WITH_NUMBER', 'SEAT_CHANGE')),
  rol_id integer REFERENCES rols (id),
  term text NOT NULL,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  season text NOT NULL,
  -- Units left; NULL is unlimited.
  stock integer CHECK (stock >= 0),
  active boolean NOT NULL DEFAULT true
);

-- A seat-change session of one user for one or more partners.
CREATE TABLE seat_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  status text NOT NULL CHECK (status IN ('OPEN', 'CONFIRMED', 'PENDING_PAYMENT', 'PAID', 'REFUND_PENDING',
    'FAILED', 'CANCELLED', 'EXPIRED')),
  first_step boolean NOT NULL DEFAULT true,
  second_step boolean NOT NULL DEFAULT false,
  third_step boolean NOT NULL DEFAULT false,
  seat_change_failed boolean NOT NULL DEFAULT false,
  rols_selected jsonb NOT NULL DEFAULT '[]'::jsonb,
  total_amount_cents integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One live change per user: a second init must cancel the first.
CREATE UNIQUE INDEX seat_changes_one_live ON seat_changes (user_id) WHERE status IN ('OPEN', 'CONFIRMED', 'PENDING_PAYMENT');
CREATE TABLE seat_change_partners (
  seat_change_id integer NOT NULL REFERENCES seat_changes (id) ON DELETE CASCADE,
  partner_id integer NOT NULL REFERENCES partners (id),
  next_seat_id integer REFERENCES seats (id),
  PRIMARY KEY (seat_change_id, partner_id)
);

-- Who has a seat: SOLD to a partner for the season, or HELD by a seat-change session until it
-- expires. The primary key is the guarantee that one seat has one claim, whatever the timing.
CREATE TABLE seat_claims (
  seat_id integer PRIMARY KEY REFERENCES seats (id),
  kind text NOT NULL CHECK (kind IN ('SOLD', 'HELD')),
  partner_id integer REFERENCES partners (id) ON DELETE CASCADE,
  seat_change_id integer REFERENCES seat_changes (id) ON DELETE CASCADE,
  expires_at timestamptz,
  CHECK ((kind = 'SOLD' AND partner_id IS NOT NULL AND seat_change_id IS NULL AND expires_at IS NULL)
      OR (kind = 'HELD' AND seat_change_id IS NOT NULL AND expires_at IS NOT NULL))
);
-- A partner has one seat per season.
CREATE UNIQUE INDEX seat_claims_one_sold_per_partner ON seat_claims (partner_id) WHERE kind = 'SOLD';
CREATE INDEX seat_claims_change_idx ON seat_claims (seat_change_id);

-- Payments sent to the provider for a seat change, and the provider's answer.
CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seat_change_id integer NOT NULL REFERENCES seat_changes (id) ON DELETE CASCADE,
  transaction text NOT NULL UNIQUE,
  method text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'REFUND_PENDING')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
