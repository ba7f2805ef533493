-- Seat changes (spec §3, §4): the seat each partner leaves, recorded when the change starts, so
-- the price difference, the applied change and the result pages do not depend on later moves.
ALTER TABLE seat_change_partners ADD COLUMN previous_seat_id integer REFERENCES seats (id);
-- "Is this partner already in a live change?" is asked at every init.
CREATE INDEX seat_change_partners_partner_idx ON seat_change_partners (partner_id);
CREATE INDEX payments_seat_change_idx ON payments (seat_change_id);
