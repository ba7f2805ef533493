import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigSchema } from '../../src/api/config.ts';
import { informationSchema, pageListSchema } from '../../src/api/pages.ts';
import { userSchema } from '../../src/api/users.ts';
import { buildApp } from '../app.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import { setMaintenanceMode } from '../store/settings.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createDb, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

/**
 * The same migrations, seed and routes on a real PostgreSQL (the pg driver path).
 * Opt-in: set TEST_DATABASE_URL to a database the test may create schemas in. Each run works in
 * a schema of its own and drops it afterwards.
 */
const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('PostgreSQL via DATABASE_URL', () => {
  const schema = `club_test_${randomBytes(4).toString('hex')}`;
  let admin: Db;
  let db: Db;
  let other: Db; // a second process's connection, like server/scripts/maintenance.ts

  beforeAll(async () => {
    admin = await createDb({ databaseUrl: baseUrl });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const url = new URL(baseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = await createDb({ databaseUrl: url.toString() });
    other = await createDb({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await db?.close();
    await other?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  it('migrates and seeds idempotently', async () => {
    expect(await migrate(db)).toContain('0001_initial.sql');
    expect(await migrate(db)).toEqual([]);
    expect(await seed(db, { demo: true, paymentOrigin: 'http://localhost:4010' })).toEqual([
      'settings',
      'content_pages',
      'footer',
      'rols',
      'products',
      'users',
      'arena',
      'games',
      'game_prices',
      'groups',
      'seat_changes',
      'split_debits',
      'renewal_partners',
      'season_calendars',
    ]);
    expect(await seed(db, { demo: true })).toEqual([]);
  });

  it('serves every endpoint, and a flip from another connection applies live', async () => {
    const app = await buildApp({ db, localesDir: '/nonexistent', languages: ['es', 'en', 'fr'], publicOrigin: 'http://club.test' });
    try {
      const config = () => app.inject('/api/config/partners').then((r) => serverConfigSchema.parse(r.json()));
      expect((await config()).partnerAreaMaintenanceMode).toBe(false);
      await setMaintenanceMode(other, true);
      expect((await config()).partnerAreaMaintenanceMode).toBe(true);

      expect(pageListSchema.parse((await app.inject('/api/pages/partners')).json())).toHaveLength(18);
      informationSchema.parse((await app.inject('/api/pages/information')).json());
      const token = await createSession(db, (await findUserIdByMail(db, 'socio@demo.club')) ?? -1);
      const me = await app.inject({ url: '/api/users/extended', cookies: { [SESSION_COOKIE]: token } });
      expect(userSchema.parse(me.json()).partner?.info.totalPaidAmount).toBe(240);
    } finally {
      await app.close();
    }
  });
});
