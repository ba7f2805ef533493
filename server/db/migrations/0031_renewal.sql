-- The next season's renewal (beyond §7; SPEC §9): the campaign's calendar as data, renewals paid
-- by card or by debits, relocation windows by priority, and a waiting list for the seats left free.
-- Plain PostgreSQL 15 SQL: runs unchanged on PGlite.

-- What priority and the club card's parts read: the day a member first joined, and whether they
-- hold the club's card (SPEC §9: parts with nothing until October for a club card holder).
ALTER TABLE partners ADD COLUMN member_since date NOT NULL DEFAULT CURRENT_DATE;
ALTER TABLE partners ADD COLUMN club_card boolean NOT NULL DEFAULT false;

-- A season's campaign as the club sets it; "before" dates are exclusive, as the campaign writes
-- them. `instalments` and `parts` are [{"on": "YYYY-MM-DD", "percent": n}], summing to 100.
CREATE TABLE season_calendars (
  season text PRIMARY KEY CHECK (season ~ '^\d{2}/\d{2}$'),
  renewal_opens_on date NOT NULL,
  renew_before date NOT NULL,
  instalments_request_before date NOT NULL,
  instalments jsonb NOT NULL,
  parts jsonb NOT NULL,
  relocation_starts_at timestamptz NOT NULL,
  relocation_windows integer NOT NULL CHECK (relocation_windows BETWEEN 1 AND 500),
  relocation_window_minutes integer NOT NULL CHECK (relocation_window_minutes BETWEEN 1 AND 100000),
  waiting_list_opens_on date NOT NULL,
  new_members_from date NOT NULL,
  offer_hours integer NOT NULL DEFAULT 48 CHECK (offer_hours BETWEEN 1 AND 720),
  -- The last waiting-list offer round (server/store/renewal-advance.ts runs one a minute at most on reads).
  offers_checked_at timestamptz,
  CHECK (renewal_opens_on <= instalments_request_before AND instalments_request_before <= renew_before)
);

-- The next season's price of a pass: an area's price for a role (the current season's prices
-- are area_prices, which have no season).
CREATE TABLE season_area_prices (
  season text NOT NULL,
  area_id integer NOT NULL REFERENCES areas (id),
  rol_id integer NOT NULL REFERENCES rols (id),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  PRIMARY KEY (season, area_id, rol_id)
);

-- A renewal of one or more partners (the caller and the members of the group they own): the
-- purchase core's owner (purchase/flow.ts) while a card payment is at the provider. Debited
-- options are RENEWED at once, with their debits in split_debits.
CREATE TABLE renewals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  season text NOT NULL REFERENCES season_calendars (season),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('PENDING_PAYMENT', 'RENEWED', 'FAILED', 'EXPIRED', 'REFUND_PENDING')),
  option text NOT NULL CHECK (option IN ('CARD', 'INSTALMENTS', 'PARTS')),
  iban text,
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  wants_to_move boolean NOT NULL DEFAULT false,
  -- The relocation window, assigned once the renewal's deadline passed (1-based), and the priority that placed it.
  window_index integer,
  window_starts_at timestamptz,
  window_ends_at timestamptz,
  priority_years integer,
  priority_attendance integer,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (option = 'CARD' OR iban IS NOT NULL)
);
CREATE INDEX renewals_user_idx ON renewals (user_id, season, id);
CREATE INDEX renewals_window_idx ON renewals (season, window_index) WHERE wants_to_move;

-- Each person of a renewal with their quote, line by line (cents; discounts negative).
CREATE TABLE renewal_people (
  renewal_id integer NOT NULL REFERENCES renewals (id) ON DELETE CASCADE,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  season text NOT NULL,
  rol_id integer NOT NULL REFERENCES rols (id),
  pass_cents integer NOT NULL,
  family_cents integer NOT NULL DEFAULT 0 CHECK (family_cents <= 0),
  attendance_cents integer NOT NULL DEFAULT 0 CHECK (attendance_cents <= 0),
  credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents <= 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  PRIMARY KEY (renewal_id, partner_id)
);
CREATE INDEX renewal_people_partner_idx ON renewal_people (partner_id, season);

CREATE TABLE renewal_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  renewal_id integer NOT NULL REFERENCES renewals (id) ON DELETE CASCADE,
  transaction text NOT NULL UNIQUE,
  method text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'REFUND_PENDING')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX renewal_payments_renewal_idx ON renewal_payments (renewal_id);

-- The waiting list of a season (the pre-reservation list opens two days before the sign-up):
-- in order of joining, each asking for `party_size` seats together.
CREATE TABLE waiting_list_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  season text NOT NULL REFERENCES season_calendars (season),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  party_size integer NOT NULL CHECK (party_size BETWEEN 1 AND 8),
  status text NOT NULL CHECK (status IN ('WAITING', 'OFFERED', 'ACCEPTED', 'DECLINED', 'LAPSED', 'LEFT')),
  offer_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX waiting_list_one_live ON waiting_list_entries (season, user_id) WHERE status IN ('WAITING', 'OFFERED', 'ACCEPTED');
CREATE INDEX waiting_list_order_idx ON waiting_list_entries (season, id) WHERE status = 'WAITING';

-- Who has a seat next season. KEPT: the member's seat of this season, theirs until the renewal's
-- deadline; SOLD: renewed (or moved) to a partner, or accepted by a waiting-list entry; OFFERED:
-- offered to a waiting-list entry until `expires_at`. The primary key is the guarantee that a
-- seat is given once, whatever the timing.
CREATE TABLE season_seat_claims (
  season text NOT NULL,
  seat_id integer NOT NULL REFERENCES seats (id),
  kind text NOT NULL CHECK (kind IN ('KEPT', 'SOLD', 'OFFERED')),
  partner_id integer REFERENCES partners (id) ON DELETE CASCADE,
  waiting_entry_id integer REFERENCES waiting_list_entries (id) ON DELETE CASCADE,
  expires_at timestamptz,
  PRIMARY KEY (season, seat_id),
  CHECK (num_nonnulls(partner_id, waiting_entry_id) = 1),
  CHECK ((kind = 'OFFERED') = (expires_at IS NOT NULL)),
  CHECK (kind <> 'KEPT' OR partner_id IS NOT NULL)
);
CREATE UNIQUE INDEX season_seat_claims_one_per_partner ON season_seat_claims (season, partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX season_seat_claims_entry_idx ON season_seat_claims (waiting_entry_id) WHERE waiting_entry_id IS NOT NULL;
-- The deadline's sweep of seats not renewed runs before every relocation and waiting-list request:
-- once they are gone, it must find nothing without reading the season's every claim.
CREATE INDEX season_seat_claims_kept_idx ON season_seat_claims (season) WHERE kind = 'KEPT';

-- Renewal debits go through the same SEPA job as the sign-up's second halves: a debit belongs to
-- a sign-up payment or to a renewal (its instalment or part, 1-based).
ALTER TABLE split_debits ALTER COLUMN signup_payment_id DROP NOT NULL;
ALTER TABLE split_debits ADD COLUMN renewal_id integer REFERENCES renewals (id) ON DELETE CASCADE;
ALTER TABLE split_debits ADD COLUMN instalment integer;
ALTER TABLE split_debits ADD CONSTRAINT split_debits_one_owner CHECK (num_nonnulls(signup_payment_id, renewal_id) = 1);
ALTER TABLE split_debits ADD CONSTRAINT split_debits_renewal_instalment CHECK ((renewal_id IS NULL) = (instalment IS NULL));
CREATE UNIQUE INDEX split_debits_renewal_once ON split_debits (renewal_id, partner_id, instalment) WHERE renewal_id IS NOT NULL;

-- The renewal takes credits off its price: a negative row of the ledger names the renewal.
ALTER TABLE member_credits DROP CONSTRAINT member_credits_reason_check;
ALTER TABLE member_credits ADD CONSTRAINT member_credits_reason_check CHECK (reason IN ('RELEASE_SOLD', 'RENEWAL'));
ALTER TABLE member_credits ADD COLUMN renewal_id integer REFERENCES renewals (id) ON DELETE CASCADE;
ALTER TABLE member_credits ADD CONSTRAINT member_credits_renewal_row CHECK (reason <> 'RENEWAL' OR (renewal_id IS NOT NULL AND amount_cents < 0));
