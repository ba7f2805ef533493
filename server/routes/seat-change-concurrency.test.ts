import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import { createDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createTestApp, TEST_LANGUAGES, TEST_PAYMENT_ORIGIN, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';
import { createTestGroup, createTestPartner, FIXTURE, insertArenaFixture, type TestPartner } from './seat-change.fixtures.ts';

const CONTENDERS = 200;

interface Target {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** On PGlite always; also on a real PostgreSQL (a pool, truly concurrent) when TEST_DATABASE_URL is set. */
const targets: { name: string; open: () => Promise<Target> }[] = [
  { name: 'PGlite', open: createTestApp },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: () => openPostgres(process.env.TEST_DATABASE_URL!) }] : []),
];

/** A schema of its own on the given server, dropped on close (like server/db/postgres.test.ts). */
async function openPostgres(baseUrl: string): Promise<Target> {
  const schema = `seat_change_test_${randomBytes(4).toString('hex')}`;
  const admin = await createDb({ databaseUrl: baseUrl });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await createDb({ databaseUrl: url.toString() });
  await migrate(db);
  await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
  const app = await buildApp({ db, localesDir: '/nonexistent', languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** Users with a partner each, an OPEN change for it (by SQL, in bulk) and a session cookie each. */
async function contenders(db: Db, count: number): Promise<{ cookie: string; session: string; partnerId: number }[]> {
  const { rows } = await db.query<{ user_id: number; partner_id: number; session: string }>(
    `WITH new_users AS (
       INSERT INTO users (mail, password_hash, name, lastname, type)
       SELECT 'rival-' || i || '@test.club', '!', 'Rival', i::text, 'PARTNER' FROM generate_series(1, $1::int) AS i
       RETURNING id, lastname),
     new_partners AS (
       INSERT INTO partners (user_id, partner_number, season, rol_id, change_seat_allowed, change_seat_execution_allowed)
       SELECT id, 980000 + lastname::int, '25/26', 1, true, true FROM new_users RETURNING id, user_id),
     new_changes AS (
       INSERT INTO seat_changes (session, user_id, product_id, status, expires_at)
       SELECT 'rival-session-' || user_id, user_id, $2, 'OPEN', now() + interval '15 minutes' FROM new_partners
       RETURNING id, user_id, session)
     INSERT INTO seat_change_partners (seat_change_id, partner_id)
     SELECT c.id, p.id FROM new_changes c JOIN new_partners p ON p.user_id = c.user_id
     RETURNING (SELECT user_id FROM new_partners WHERE id = partner_id) AS user_id, partner_id,
               (SELECT session FROM new_changes WHERE id = seat_change_id) AS session`,
    [count, FIXTURE.product],
  );
  return Promise.all(
    rows.map(async (row) => ({
      cookie: `${SESSION_COOKIE}=${await createSession(db, row.user_id)}`,
      session: row.session,
      partnerId: row.partner_id,
    })),
  );
}

describe.each(targets)('holding one seat from many sessions at once on $name', ({ open }) => {
  let target: Target;
  beforeAll(async () => {
    target = await open();
    await insertArenaFixture(target.db);
  }, 120_000);
  afterAll(() => target?.close());

  it(`lets exactly one of ${CONTENDERS} concurrent holds win`, async () => {
    const rivals = await contenders(target.db, CONTENDERS);
    expect(rivals).toHaveLength(CONTENDERS);
    const seatId = FIXTURE.seat(FIXTURE.dearArea, 42);
    const responses = await Promise.all(
      rivals.map((rival) =>
        target.app.inject({
          method: 'PUT',
          url: '/api/group-seat-change/update/seats',
          headers: { cookie: rival.cookie },
          payload: { session: rival.session, seatsInfo: [{ partnerId: rival.partnerId, seatId }] },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
    const { rows } = await target.db.query<{ kind: string }>('SELECT kind FROM seat_claims WHERE seat_id = $1', [seatId]);
    expect(rows).toEqual([{ kind: 'HELD' }]);
  }, 60_000);

  const PAIRS = 15;
  let nextSeat = 0;
  /** A partner with a SOLD seat of its own in the cheap or junior area (100 seats each). */
  const seated = () => {
    const index = nextSeat++;
    const area = index < 100 ? FIXTURE.cheapArea : FIXTURE.juniorArea;
    return createTestPartner(target.db, { seatId: FIXTURE.seat(area, index % 100) });
  };
  const init = (caller: TestPartner, partners: number[]) =>
    target.app.inject({
      method: 'POST',
      url: '/api/group-seat-change/init',
      headers: { cookie: caller.cookie },
      payload: { productId: FIXTURE.product, partners },
    });

  it(`lets one of two users start a change for the same partner, ${PAIRS} times at once`, async () => {
    const pairs = await Promise.all(
      Array.from({ length: PAIRS }, async () => {
        const owner = await createTestPartner(target.db, { seatId: null });
        const member = await seated();
        await createTestGroup(target.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
        return { owner, member };
      }),
    );
    const responses = await Promise.all(
      pairs.flatMap(({ owner, member }) => [init(owner, [member.partnerId]), init(member, [member.partnerId])]),
    );
    const statuses = responses.map((response) => response.statusCode);
    for (let pair = 0; pair < PAIRS; pair++) {
      expect([statuses[2 * pair], statuses[2 * pair + 1]].sort()).toEqual([201, 409]);
    }
  }, 60_000);

  it(`never deadlocks two changes taking the same two seats in opposite orders, ${PAIRS} times at once`, async () => {
    /** An open change of an owner for themselves and a member. */
    const groupChange = async () => {
      const owner = await seated();
      const member = await seated();
      await createTestGroup(target.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
      const response = await init(owner, [owner.partnerId, member.partnerId]);
      expect(response.statusCode, response.body).toBe(201);
      return { owner, member, session: response.json().session as string };
    };
    const hold = (change: Awaited<ReturnType<typeof groupChange>>, seats: [number, number]) =>
      target.app.inject({
        method: 'PUT',
        url: '/api/group-seat-change/update/seats',
        headers: { cookie: change.owner.cookie },
        payload: {
          session: change.session,
          seatsInfo: [
            { partnerId: change.owner.partnerId, seatId: seats[0] },
            { partnerId: change.member.partnerId, seatId: seats[1] },
          ],
        },
      });
    const races = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const seats: [number, number] = [FIXTURE.seat(FIXTURE.dearArea, 2 * pair), FIXTURE.seat(FIXTURE.dearArea, 2 * pair + 1)];
      races.push({ first: await groupChange(), second: await groupChange(), seats });
    }
    const responses = await Promise.all(
      races.flatMap(({ first, second, seats }) => [hold(first, seats), hold(second, [seats[1], seats[0]])]),
    );
    const statuses = responses.map((response) => response.statusCode);
    for (let pair = 0; pair < PAIRS; pair++) {
      expect([statuses[2 * pair], statuses[2 * pair + 1]].sort()).toEqual([200, 409]);
    }
  }, 60_000);
});
