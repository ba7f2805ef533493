import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { renewalOverviewSchema, renewResultSchema, type RenewBody } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';
import { insertGame } from './releases.fixtures.ts';

/** The renewal's days of the seeded 26/27 calendar (specCalendar), at 10:00 in Madrid: the tests' "today". */
export const clubNoon = (day: string) => new Date(`${day}T08:00:00.000Z`);

/** A valid Spanish IBAN (check digits right), for the debited options. */
export const TEST_IBAN = 'ES9121000418450200051332';

export function renewalCall(app: FastifyInstance, method: 'GET' | 'POST', path: string, cookie?: string, body?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/api/${path}`, ...(body === undefined ? {} : { payload: body as object }), headers: cookie ? { cookie } : {} });
}

export async function overviewOf(app: FastifyInstance, cookie: string) {
  const response = await renewalCall(app, 'GET', 'renewal', cookie);
  if (response.statusCode !== 200) throw new Error(`GET renewal answered ${response.statusCode}: ${response.body}`);
  return renewalOverviewSchema.parse(response.json());
}

export const renew = (app: FastifyInstance, cookie: string, body: RenewBody) => renewalCall(app, 'POST', 'renewal', cookie, body);

export const parseRenewed = (response: LightMyRequestResponse) => renewResultSchema.parse(response.json());

/** The partner id of a demo account. */
export async function partnerIdOf(db: Queryable, mail: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT p.id FROM partners p JOIN users u ON u.id = p.user_id WHERE u.mail = $1', [mail]);
  return rows[0]!.id;
}

/** The partner's claim of the next season: KEPT, SOLD, or none. */
export async function claimKind(db: Queryable, partnerId: number): Promise<string | null> {
  const { rows } = await db.query<{ kind: string }>("SELECT kind FROM season_seat_claims WHERE season = '26/27' AND partner_id = $1", [partnerId]);
  return rows[0]?.kind ?? null;
}

/** A credit of `cents` for the partner, as a sold release writes it (the ledger's only positive rows). */
export async function giveCredit(db: Queryable, partnerId: number, cents: number): Promise<void> {
  const gameId = await insertGame(db, '-30 days');
  await db.query(
    `WITH release AS (
       INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status)
       SELECT $1, c.seat_id, p.id, p.user_id, 'SOLD' FROM partners p JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' WHERE p.id = $2
       RETURNING id, partner_id)
     INSERT INTO member_credits (partner_id, amount_cents, reason, release_id) SELECT partner_id, $3, 'RELEASE_SOLD', id FROM release`,
    [gameId, partnerId, cents],
  );
}

export async function creditBalance(db: Queryable, partnerId: number): Promise<number> {
  const { rows } = await db.query<{ sum: number }>('SELECT coalesce(sum(amount_cents), 0)::int AS sum FROM member_credits WHERE partner_id = $1', [partnerId]);
  return rows[0]!.sum;
}
