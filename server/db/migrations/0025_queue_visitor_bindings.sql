-- A visitor's place in line becomes an account's at a login (server/queue/place-transfer.ts), once:
-- the visitor identity is bound to the first account that takes its place, and an account takes
-- the place of one visitor identity only, so farmed visitor places cannot be gathered into one
-- account nor passed on from one account to another.
CREATE TABLE queue_visitor_bindings (
  visitor text PRIMARY KEY,
  member text NOT NULL UNIQUE,
  -- Kept as long as the visitor cookie lives (24 hours), then dropped.
  bound_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX queue_visitor_bindings_bound_at ON queue_visitor_bindings (bound_at);
