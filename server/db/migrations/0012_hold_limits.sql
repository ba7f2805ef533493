-- Limits against seat squatting (server/store/hold-limits.ts): where accounts are made from and
-- where an order's seats were held from, so one IP cannot hold the arena through many accounts.

-- One row per account made by POST signup/account; rows older than the window are dropped.
CREATE TABLE signup_account_ips (
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_account_ips_ip_idx ON signup_account_ips (ip, created_at);

-- The IP that made the order's first hold (null until it holds a seat).
ALTER TABLE signup_orders ADD COLUMN hold_ip text;
CREATE INDEX signup_orders_hold_ip_idx ON signup_orders (hold_ip) WHERE hold_ip IS NOT NULL;
