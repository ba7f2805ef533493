import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatePaths, gateSyncAnswerSchema, type GateTicketEntry } from '../../src/api/gate.ts';
import { GATE_DEVICE_ENTRY_CAP } from '../card/limits.ts';
import { call } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia, and the time its doors open. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const DOORS_OPEN = new Date('2025-10-05T17:00:00+02:00');
const GATE = 'gate-north-1';
const FLOODER = 'gate-flood-1';

/**
 * The attacks on a game's tickets at the gate, by a device with a gate account (stolen, or a
 * faulty scanner): entries for made-up tickets or another game's fill the game's entries; real
 * tickets sent past the device's cap, or members' entries past it with tickets' beside them,
 * escape the cap. Every such entry is refused and nothing of it is stored.
 */
describe("flooding a game's ticket entries at the gate", () => {
  let t: TestApp;
  let gameId: number;
  let employee: string;
  let ticketId: number;
  let otherGameTicketId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: () => DOORS_OPEN });
    employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const games = (await call(t.app, 'GET', gatePaths.games, { cookie: employee })).json<{ id: number; startsAt: string }[]>();
    const index = games.findIndex((game) => game.startsAt === GAME_STARTS_AT);
    gameId = games[index]!.id;
    await t.db.query(
      "INSERT INTO gate_downloads (game_id, user_id, device_id) SELECT $1, id, unnest($2::text[]) FROM users WHERE mail = 'empleado@demo.club'",
      [gameId, [GATE, FLOODER]],
    );
    // One paid ticket for this game and one for the next, on a seat no member holds.
    const { rows } = await t.db.query<{ id: number }>(
      `WITH buyer AS (SELECT id FROM users WHERE mail = 'empleado@demo.club'),
            seat AS (SELECT id FROM seats WHERE id NOT IN (SELECT seat_id FROM seat_claims) ORDER BY id LIMIT 1),
            orders AS (
              INSERT INTO ticket_orders (user_id, game_id, status, total_cents, expires_at)
              SELECT buyer.id, g, 'PAID', 3000, now() FROM buyer, unnest($1::int[]) AS g RETURNING id, user_id, game_id)
       INSERT INTO tickets (ticket_order_id, user_id, game_id, seat_id, holder_name, price_cents, secret)
       SELECT orders.id, orders.user_id, orders.game_id, seat.id, 'Comprador', 3000, repeat('ab', 20) FROM orders, seat
       RETURNING id`,
      [[gameId, games[index + 1]!.id]],
    );
    const byGame = await t.db.query<{ id: number; game_id: number }>('SELECT id, game_id FROM tickets WHERE id = ANY($1::int[])', [rows.map((row) => row.id)]);
    ticketId = byGame.rows.find((row) => row.game_id === gameId)!.id;
    otherGameTicketId = byGame.rows.find((row) => row.game_id !== gameId)!.id;
  });
  afterAll(() => t.close());

  const sync = async (deviceId: string, ticketEntries: GateTicketEntry[], entries: unknown[] = []) => {
    const response = await call(t.app, 'POST', gatePaths.sync.replace(':id', String(gameId)), { cookie: employee, body: { deviceId, since: 0, entries, ticketEntries } });
    expect(response.statusCode, response.body).toBe(200);
    return gateSyncAnswerSchema.parse(response.json());
  };
  const at = (minute: number, second = 0) => new Date(Date.UTC(2025, 9, 5, 15, minute, second)).toISOString();
  const count = async (device: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM gate_entries WHERE game_id = $1 AND device_id = $2', [gameId, device])).rows[0]!.n;

  it("stores nothing for made-up tickets or another game's, and refuses each", async () => {
    const forged = Array.from({ length: 50 }, (_, i) => ({ ticketId: 900_000 + i, deviceId: FLOODER, at: at(10, i) }));
    const otherGame = { ticketId: otherGameTicketId, deviceId: FLOODER, at: at(11) };
    const answer = await sync(FLOODER, [...forged, otherGame]);
    expect(answer.ticketRefused).toEqual([...forged, otherGame].map((entry) => ({ entry, reason: 'NO_TICKET' })));
    expect(await count(FLOODER)).toBe(0);
  });

  it(`counts ticket entries in the device's cap of ${GATE_DEVICE_ENTRY_CAP} for the game, without stopping the other gates`, async () => {
    await t.db.query(
      `INSERT INTO gate_entries (game_id, partner_number, device_id, at)
       SELECT $1, 100000 + n, $2, timestamptz '2025-10-05T14:00:00Z' + n * interval '1 second' FROM generate_series(1, $3) AS n`,
      [gameId, FLOODER, GATE_DEVICE_ENTRY_CAP - 1],
    );
    const flood = Array.from({ length: 20 }, (_, i) => ({ ticketId, deviceId: FLOODER, at: at(30, i) }));
    const answer = await sync(FLOODER, flood);
    expect(answer.ticketRefused).toEqual(flood.slice(1).map((entry) => ({ entry, reason: 'DEVICE_CAP' })));
    expect(await count(FLOODER)).toBe(GATE_DEVICE_ENTRY_CAP);
    // A member's entry beside them is past the cap too.
    const member = { partnerNumber: 2010, deviceId: FLOODER, at: at(31) };
    expect((await sync(FLOODER, [], [member])).refused).toEqual([{ entry: member, reason: 'DEVICE_CAP' }]);
    // The honest gate goes on, and hears the one ticket entry the flooder got in.
    const honest = { ticketId, deviceId: GATE, at: at(32) };
    const answered = await sync(GATE, [honest]);
    expect(answered.ticketRefused).toEqual([]);
    expect(answered.ticketDuplicates).toEqual([{ ticketId, first: flood[0], second: honest }]);
  });
});
