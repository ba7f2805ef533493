-- How long a seat change holds its seats before it lapses (spec §3 expirateIn). A club tunes it;
-- browser tests shorten it to watch a hold expire without waiting a quarter of an hour.
ALTER TABLE settings ADD COLUMN seat_hold_seconds integer NOT NULL DEFAULT 900
  CHECK (seat_hold_seconds BETWEEN 10 AND 86400);
