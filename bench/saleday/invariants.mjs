/**
 * What the database says about the run's buyers (users whose mail starts with `mailPrefix`):
 *   seatsSold         SOLD seat claims of their partners
 *   paymentsApproved  their sign-up payments APPROVED
 *   paidOrders        their PAID orders
 *   seatsSoldTwice    seats in two PAID orders, plus PAID orders whose seat is not SOLD to their
 *                     person (another buyer's claim, or none): each a seat sold to two, or sold
 *                     without being kept
 */
export async function saleInvariants(pool, mailPrefix) {
  const like = `${mailPrefix}%`;
  const one = async (sql) => Number((await pool.query(sql, [like])).rows[0].n);
  const buyers = 'SELECT id FROM users WHERE mail LIKE $1';
  const paidSeats = `SELECT p.seat_id, p.person_id FROM signup_order_people p JOIN signup_orders o ON o.id = p.order_id
                     WHERE o.status = 'PAID' AND o.user_id IN (${buyers})`;
  return {
    seatsSold: await one(
      `SELECT count(*) AS n FROM seat_claims c JOIN partners p ON p.id = c.partner_id WHERE c.kind = 'SOLD' AND p.user_id IN (${buyers})`,
    ),
    paymentsApproved: await one(
      `SELECT count(*) AS n FROM signup_payments sp JOIN signup_orders o ON o.id = sp.order_id
       WHERE sp.status = 'APPROVED' AND o.user_id IN (${buyers})`,
    ),
    paidOrders: await one(`SELECT count(*) AS n FROM signup_orders WHERE status = 'PAID' AND user_id IN (${buyers})`),
    seatsSoldTwice:
      (await one(`SELECT count(*) AS n FROM (SELECT seat_id FROM (${paidSeats}) s GROUP BY seat_id HAVING count(*) > 1) twice`)) +
      (await one(
        `SELECT count(*) AS n FROM (${paidSeats}) s
         WHERE NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.seat_id AND c.kind = 'SOLD' AND c.partner_id = s.person_id)`,
      )),
  };
}

/** When the line let `holder` in, in database time (µs since the epoch); null when it has no place inside. */
export async function admittedAtOf(pool, holder) {
  const { rows } = await pool.query(
    'SELECT (extract(epoch FROM admitted_at) * 1000000)::bigint::text AS at FROM queue_entries WHERE holder = $1 AND admitted_at IS NOT NULL',
    [holder],
  );
  return rows[0] ? Number(rows[0].at) : null;
}

/** The holder an admission token was issued to (`visitor:<id>` or `user:<id>`): its payload is `flow|holder|expiresAt`. */
export const holderOfAdmission = (token) => Buffer.from(token.split('.')[0], 'base64url').toString().split('|')[1];

/**
 * Buyers let in while one who joined strictly earlier (an earlier wave: its place was taken before
 * theirs was asked for) still waited: by the database's admission times, so two buyers let in by
 * one admission are never counted. A buyer of an earlier wave never let in while still in line
 * counts as let in last.
 */
export function admissionsOutOfOrder(buyers) {
  const waves = new Map();
  for (const buyer of buyers.filter((b) => b.wave !== undefined && b.joined)) {
    if (!waves.has(buyer.wave)) waves.set(buyer.wave, []);
    waves.get(buyer.wave).push(buyer);
  }
  let latestBefore = -Infinity;
  let violations = 0;
  for (const wave of [...waves.keys()].sort((a, b) => a - b)) {
    const members = waves.get(wave);
    violations += members.filter((b) => b.admittedAtDb != null && b.admittedAtDb < latestBefore).length;
    for (const b of members) latestBefore = Math.max(latestBefore, b.admittedAtDb ?? (b.neverAdmittedInLine ? Infinity : -Infinity));
  }
  return violations;
}
