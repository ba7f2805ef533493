import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalEndpoints } from '../../src/api/renewal.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { clubNoon, partnerIdOf, renew } from '../routes/renewal.fixtures.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [RENEWAL_WRITES] = renewalEndpoints.renew.limits;

/**
 * A script that loops POST renewal (each call locks claims and may start a payment at the
 * provider) stops at the account's limit; the renewal it made is the only one written, and the
 * limit is the account's, not everyone's.
 */
describe('a renewal loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clubNoon('2026-06-10') });
  });
  afterAll(() => t.close());

  it(`stops at ${RENEWAL_WRITES.max} writes an hour per account, with Retry-After, and writes one renewal`, async () => {
    const cookie = await sessionCookieFor(t.db, groupDemo.free);
    const partnerIds = [await partnerIdOf(t.db, groupDemo.free)];
    const answers: number[] = [];
    for (let call = 0; call < RENEWAL_WRITES.max; call++) answers.push((await renew(t.app, cookie, { partnerIds, option: 'CARD', wantsToMove: false })).statusCode);
    expect(answers[0]).toBe(201);
    expect(new Set(answers.slice(1))).toEqual(new Set([409]));
    const refused = await renew(t.app, cookie, { partnerIds, option: 'CARD', wantsToMove: false });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM renewal_people WHERE partner_id = $1', [partnerIds[0]]);
    expect(rows).toEqual([{ n: 1 }]);

    const other = await sessionCookieFor(t.db, groupDemo.noGroup);
    const allowed = await renew(t.app, other, { partnerIds: [await partnerIdOf(t.db, groupDemo.noGroup)], option: 'CARD', wantsToMove: false });
    expect(allowed.statusCode).toBe(201);
  });
});
