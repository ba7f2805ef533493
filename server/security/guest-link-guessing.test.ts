import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonEndpoints, SEASON_CODES } from '../../src/api/season.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { given, insertGame, newDeviceId, open } from '../routes/guest-passes.fixtures.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [perAddress, perToken] = seasonEndpoints.open.limits;

/**
 * The attack: a script guesses guest links (POST guest-pass/open needs no session). A link is 256
 * random bits, so a guess never finds one; the limits only keep the script from costing queries:
 * every open counts per address, and per link (by its hash) from any number of addresses.
 */
describe("guessing guests' links", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guess = () => randomBytes(32).toString('base64url');

  it(`answers 404 to guessed links, and 429 with Retry-After past ${perAddress.max} opens from one address`, async () => {
    const ip = '10.49.30.1';
    const device = newDeviceId();
    for (let i = 0; i < perAddress.max; i += 1) {
      expect((await open(t.app, guess(), device, ip)).json()).toMatchObject({ statusCode: 404, code: SEASON_CODES.guestNotFound });
    }
    const refused = await open(t.app, guess(), device, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(perAddress.windowSeconds - 60);
    // Another address is not slowed.
    expect((await open(t.app, guess(), device, '10.49.30.2')).statusCode).toBe(404);
  });

  it(`stops one link opened ${perToken.max} times from many addresses, and keeps no link in the counter`, async () => {
    const member = await sessionCookieFor(t.db, groupDemo.friendsOwner);
    const { token } = await given(t.app, member, await insertGame(t.db, '10 days'));
    const device = newDeviceId();
    for (let i = 0; i < perToken.max; i += 1) expect((await open(t.app, token, device, `10.49.${31 + (i % 4)}.${i + 1}`)).statusCode).toBe(200);
    expect((await open(t.app, token, device, '10.49.40.1')).statusCode).toBe(429);
    const { rows } = await t.db.query<{ key: string }>('SELECT DISTINCT key FROM limit_hits WHERE counter = $1', [perToken.counter]);
    // Guessed links are counted by their hash too.
    for (const { key } of rows) expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(rows.map((row) => row.key)).toContain(`sha256:${createHash('sha256').update(token).digest('hex')}`);
  });
});
