import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasesPaths, releaseSchema } from '../../src/api/releases.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { holdReleasedSeat, insertGame, partnerOf, priceEveryArea, releasesCall } from './releases.fixtures.ts';

const ROUNDS = 5;

/** Races on one released seat: on PostgreSQL the calls truly overlap; on PGlite they queue, and the rules hold alike. */
describe('releases under races', () => {
  let t: TestApp;
  let owner: string;
  let gameId: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await sessionCookieFor(t.db, groupDemo.familyOwner);
    await priceEveryArea(t.db);
    gameId = await insertGame(t.db, '10 days');
  });
  afterAll(() => t.close());

  const release = (partnerId: number) => releasesCall(t.app, 'POST', releasesPaths.release, owner, { gameId, partnerId });

  it('answers one 201 and one 409 to two releases of one partner for one game, and keeps one live release', async () => {
    const { partnerId } = await partnerOf(t.db, groupDemo.familyOwner);
    const answers = await Promise.all([release(partnerId), release(partnerId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'release-exists' });
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM seat_releases WHERE game_id = $1 AND partner_id = $2 AND status IN ('RELEASED', 'SOLD')",
      [gameId, partnerId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('lets exactly one of a take-back and a buyer\'s hold on the seat win, and the seat ends as the winner left it', async () => {
    const { partnerId, seatId } = await partnerOf(t.db, groupDemo.familySpouse);
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await release(partnerId);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = releaseSchema.parse(created.json());
      const [takeBack, held] = await Promise.all([
        releasesCall(t.app, 'DELETE', releasesPaths.takeBack.replace(':id', String(id)), owner),
        holdReleasedSeat(t.db, 'simpatizante@demo.club', gameId, seatId),
      ]);
      const { rows } = await t.db.query<{ status: string; claims: number }>(
        `SELECT r.status, (SELECT count(*)::int FROM game_seat_claims WHERE game_id = $2 AND seat_id = $3) AS claims
         FROM seat_releases r WHERE r.id = $1`,
        [id, gameId, seatId],
      );
      if (held) {
        expect(takeBack.json()).toMatchObject({ statusCode: 409, code: 'release-held' });
        expect(rows[0]).toEqual({ status: 'RELEASED', claims: 1 });
      } else {
        expect(takeBack.statusCode, takeBack.body).toBe(204);
        expect(rows[0]).toEqual({ status: 'TAKEN_BACK', claims: 0 });
      }
      // The buyer lets the hold go, for the next round.
      await t.db.query('DELETE FROM game_seat_claims WHERE game_id = $1 AND seat_id = $2', [gameId, seatId]);
      await t.db.query("DELETE FROM ticket_orders WHERE game_id = $1", [gameId]);
      await t.db.query("UPDATE seat_releases SET status = 'TAKEN_BACK' WHERE id = $1", [id]);
    }
  });
});
