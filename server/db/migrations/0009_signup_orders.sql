-- Sign-up orders (beyond spec §7): a visitor's or a renewing member's order for one or several
-- people, its seat holds and its payments. Plain PostgreSQL 15 SQL: runs unchanged on PGlite.

-- Family members of an order have no account of their own: their users row (name, DNI, birth
-- date) carries no mail and no usable password; the account that paid manages them.
ALTER TABLE users ALTER COLUMN mail DROP NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_mail_unless_partner CHECK (mail IS NOT NULL OR type = 'PARTNER');

CREATE TABLE signup_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('NEW', 'RENEWAL')),
  term text NOT NULL,
  season text NOT NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'PENDING_PAYMENT', 'AWAITING_CASH', 'PAID', 'FAILED',
    'REFUND_PENDING', 'CANCELLED', 'EXPIRED')),
  -- When the order and its holds lapse (settings.seat_hold_seconds; longer while paying).
  expires_at timestamptz NOT NULL,
  -- Cents after family discounts, kept up to date with the seats held.
  total_cents integer NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One live order per account: a new one replaces an OPEN one, and waits while one is being paid.
CREATE UNIQUE INDEX signup_orders_one_live ON signup_orders (user_id)
  WHERE status IN ('OPEN', 'PENDING_PAYMENT', 'AWAITING_CASH');
CREATE INDEX signup_orders_user_idx ON signup_orders (user_id, id);

-- The people of an order. person_id is the partners.id the person gets once paid: drawn from the
-- partners' identity sequence (or a renewing member's own partner id), so the areas call can take
-- it as a partner id before the partner exists.
CREATE TABLE signup_order_people (
  order_id integer NOT NULL REFERENCES signup_orders (id) ON DELETE CASCADE,
  person_id integer NOT NULL,
  position integer NOT NULL,
  self boolean NOT NULL,
  name text NOT NULL,
  lastname text NOT NULL,
  dni text,
  birthdate date NOT NULL,
  rol_id integer NOT NULL REFERENCES rols (id),
  product_id integer NOT NULL REFERENCES products (id),
  seat_id integer REFERENCES seats (id),
  price_rule text NOT NULL DEFAULT 'single',
  base_cents integer NOT NULL DEFAULT 0 CHECK (base_cents >= 0),
  price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  PRIMARY KEY (order_id, person_id),
  UNIQUE (order_id, position)
);
CREATE INDEX signup_order_people_person_idx ON signup_order_people (person_id);

-- A seat may be HELD by a sign-up order as well as by a seat change. The primary key still
-- decides: one claim per seat, whoever asks.
ALTER TABLE seat_claims ADD COLUMN signup_order_id integer REFERENCES signup_orders (id) ON DELETE CASCADE;
ALTER TABLE seat_claims DROP CONSTRAINT seat_claims_check;
ALTER TABLE seat_claims ADD CONSTRAINT seat_claims_holder_check CHECK (
  (kind = 'SOLD' AND partner_id IS NOT NULL AND seat_change_id IS NULL AND signup_order_id IS NULL AND expires_at IS NULL)
  OR (kind = 'HELD' AND expires_at IS NOT NULL AND (seat_change_id IS NULL) <> (signup_order_id IS NULL)));
CREATE INDEX seat_claims_signup_order_idx ON seat_claims (signup_order_id);

-- Payments of an order: at the provider (CARD, SPLIT: transaction set) or at the office (CASH).
CREATE TABLE signup_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES signup_orders (id) ON DELETE CASCADE,
  transaction text UNIQUE,
  method text NOT NULL CHECK (method IN ('CARD', 'CASH', 'SPLIT')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  -- SPLIT: the half debited from the IBAN on debit_on.
  deferred_cents integer NOT NULL DEFAULT 0 CHECK (deferred_cents >= 0),
  debit_on date,
  iban text,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'REFUND_PENDING')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((method = 'CASH') = (transaction IS NULL)),
  CHECK ((method = 'SPLIT') = (iban IS NOT NULL AND debit_on IS NOT NULL))
);
CREATE INDEX signup_payments_order_idx ON signup_payments (order_id);
