-- One counter table for every rate limit declared on the contract's endpoints (server/http/limits.ts):
-- a row per counted call, under its counter and key (`login-account` + `user:12`, `recovery-address`
-- + an IPv4 address or an IPv6 /64). `succeeded` turns true when a failures-only call answers 2xx:
-- such a row no longer counts, and clears the failures of its account before it. Rows older than
-- their window are dropped, for the whole counter, as calls come.
CREATE TABLE limit_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  counter text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  succeeded boolean NOT NULL DEFAULT false
);
CREATE INDEX limit_hits_key_idx ON limit_hits (counter, key, at);

DROP TABLE login_attempts;
DROP TABLE request_limit_hits;
DROP TABLE mail_code_sends;
DROP TABLE signup_account_ips;
