import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCodeAt, checkCardCode } from '../../src/api/card-code.ts';
import {
  gateDownloadPayloadSchema,
  gatePaths,
  gateSyncAnswerSchema,
  signedGateDownloadSchema,
  type GateEntry,
  type GateTicketEntry,
} from '../../src/api/gate.ts';
import { deriveTicketDayKey } from '../../src/api/ticket-code.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, expectError } from './users-test-kit.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia, and the time its doors open. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const DOORS_OPEN = new Date('2025-10-05T17:00:00+02:00');
const DEVICE_A = 'gate-north-1';
const DEVICE_B = 'gate-south-2';
/** Members who released their seat for the game: sold, taken back, and still on sale. */
const SOLD = 2001;
const TAKEN_BACK = 2002;
const UNSOLD = 2003;

/** The server's clock: a gate downloads only today's or tomorrow's game. */
let clock = DOORS_OPEN;

interface Seated {
  partnerId: number;
  userId: number;
  seatId: number;
}

describe("the gate and a single game's tickets", () => {
  let t: TestApp;
  let employee: string;
  let gameId: number;
  let otherGameId: number;
  let otherGameStartsAt: string;
  const tickets: { id: number; secret: string; seatId: number; holder: string }[] = [];
  let otherGameTicket: number;

  /** A paid order of one ticket, as its approval writes it. */
  async function paidTicket(game: number, seatId: number, holder: string, secret: string, releaseId: number | null = null): Promise<number> {
    const buyer = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE mail = 'empleado@demo.club'")).rows[0]!.id;
    const order = await t.db.query<{ id: number }>(
      "INSERT INTO ticket_orders (user_id, game_id, status, total_cents, expires_at) VALUES ($1, $2, 'PAID', 3000, now()) RETURNING id",
      [buyer, game],
    );
    const ticket = await t.db.query<{ id: number }>(
      'INSERT INTO tickets (ticket_order_id, user_id, game_id, seat_id, holder_name, price_cents, secret, release_id) VALUES ($1, $2, $3, $4, $5, 3000, $6, $7) RETURNING id',
      [order.rows[0]!.id, buyer, game, seatId, holder, secret, releaseId],
    );
    return ticket.rows[0]!.id;
  }

  async function release(game: number, member: Seated, status: 'RELEASED' | 'TAKEN_BACK' | 'SOLD'): Promise<number> {
    const { rows } = await t.db.query<{ id: number }>(
      'INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [game, member.seatId, member.partnerId, member.userId, status],
    );
    return rows[0]!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const games = (await call(t.app, 'GET', gatePaths.games, { cookie: employee })).json<{ id: number; startsAt: string }[]>();
    const index = games.findIndex((game) => game.startsAt === GAME_STARTS_AT);
    gameId = games[index]!.id;
    otherGameId = games[index + 1]!.id;
    otherGameStartsAt = games[index + 1]!.startsAt;
    const { rows } = await t.db.query<Seated & { partnerNumber: number }>(
      `SELECT p.partner_number AS "partnerNumber", p.id AS "partnerId", p.user_id AS "userId", c.seat_id AS "seatId"
       FROM partners p JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' WHERE p.partner_number = ANY($1::int[])`,
      [[SOLD, TAKEN_BACK, UNSOLD]],
    );
    const member = (number: number) => rows.find((row) => row.partnerNumber === number)!;
    const soldRelease = await release(gameId, member(SOLD), 'SOLD');
    await release(gameId, member(TAKEN_BACK), 'TAKEN_BACK');
    await release(gameId, member(UNSOLD), 'RELEASED');
    // The member whose seat sold for this game released nothing for the next one.
    const unsoldSeat = (await t.db.query<{ id: number }>('SELECT id FROM seats WHERE id NOT IN (SELECT seat_id FROM seat_claims) ORDER BY id LIMIT 1')).rows[0]!.id;
    for (const [seatId, holder, secret, releaseId] of [
      [member(SOLD).seatId, 'Marta Ruiz Soler', 'a1'.repeat(20), soldRelease],
      [unsoldSeat, 'Pau Llorens', 'b2'.repeat(20), null],
    ] as const) {
      tickets.push({ id: await paidTicket(gameId, seatId, holder, secret, releaseId), secret, seatId, holder });
    }
    otherGameTicket = await paidTicket(otherGameId, unsoldSeat, 'Otro Partido', 'c3'.repeat(20));
    // Both devices downloaded the game (recorded as the download records it; each real one reads every card).
    await t.db.query(
      "INSERT INTO gate_downloads (game_id, user_id, device_id) SELECT $1, id, unnest($2::text[]) FROM users WHERE mail = 'empleado@demo.club'",
      [gameId, [DEVICE_A, DEVICE_B]],
    );
  });
  afterAll(() => t.close());

  const downloadOf = async (id = gameId) => {
    const response = await call(t.app, 'GET', `${gatePaths.download.replace(':id', String(id))}?device=${DEVICE_A}`, { cookie: employee });
    expect(response.statusCode, response.body).toBe(200);
    return gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse(response.json()).payload));
  };
  const sync = (body: unknown) => call(t.app, 'POST', gatePaths.sync.replace(':id', String(gameId)), { cookie: employee, body });
  const synced = async (deviceId: string, ticketEntries: GateTicketEntry[], since = 0, entries: GateEntry[] = []) => {
    const response = await sync({ deviceId, since, entries, ticketEntries });
    expect(response.statusCode, response.body).toBe(200);
    return gateSyncAnswerSchema.parse(response.json());
  };
  const at = (minute: number, second = 0) => new Date(Date.UTC(2025, 9, 5, 15, minute, second)).toISOString();
  const ticketEntry = (ticketId: number, deviceId: string, time: string): GateTicketEntry => ({ ticketId, deviceId, at: time });

  it("carries the game's tickets: holder, seat and the day key of the ticket's secret for the game's day, never the secret", async () => {
    const data = await downloadOf();
    expect(data.tickets.map((ticket) => ticket.ticketId)).toEqual(tickets.map((ticket) => ticket.id));
    const [sold] = data.tickets;
    const seat = await t.db.query<{ sector: string; area: string; row_number: number; seat_number: number }>(
      `SELECT sector.name AS sector, area.name AS area, seat.row_number, seat.seat_number FROM seats seat
       JOIN areas area ON area.id = seat.area_id JOIN sectors sector ON sector.id = area.sector_id WHERE seat.id = $1`,
      [tickets[0]!.seatId],
    );
    const { sector, area, row_number: row, seat_number: number } = seat.rows[0]!;
    expect(sold).toEqual({ ticketId: tickets[0]!.id, holderName: 'Marta Ruiz Soler', seat: { sector, area, row, number }, dayKey: sold!.dayKey });
    // The server's HMAC is the ticket page's: a code the buyer's phone shows verifies, one from yesterday's key does not.
    expect(sold!.dayKey).toBe(await deriveTicketDayKey(tickets[0]!.secret, tickets[0]!.id, '2025-10-05'));
    const shown = cardCodeAt(await deriveTicketDayKey(tickets[0]!.secret, tickets[0]!.id, '2025-10-05'), DOORS_OPEN.getTime());
    expect(checkCardCode(sold!.dayKey, shown, DOORS_OPEN.getTime() + 20_000)).toBe('VALID');
    const yesterday = cardCodeAt(await deriveTicketDayKey(tickets[0]!.secret, tickets[0]!.id, '2025-10-04'), DOORS_OPEN.getTime());
    expect(checkCardCode(sold!.dayKey, yesterday, DOORS_OPEN.getTime())).toBe('WRONG');
    const text = JSON.stringify(data);
    for (const { secret } of tickets) expect(text).not.toContain(secret);
    expect(data.tickets.map((ticket) => ticket.ticketId)).not.toContain(otherGameTicket);
  });

  it('flags the member whose released seat sold, and only for that game; a release taken back or unsold changes nothing', async () => {
    const data = await downloadOf();
    const member = (number: number) => data.members.find((one) => one.partnerNumber === number)!;
    expect(member(SOLD).seatSoldForGame).toBe(true);
    for (const number of [TAKEN_BACK, UNSOLD, 1001]) expect(Object.keys(member(number)), String(number)).not.toContain('seatSoldForGame');
    expect(data.members.filter((one) => one.seatSoldForGame)).toHaveLength(1);
    // The next game: the member sits in their seat again, and that game's ticket is its only one.
    clock = new Date(otherGameStartsAt);
    try {
      const next = await downloadOf(otherGameId);
      expect(next.members.filter((one) => one.seatSoldForGame)).toEqual([]);
      expect(next.tickets.map((ticket) => ticket.ticketId)).toEqual([otherGameTicket]);
    } finally {
      clock = DOORS_OPEN;
    }
  });

  it("records a ticket's entries once, answers them to the other gates with the members', and finds a ticket entered at two gates", async () => {
    const first = await synced(DEVICE_A, [ticketEntry(tickets[0]!.id, DEVICE_A, at(1))], 0, [{ partnerNumber: 1001, deviceId: DEVICE_A, at: at(1, 30) }]);
    expect(first).toMatchObject({ ticketEntries: [ticketEntry(tickets[0]!.id, DEVICE_A, at(1))], ticketRefused: [], ticketDuplicates: [], refused: [] });
    expect(first.entries).toEqual([{ partnerNumber: 1001, deviceId: DEVICE_A, at: at(1, 30) }]);
    // Sent again (the answer lost): nothing new.
    const again = await synced(DEVICE_A, [ticketEntry(tickets[0]!.id, DEVICE_A, at(1))], first.cursor);
    expect(again).toMatchObject({ entries: [], ticketEntries: [], cursor: first.cursor, ticketRefused: [] });
    // Gate B, offline, let the same ticket in earlier by its clock: both recorded, B's first.
    const b = await synced(DEVICE_B, [ticketEntry(tickets[0]!.id, DEVICE_B, at(0, 50)), ticketEntry(tickets[1]!.id, DEVICE_B, at(2))]);
    expect(b.ticketEntries).toHaveLength(3);
    expect(b.entries).toHaveLength(1);
    expect(b.ticketDuplicates).toEqual([{ ticketId: tickets[0]!.id, first: ticketEntry(tickets[0]!.id, DEVICE_B, at(0, 50)), second: ticketEntry(tickets[0]!.id, DEVICE_A, at(1)) }]);
    expect(b.duplicates).toEqual([]);
    const toA = await synced(DEVICE_A, [], first.cursor);
    expect(toA.ticketEntries.map((entry) => entry.deviceId)).toEqual([DEVICE_B, DEVICE_B]);
    expect(toA.cursor).toBe(b.cursor);
    // A download made now carries them, at the same cursor.
    const data = await downloadOf();
    expect(data).toMatchObject({ cursor: b.cursor });
    expect(data.ticketEntries).toHaveLength(3);
    expect(data.entries).toHaveLength(1);
    const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM gate_entries WHERE game_id = $1 AND ticket_id IS NOT NULL', [gameId]);
    expect(rows[0]!.count).toBe(3);
  });

  it("refuses, one by one, a ticket of another game, a made-up ticket, another device's entry and a device that never downloaded", async () => {
    const good = ticketEntry(tickets[1]!.id, DEVICE_A, at(5));
    const refusals = [
      { entry: ticketEntry(otherGameTicket, DEVICE_A, at(5, 10)), reason: 'NO_TICKET' },
      { entry: ticketEntry(999_999, DEVICE_A, at(5, 20)), reason: 'NO_TICKET' },
      { entry: ticketEntry(tickets[0]!.id, DEVICE_B, at(5, 30)), reason: 'OTHER_DEVICE' },
    ];
    const answer = await synced(DEVICE_A, [...refusals.map((one) => one.entry), good]);
    expect(answer.ticketRefused).toEqual(expect.arrayContaining(refusals));
    expect(answer.ticketRefused).toHaveLength(refusals.length);
    expect(answer.ticketEntries).toContainEqual(good);
    const stranger = ticketEntry(tickets[1]!.id, 'gate-never-downloaded', at(6));
    expect(await synced(stranger.deviceId, [stranger], answer.cursor)).toMatchObject({ ticketEntries: [], ticketRefused: [{ entry: stranger, reason: 'NO_DOWNLOAD' }] });
    const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM gate_entries WHERE ticket_id = $1', [otherGameTicket]);
    expect(rows[0]!.count).toBe(0);
  });

  it("refuses a ticket entry's bad time and an upload of more than 500 ticket entries", async () => {
    expectError(await sync({ deviceId: DEVICE_A, since: 0, entries: [], ticketEntries: [ticketEntry(tickets[0]!.id, DEVICE_A, 'soon')] }), 400, /no date-time/);
    const tooMany = Array.from({ length: 501 }, (_, i) => ticketEntry(tickets[0]!.id, DEVICE_A, new Date(Date.UTC(2025, 9, 5, 15, 0, i)).toISOString()));
    expectError(await sync({ deviceId: DEVICE_A, since: 0, entries: [], ticketEntries: tooMany }), 400, /at most 500 items/);
    expectError(await sync({ deviceId: DEVICE_A, since: 0, entries: [], ticketEntries: [{ ticketId: 'x', deviceId: DEVICE_A, at: at(1) }] }), 400, /ticketEntries/);
  });
});
