-- A sale's opening (QUEUE_OPENS_AT): who asked for a purchase route before it is drawn a random
-- place at the opening (server/queue/lottery.ts); later arrivals follow in arrival order.
-- When the holder first asked: the pre-queue is everyone waiting who joined before the opening.
ALTER TABLE queue_entries ADD COLUMN joined_at timestamptz NOT NULL DEFAULT now();
-- The place came from the draw (shown to the member), not from arrival order.
ALTER TABLE queue_entries ADD COLUMN drawn boolean NOT NULL DEFAULT false;

-- One draw per opening time, made once (under the admission lock) by whichever process gets
-- there first; kept so anyone can recompute the order: drawn_order = shuffle(arrivals, seed).
CREATE TABLE queue_draws (
  opens_at timestamptz PRIMARY KEY,
  -- 32 random bytes, hex: the key of the shuffle's HMAC-SHA256 generator.
  seed text NOT NULL,
  -- The pre-queue's holders in arrival order: the shuffle's input.
  arrivals text[] NOT NULL,
  -- The same holders in the drawn order: place 1 first.
  drawn_order text[] NOT NULL,
  drawn_at timestamptz NOT NULL DEFAULT now()
);
