import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatePaths, gateSyncAnswerSchema, type GateEntry } from '../../src/api/gate.ts';
import { GATE_DEVICE_ENTRY_CAP } from '../card/limits.ts';
import { call } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia, and the time its doors open. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const DOORS_OPEN = new Date('2025-10-05T17:00:00+02:00');
const GATE = 'gate-north-1';
const FLOODER = 'gate-flood-1';

/**
 * The attacks on the sync. One card blocked after the download is enough to make a gate's whole
 * upload fail, and the gate sends it again for ever: it neither uploads nor hears the other gates
 * for the rest of the game. And a device (a stolen gate account, a faulty scanner) floods the
 * game with entries. Refused entries are answered one by one; a device's entries stop at its cap.
 */
describe("poisoning a gate's sync", () => {
  let t: TestApp;
  let gameId: number;
  let employee: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => DOORS_OPEN });
    employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const games = await call(t.app, 'GET', gatePaths.games, { cookie: employee });
    gameId = games.json<{ id: number; startsAt: string }[]>().find((game) => game.startsAt === GAME_STARTS_AT)!.id;
    // Both devices downloaded the game (recorded as the download records it; each real one reads every card).
    await t.db.query(
      "INSERT INTO gate_downloads (game_id, user_id, device_id) SELECT $1, id, unnest($2::text[]) FROM users WHERE mail = 'empleado@demo.club'",
      [gameId, [GATE, FLOODER]],
    );
  });
  afterAll(() => t.close());

  const sync = async (deviceId: string, entries: GateEntry[], since = 0) => {
    const response = await call(t.app, 'POST', gatePaths.sync.replace(':id', String(gameId)), { cookie: employee, body: { deviceId, since, entries } });
    expect(response.statusCode, response.body).toBe(200);
    return gateSyncAnswerSchema.parse(response.json());
  };
  const at = (minute: number, second = 0) => new Date(Date.UTC(2025, 9, 5, 15, minute, second)).toISOString();

  it("records the good entries of a batch holding a card blocked after the download, and refuses that one alone", async () => {
    const good = [{ partnerNumber: 2001, deviceId: GATE, at: at(1) }, { partnerNumber: 2002, deviceId: GATE, at: at(3) }];
    const revoked = { partnerNumber: 2012, deviceId: GATE, at: at(2) };
    await t.db.query('UPDATE partners SET blocked = true WHERE partner_number = 2012');
    const answer = await sync(GATE, [good[0]!, revoked, good[1]!]);
    expect(answer.refused).toEqual([{ entry: revoked, reason: 'BLOCKED' }]);
    expect(answer.entries).toEqual(good);
    // Sent again (the answer lost on the way): nothing new, the same refusal, and the gate moves on.
    const again = await sync(GATE, [good[0]!, revoked, good[1]!], answer.cursor);
    expect(again).toMatchObject({ entries: [], cursor: answer.cursor, refused: [{ entry: revoked, reason: 'BLOCKED' }] });
  });

  it(`stops a device at ${GATE_DEVICE_ENTRY_CAP} entries for the game, without stopping the other gates`, async () => {
    // The device's entries so far, all but one of its cap, written as the sync writes them.
    await t.db.query(
      `INSERT INTO gate_entries (game_id, partner_number, device_id, at)
       SELECT $1, 100000 + n, $2, timestamptz '2025-10-05T14:00:00Z' + n * interval '1 second' FROM generate_series(1, $3) AS n`,
      [gameId, FLOODER, GATE_DEVICE_ENTRY_CAP - 1],
    );
    const flood = Array.from({ length: 20 }, (_, i) => ({ partnerNumber: 100_001 + i, deviceId: FLOODER, at: at(30, i) }));
    const answer = await sync(FLOODER, flood);
    expect(answer.refused).toEqual(flood.slice(1).map((entry) => ({ entry, reason: 'DEVICE_CAP' })));
    const count = async (device: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM gate_entries WHERE game_id = $1 AND device_id = $2', [gameId, device])).rows[0]!.n;
    expect(await count(FLOODER)).toBe(GATE_DEVICE_ENTRY_CAP);
    // An entry already stored sent again is still recorded, never refused.
    expect((await sync(FLOODER, [flood[0]!])).refused).toEqual([]);
    // Entries it writes under another device's id are refused; a new id needs a download of its own.
    const forged = { partnerNumber: 2010, deviceId: GATE, at: at(40) };
    expect((await sync(FLOODER, [forged])).refused).toEqual([{ entry: forged, reason: 'OTHER_DEVICE' }]);
    const unknown = { partnerNumber: 2010, deviceId: 'gate-flood-2', at: at(41) };
    expect((await sync('gate-flood-2', [unknown])).refused).toEqual([{ entry: unknown, reason: 'NO_DOWNLOAD' }]);
    // The honest gate goes on.
    const honest = { partnerNumber: 2010, deviceId: GATE, at: at(42) };
    expect((await sync(GATE, [honest])).refused).toEqual([]);
    expect(await count(GATE)).toBe(3);
  });
});
