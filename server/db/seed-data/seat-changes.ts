import { randomBytes } from 'node:crypto';
import type { SeatChangeStatus } from '../../../src/api/seat-change.ts';
import { computeTotalCents } from '../../store/seat-change-payments.ts';
import type { Queryable } from '../db.ts';
import { SEAT_CHANGE_DEMO } from './accounts-seat-change.ts';

/**
 * A seat change in each state the checkout shows, for the accounts of accounts-seat-change.ts.
 * Runs after the arena (products and every active partner's SOLD seat); without them it does
 * nothing. Live changes last a day instead of the 15-minute hold, so the demo still has them
 * some time after the first start.
 */
export async function seedSeatChanges(tx: Queryable): Promise<void> {
  const product = await tx.query<{ id: number }>(
    "SELECT id FROM products WHERE kind = 'SEAT_CHANGE' AND active ORDER BY id LIMIT 1",
  );
  const productId = product.rows[0]?.id;
  if (productId === undefined) return;
  const scenarios: { partnerNumber: number; status: SeatChangeStatus; payment: string | null }[] = [
    { partnerNumber: SEAT_CHANGE_DEMO.open, status: 'OPEN', payment: null },
    { partnerNumber: SEAT_CHANGE_DEMO.pendingPayment, status: 'PENDING_PAYMENT', payment: 'PENDING' },
    { partnerNumber: SEAT_CHANGE_DEMO.paid, status: 'PAID', payment: 'APPROVED' },
    { partnerNumber: SEAT_CHANGE_DEMO.failed, status: 'FAILED', payment: 'DECLINED' },
  ];
  for (const scenario of scenarios) await seedScenario(tx, productId, scenario);
}

interface DemoPartner {
  id: number;
  user_id: number;
  rol_id: number | null;
  seat_id: number;
}

async function seedScenario(
  tx: Queryable,
  productId: number,
  scenario: { partnerNumber: number; status: SeatChangeStatus; payment: string | null },
): Promise<void> {
  const { rows } = await tx.query<DemoPartner>(
    `SELECT p.id, p.user_id, p.rol_id, c.seat_id FROM partners p
     JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' WHERE p.partner_number = $1`,
    [scenario.partnerNumber],
  );
  const partner = rows[0];
  const freeSeat = partner ? await freeSeatFor(tx, partner) : null;
  if (!partner || freeSeat === null) return;
  const live = scenario.status === 'OPEN' || scenario.status === 'PENDING_PAYMENT';
  // A paid change already moved the partner: from the free seat to the one they hold now.
  const [previous, next] = scenario.status === 'PAID' ? [freeSeat, partner.seat_id] : [partner.seat_id, freeSeat];
  const change = await tx.query<{ id: number }>(
    `INSERT INTO seat_changes (session, user_id, product_id, status, second_step, third_step, seat_change_failed,
       rols_selected, expires_at)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7::jsonb, now() + make_interval(hours => $8)) RETURNING id`,
    [
      randomBytes(24).toString('base64url'),
      partner.user_id,
      productId,
      scenario.status,
      scenario.status !== 'OPEN',
      scenario.status === 'FAILED',
      JSON.stringify(partner.rol_id === null ? [] : [partner.rol_id]),
      live ? 24 : 0,
    ],
  );
  const changeId = change.rows[0]!.id;
  await tx.query(
    'INSERT INTO seat_change_partners (seat_change_id, partner_id, previous_seat_id, next_seat_id) VALUES ($1, $2, $3, $4)',
    [changeId, partner.id, previous, next],
  );
  if (live) {
    await tx.query(
      `INSERT INTO seat_claims (seat_id, kind, partner_id, seat_change_id, expires_at)
       SELECT $1, 'HELD', $2, id, expires_at FROM seat_changes WHERE id = $3`,
      [freeSeat, partner.id, changeId],
    );
  }
  if (scenario.status === 'OPEN') return;
  const total = await computeTotalCents(tx, changeId);
  await tx.query('UPDATE seat_changes SET total_amount_cents = $2 WHERE id = $1', [changeId, total]);
  await tx.query(
    `INSERT INTO payments (seat_change_id, transaction, method, amount_cents, status, decided_at)
     VALUES ($1, $2, 'CARD', $3, $4, CASE WHEN $4 = 'PENDING' THEN NULL ELSE now() END)`,
    [changeId, randomBytes(18).toString('base64url'), total, scenario.payment],
  );
}

/** The first unclaimed seat outside the partner's area, priced for their role. */
async function freeSeatFor(tx: Queryable, partner: DemoPartner): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT s.id FROM seats s
     WHERE s.area_id <> (SELECT area_id FROM seats WHERE id = $1)
       AND EXISTS (SELECT 1 FROM area_prices ap WHERE ap.area_id = s.area_id AND $2 = ANY(ap.rol_ids))
       AND NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id)
     ORDER BY s.id LIMIT 1`,
    [partner.seat_id, partner.rol_id],
  );
  return rows[0]?.id ?? null;
}
