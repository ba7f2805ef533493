/**
 * The renewal bench's invariants, read from the database at the end: each query returns the
 * offending rows, so a figure of 0 is the invariant holding.
 */
import { bestBlock } from '../../server/seats/best-block.ts';
import { loadNextSeasonAreas } from '../../server/store/next-season-seats.ts';

/** Seats in two claims (the primary key forbids it), partners in two seats, and renewed people without a seat. */
export async function seatInvariants(db, season) {
  const twice = await db.query('SELECT seat_id FROM season_seat_claims WHERE season = $1 GROUP BY seat_id HAVING count(*) > 1', [season]);
  const partnerTwice = await db.query(
    'SELECT partner_id FROM season_seat_claims WHERE season = $1 AND partner_id IS NOT NULL GROUP BY partner_id HAVING count(*) > 1',
    [season],
  );
  const seatless = await db.query(
    `SELECT rp.partner_id FROM renewal_people rp JOIN renewals r ON r.id = rp.renewal_id
     WHERE r.season = $1 AND r.status = 'RENEWED'
       AND NOT EXISTS (SELECT 1 FROM season_seat_claims c WHERE c.season = $1 AND c.partner_id = rp.partner_id AND c.kind = 'SOLD')`,
    [season],
  );
  return { seatsTwice: twice.rows.length + partnerTwice.rows.length, renewedWithoutSeat: seatless.rows.length };
}

/** Renewals whose people's prices, total and charges (debits, approved card payments) do not agree to the cent. */
export async function chargeMismatches(db, season) {
  const { rows } = await db.query(
    `SELECT r.id, r.total_cents,
       (SELECT coalesce(sum(price_cents), 0) FROM renewal_people WHERE renewal_id = r.id)::int AS people_cents,
       ((SELECT coalesce(sum(amount_cents), 0) FROM split_debits WHERE renewal_id = r.id)
        + (SELECT coalesce(sum(amount_cents), 0) FROM renewal_payments WHERE renewal_id = r.id AND status = 'APPROVED'))::int AS charged_cents
     FROM renewals r WHERE r.season = $1 AND r.status = 'RENEWED'`,
    [season],
  );
  return rows.filter((row) => row.total_cents !== row.people_cents || row.total_cents !== row.charged_cents);
}

/**
 * Offers out of order after a round: a waiting entry that fits in the seats free now plus those
 * the round offered to entries after it (the round would have given them to it first).
 */
export async function offersOutOfOrder(db, season, offeredThisRound) {
  const { rows: waiting } = await db.query("SELECT id, party_size FROM waiting_list_entries WHERE season = $1 AND status = 'WAITING' ORDER BY id", [season]);
  if (waiting.length === 0) return 0;
  const areas = await loadNextSeasonAreas(db, season, []);
  let outOfOrder = 0;
  for (const entry of waiting) {
    const later = new Set(offeredThisRound.filter((offer) => offer.entryId > entry.id).flatMap((offer) => offer.seatIds));
    const seen = areas.map((area) => ({ ...area, seats: area.seats.map((seat) => ({ ...seat, free: seat.free || later.has(seat.id) })) }));
    const block = bestBlock(seen, { count: entry.party_size });
    if (block && block.arrangement !== 'SPLIT') outOfOrder++;
  }
  return outOfOrder;
}
