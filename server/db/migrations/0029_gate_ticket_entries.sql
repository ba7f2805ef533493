-- A gate admits a single game's ticket as it admits a member's card: an entry names either the
-- member (partner_number) or the ticket (ticket_id), in the same table, so one sequence orders
-- both and one sync cursor reaches both. The same ticket, device and time is one entry.
ALTER TABLE gate_entries ALTER COLUMN partner_number DROP NOT NULL;
ALTER TABLE gate_entries ADD COLUMN ticket_id integer REFERENCES tickets (id) ON DELETE CASCADE;
ALTER TABLE gate_entries ADD CONSTRAINT gate_entries_one_entrant CHECK (num_nonnulls(partner_number, ticket_id) = 1);
CREATE UNIQUE INDEX gate_entries_ticket_once ON gate_entries (game_id, ticket_id, device_id, at) WHERE ticket_id IS NOT NULL;
