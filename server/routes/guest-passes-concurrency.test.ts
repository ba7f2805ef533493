import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateDownloadPayloadSchema, gatePaths, signedGateDownloadSchema } from '../../src/api/gate.ts';
import { SEASON_CODES } from '../../src/api/season.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { takeBackGuestPass } from '../store/guest-passes.ts';
import { findUserById, findUserIdByMail } from '../store/users.ts';
import { createTestApp, POSTGRES_URL, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { GATE_EMPLOYEE, give, given, guestCall, insertGame, takeBackPath, ticketOfPass } from './guest-passes.fixtures.ts';

/**
 * A take-back and a gate's download of the same game at once (PostgreSQL only: PGlite runs one
 * transaction at a time, so there is no interleaving to force). The download waits for the
 * take-back under way and carries the tickets it left; a take-back after it sees the download.
 */
describe.runIf(POSTGRES_URL)('a take-back racing a gate download', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("never lets a download carry a guest's ticket that is being taken back", async () => {
    const member = await sessionCookieFor(t.db, groupDemo.free);
    const user = (await findUserById(t.db, (await findUserIdByMail(t.db, groupDemo.free))!))!;
    const gameId = await insertGame(t.db, '20 hours');
    const { pass } = await given(t.app, member, gameId);
    const ticket = (await ticketOfPass(t.db, pass.id))!;
    const employee = await sessionCookieFor(t.db, GATE_EMPLOYEE);

    let download: Promise<LightMyRequestResponse> | undefined;
    await t.db.transaction(async (tx) => {
      await takeBackGuestPass(tx, user, pass.id);
      // The take-back is not committed: the download must wait for it on the game's row.
      download = guestCall(t.app, 'GET', `${gatePaths.download.replace(':id', String(gameId))}?device=gate-race-1`, { cookie: employee });
      await expect.poll(() => downloadWaitsOnALock(t), { timeout: 30_000 }).toBe(true);
    });
    const response = await download!;
    expect(response.statusCode, response.body).toBe(200);
    const data = gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse(response.json()).payload));
    expect(data.tickets.map((one) => one.ticketId)).not.toContain(ticket.id);
    expect(data.members.filter((one) => one.seatGivenForGame)).toEqual([]);

    // After the download the game cannot be given again; the pass stays taken back.
    expect((await give(t.app, member, gameId)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestClosed });
    expect((await guestCall(t.app, 'DELETE', takeBackPath(pass.id), { cookie: member })).statusCode).toBe(204);
  }, 60_000);
});

async function downloadWaitsOnALock(t: TestApp): Promise<boolean> {
  const { rows } = await t.db.query(
    "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR NO KEY UPDATE%'",
  );
  return rows.length > 0;
}
