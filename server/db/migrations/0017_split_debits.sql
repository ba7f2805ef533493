-- The second half of a SPLIT sign-up payment (beyond spec §7): one SEPA direct debit per person,
-- made at approval and charged on or after debit_on by the server's scheduled job. Plain
-- PostgreSQL 15 SQL: runs unchanged on PGlite.
CREATE TABLE split_debits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  signup_payment_id integer NOT NULL REFERENCES signup_payments (id) ON DELETE CASCADE,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  season text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  iban text NOT NULL,
  debit_on date NOT NULL,
  -- PENDING → CLAIMED (a process is asking the provider) → CHARGED or FAILED. A CLAIMED row whose
  -- claim went stale (the process died) is claimed again and sent with the same key.
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CLAIMED', 'CHARGED', 'FAILED')),
  -- Sent with every attempt: the provider charges one key at most once.
  idempotency_key text NOT NULL UNIQUE,
  claimed_at timestamptz,
  decided_at timestamptz,
  UNIQUE (signup_payment_id, partner_id)
);
CREATE INDEX split_debits_due_idx ON split_debits (debit_on, id) WHERE status IN ('PENDING', 'CLAIMED');
CREATE INDEX split_debits_partner_idx ON split_debits (partner_id, season);
