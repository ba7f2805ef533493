import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import { createDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createTestApp, TEST_LANGUAGES, TEST_PAYMENT_ORIGIN } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';

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
  await seed(db, { paymentOrigin: TEST_PAYMENT_ORIGIN });
  const app = await buildApp({ db, localesDir: '/nonexistent', languages: TEST_LANGUAGES });
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
       RETURNING id),
     new_partners AS (
       INSERT INTO partners (user_id, partner_number, season, rol_id, change_seat_allowed, change_seat_execution_allowed)
       SELECT id, 980000 + id, '25/26', 1, true, true FROM new_users RETURNING id, user_id),
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
});
