import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasesPaths } from '../../src/api/releases.ts';
import { guestPassCreatedSchema, seasonEndpoints, SEASON_CODES } from '../../src/api/season.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { give, guestCall, insertGame, partnerOf, priceEveryArea, takeBackPath } from '../routes/guest-passes.fixtures.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [CHANGES_LIMIT] = seasonEndpoints.give.limits;
const ROUNDS = 3;

/**
 * The attacks on giving a seat: giving one game twice at once (two guests for one seat), racing a
 * give against a release of the same seat, and a script giving and taking back in a loop, which
 * would mail links to strangers and rewrite the seat's claim each time.
 */
describe('attacks on giving a seat to a guest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await priceEveryArea(t.db);
  });
  afterAll(() => t.close());

  const live = async (gameId: number) =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM guest_passes WHERE game_id = $1 AND status = 'GIVEN'", [gameId])).rows[0]!.n;

  it('answers one 201 and one 409 to two gives of one game at once, and keeps one guest and one ticket', async () => {
    const member = await sessionCookieFor(t.db, groupDemo.familyOwner);
    for (let round = 0; round < ROUNDS; round += 1) {
      const gameId = await insertGame(t.db, `${10 + round} days`);
      const answers = await Promise.all([give(t.app, member, gameId, { guestName: 'Ana Uno' }), give(t.app, member, gameId, { guestName: 'Eva Dos' })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: SEASON_CODES.guestExists });
      expect(await live(gameId)).toBe(1);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE game_id = $1', [gameId]);
      expect(rows[0]!.n).toBe(1);
    }
  });

  it('lets exactly one of a give and a release of one seat win', async () => {
    const member = await sessionCookieFor(t.db, groupDemo.familySpouse);
    const { partnerId } = await partnerOf(t.db, groupDemo.familySpouse);
    for (let round = 0; round < ROUNDS; round += 1) {
      const gameId = await insertGame(t.db, `${20 + round} days`);
      const [given, released] = await Promise.all([
        give(t.app, member, gameId),
        guestCall(t.app, 'POST', releasesPaths.release, { cookie: member, body: { gameId, partnerId } }),
      ]);
      expect([given.statusCode, released.statusCode].sort()).toEqual([201, 409]);
      const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM seat_releases WHERE game_id = $1 AND status = 'RELEASED'", [gameId]);
      expect(rows[0]!.n + (await live(gameId))).toBe(1);
    }
  });

  it(`stops a give and take-back loop at ${CHANGES_LIMIT.max} changes a day per account, with Retry-After`, async () => {
    const member = await sessionCookieFor(t.db, groupDemo.free);
    const gameId = await insertGame(t.db, '30 days');
    let lastId = 0;
    for (let changes = 0; changes < CHANGES_LIMIT.max; changes += 2) {
      const given = await give(t.app, member, gameId, { guestMail: `desconocido${changes}@correo.example` });
      expect(given.statusCode, given.body).toBe(201);
      lastId = guestPassCreatedSchema.parse(given.json()).pass.id;
      expect((await guestCall(t.app, 'DELETE', takeBackPath(lastId), { cookie: member })).statusCode).toBe(204);
    }
    const refused = await give(t.app, member, gameId, { guestMail: 'otro@correo.example' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guestCall(t.app, 'DELETE', takeBackPath(lastId), { cookie: member })).statusCode).toBe(429);
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'guestPass'");
    expect(rows[0]!.n).toBe(CHANGES_LIMIT.max / 2);
    expect(await live(gameId)).toBe(0);
  });
});
