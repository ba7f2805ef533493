-- A sign-up order reserves one unit of each person's product when it first holds seats, so a
-- pass that sells out meanwhile is refused before anyone pays. Units left = stock − units of
-- live orders (OPEN, PENDING_PAYMENT, AWAITING_CASH, before expires_at) that reserved: an
-- expired, cancelled, declined or replaced order gives its units back without a sweeper.
ALTER TABLE signup_orders ADD COLUMN units_reserved boolean NOT NULL DEFAULT false;
-- Units left are counted from the few live reserving orders (then their people by primary key),
-- never from every order ever made for a product.
CREATE INDEX signup_orders_reserving_idx ON signup_orders (expires_at)
  WHERE units_reserved AND status IN ('OPEN', 'PENDING_PAYMENT', 'AWAITING_CASH');

-- The member's language, for their mails and pass card: set at sign-up, kept current by the app.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en', 'fr'));
