import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/api/limits.ts';
import { releasesPaths } from '../../src/api/releases.ts';
import { SEASON_CODES, seasonPaths } from '../../src/api/season.ts';
import { deriveTicketDayKey } from '../../src/api/ticket-code.ts';
import { ticketsPaths } from '../../src/api/tickets.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { CURRENT_SEASON } from '../db/seed-data/users.ts';
import { createTestApp, sessionCookieFor, TEST_PUBLIC_ORIGIN, type TestApp } from '../test/test-app.ts';
import {
  GATE_EMPLOYEE,
  gateDownload,
  give,
  given,
  guestCall,
  insertGame,
  newDeviceId,
  open,
  opened,
  partnerOf,
  priceEveryArea,
  recordDownload,
  recordTicketEntry,
  takeBackPath,
  ticketOfPass,
} from './guest-passes.fixtures.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('guest passes: POST guest-passes, DELETE guest-passes/:id, POST guest-pass/open', () => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await sessionCookieFor(t.db, groupDemo.noGroup);
    await priceEveryArea(t.db);
  });
  afterAll(() => t.close());
  // Each test starts the day's allowance of gives and take-backs afresh: the limit has its attack test (security/guest-pass-flood.test.ts).
  beforeEach(async () => {
    await t.db.query("DELETE FROM limit_hits WHERE counter = 'guest-changes'");
  });

  const takeBack = (cookie: string, id: number) => guestCall(t.app, 'DELETE', takeBackPath(id), { cookie });
  const outbox = async (recipient: string) =>
    (await t.db.query<{ subject: string; body: string; kind: string }>('SELECT subject, body, kind FROM mail_outbox WHERE recipient = $1 ORDER BY id', [recipient])).rows;

  it("gives the member's seat: the pass, its ticket at no price in the member's seat, the game's claim, and the link's token kept only as a hash", async () => {
    const gameId = await insertGame(t.db, '10 days');
    const { seatId } = await partnerOf(t.db, groupDemo.noGroup);
    const response = await give(t.app, member, gameId, { guestName: '  Ana Pérez  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { pass, token } = response.json<{ pass: { id: number }; token: string }>();
    expect(pass).toEqual({ id: pass.id, gameId, guestName: 'Ana Pérez', guestMail: null, status: 'GIVEN', opened: false, entered: false });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.query('SELECT * FROM guest_passes WHERE id = $1', [pass.id]);
    expect(rows[0]).toMatchObject({ token_hash: sha256(token), seat_id: seatId, device_id: null, status: 'GIVEN' });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const ticket = await ticketOfPass(t.db, pass.id);
    expect(ticket).toMatchObject({ ticket_order_id: null, seat_id: seatId, holder_name: 'Ana Pérez', price_cents: 0, claim: 'SOLD' });
    expect(ticket!.secret).toMatch(/^[0-9a-f]{40}$/);
  });

  it("mails the guest the link, the game, the seat and who gives it, in the member's language", async () => {
    const gameId = await insertGame(t.db, '11 days');
    const cookie = await sessionCookieFor(t.db, groupDemo.friendsMemberA);
    await t.db.query("UPDATE users SET language = 'fr' WHERE mail = $1", [groupDemo.friendsMemberA]);
    const { token } = await given(t.app, cookie, gameId, { guestName: 'Jean Dupont', guestMail: 'jean.dupont@correo.example' });
    const [mail, ...others] = await outbox('jean.dupont@correo.example');
    expect(others).toEqual([]);
    expect(mail!.kind).toBe('guestPass');
    expect(mail!.subject).toMatch(/vous cède sa place : Rival 11 days$/);
    expect(mail!.body).toContain('Bonjour Jean Dupont');
    expect(mail!.body).toContain(`\n${TEST_PUBLIC_ORIGIN}/invitado/${token}\n`);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM users WHERE mail = $1', [groupDemo.friendsMemberA]);
    expect(mail!.body).toContain(rows[0]!.name);
    expect(mail!.body).toMatch(/Place: .+, rang \d+, place \d+/);
    // Without a mail nothing is sent: the member shares the link.
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0]!.n;
    await given(t.app, member, await insertGame(t.db, '12 days'));
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0]!.n).toBe(before);
  });

  it('refuses a bad body, no session, a wrong password, an unknown game and a caller without a seat', async () => {
    const gameId = await insertGame(t.db, '13 days');
    expect((await give(t.app, member, gameId, { guestName: 'A' })).statusCode).toBe(400);
    expect((await give(t.app, member, gameId, { extra: 1 })).statusCode).toBe(400);
    expect((await give(t.app, member, gameId, { guestMail: 'not a mail' })).statusCode).toBe(400);
    expect((await give(t.app, '', gameId)).statusCode).toBe(401);
    expect((await give(t.app, member, gameId, { password: 'Wrong-password-1' }, '10.49.1.1')).json()).toMatchObject({ statusCode: 403, code: 'wrong-password' });
    expect((await give(t.app, member, 999_999)).json()).toMatchObject({ statusCode: 404, code: 'game-not-found' });
    const lastSeason = await insertGame(t.db, '-300 days', null, '24/25');
    expect((await give(t.app, member, lastSeason)).json()).toMatchObject({ statusCode: 404, code: 'game-not-found' });
    const sympathizer = await sessionCookieFor(t.db, 'simpatizante@demo.club');
    expect((await give(t.app, sympathizer, gameId)).json()).toMatchObject({ statusCode: 404, code: SEASON_CODES.noSeat });
    const blocked = await sessionCookieFor(t.db, groupDemo.blocked);
    expect((await give(t.app, blocked, gameId)).json()).toMatchObject({ statusCode: 404, code: SEASON_CODES.noSeat });
    expect((await t.db.query('SELECT 1 FROM guest_passes WHERE game_id = $1', [gameId])).rows).toEqual([]);
  });

  it('counts a wrong password as a failed login of the account and the address, and a right one clears the account', async () => {
    const gameId = await insertGame(t.db, '14 days');
    const cookie = await sessionCookieFor(t.db, groupDemo.friendsMemberB);
    const ip = '10.49.2.1';
    for (let i = 0; i < LOGIN_LIMITS.account.max; i += 1) {
      expect((await give(t.app, cookie, gameId, { password: `Wrong-password-${i}` }, ip)).statusCode).toBe(403);
    }
    const userId = (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [groupDemo.friendsMemberB])).rows[0]!.id;
    const failures = await t.db.query<{ counter: string; n: number }>(
      'SELECT counter, count(*)::int AS n FROM limit_hits WHERE key = ANY($1::text[]) AND NOT succeeded GROUP BY counter ORDER BY counter',
      [[`user:${userId}`, ip]],
    );
    expect(failures.rows).toEqual([
      { counter: 'guest-changes', n: LOGIN_LIMITS.account.max },
      { counter: LOGIN_LIMITS.account.counter, n: LOGIN_LIMITS.account.max },
      { counter: LOGIN_LIMITS.address.counter, n: LOGIN_LIMITS.account.max },
    ]);
    // The sixth guess is refused before the password is checked, even the right one.
    const refused = await give(t.app, cookie, gameId, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('closes giving at the deadline and at the first gate download, before tip-off', async () => {
    const closing = await insertGame(t.db, '2 hours');
    expect((await give(t.app, member, closing)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestClosed });
    const played = await insertGame(t.db, '-2 hours');
    expect((await give(t.app, member, played)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestClosed });
    const downloaded = await insertGame(t.db, '15 days');
    await recordDownload(t.db, downloaded);
    expect((await give(t.app, member, downloaded)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestClosed });
  });

  it('refuses a second guest for one game, and a seat released for it; a release is refused for a seat given', async () => {
    const cookie = await sessionCookieFor(t.db, groupDemo.friendsOwner);
    const { partnerId } = await partnerOf(t.db, groupDemo.friendsOwner);
    const gameId = await insertGame(t.db, '16 days');
    const { pass } = await given(t.app, cookie, gameId);
    expect((await give(t.app, cookie, gameId, { guestName: 'Otra Persona' })).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestExists });
    const release = () => guestCall(t.app, 'POST', releasesPaths.release, { cookie, body: { gameId, partnerId } });
    expect((await release()).json()).toMatchObject({ statusCode: 409, code: 'release-seat-given' });
    // Taken back, the seat is the member's again: it may be released, and then it cannot be given.
    expect((await takeBack(cookie, pass.id)).statusCode).toBe(204);
    expect((await release()).statusCode).toBe(201);
    expect((await give(t.app, cookie, gameId)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestExists });
  });

  it('stops at the season limit, counting passes not taken back', async () => {
    const cookie = await sessionCookieFor(t.db, groupDemo.familyChild);
    await t.db.query('UPDATE settings SET guest_passes_per_season = 2');
    try {
      const games = [await insertGame(t.db, '20 days'), await insertGame(t.db, '21 days'), await insertGame(t.db, '22 days')];
      const first = await given(t.app, cookie, games[0]!);
      await given(t.app, cookie, games[1]!);
      expect((await give(t.app, cookie, games[2]!)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestLimit });
      expect((await takeBack(cookie, first.pass.id)).statusCode).toBe(204);
      expect((await give(t.app, cookie, games[2]!)).statusCode).toBe(201);
    } finally {
      await t.db.query('UPDATE settings SET guest_passes_per_season = 5');
    }
  });

  it("takes a pass back: its ticket and claim are gone, again answers 204, another member's pass is not found", async () => {
    const gameId = await insertGame(t.db, '17 days');
    const { pass } = await given(t.app, member, gameId);
    const stranger = await sessionCookieFor(t.db, groupDemo.familySpouse);
    const answers = await Promise.all([pass.id, 999_999].map((id) => takeBack(stranger, id)));
    for (const answer of answers) expect(answer.json()).toMatchObject({ statusCode: 404, code: SEASON_CODES.guestNotFound });
    expect(await ticketOfPass(t.db, pass.id)).not.toBeNull();
    expect((await takeBack(member, pass.id)).statusCode).toBe(204);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM guest_passes WHERE id = $1', [pass.id]);
    expect(rows[0]!.status).toBe('TAKEN_BACK');
    expect(await ticketOfPass(t.db, pass.id)).toBeNull();
    expect((await t.db.query('SELECT 1 FROM game_seat_claims WHERE game_id = $1', [gameId])).rows).toEqual([]);
    expect((await takeBack(member, pass.id)).statusCode).toBe(204);
    expect((await guestCall(t.app, 'DELETE', `${seasonPaths.guestPasses}/x`, { cookie: member })).statusCode).toBe(400);
  });

  it('keeps the pass once a gate downloaded the game: taking back answers 409', async () => {
    const gameId = await insertGame(t.db, '18 days');
    const { pass } = await given(t.app, member, gameId);
    await recordDownload(t.db, gameId);
    expect((await takeBack(member, pass.id)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestDownloaded });
    expect(await ticketOfPass(t.db, pass.id)).not.toBeNull();
  });

  it('keeps the pass once the deadline passed, as giving closes: taking back answers 409 guest-closed', async () => {
    const gameId = await insertGame(t.db, '19 days');
    const { pass } = await given(t.app, member, gameId);
    // Tip-off moves within the deadline (3 hours by default) of the database's clock.
    await t.db.query("UPDATE games SET starts_at = now() + interval '2 hours' WHERE id = $1", [gameId]);
    expect((await takeBack(member, pass.id)).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestClosed });
    expect(await ticketOfPass(t.db, pass.id)).not.toBeNull();
    // Before the deadline again, it is taken back (and the member's season count with it).
    await t.db.query("UPDATE games SET starts_at = now() + interval '19 days' WHERE id = $1", [gameId]);
    expect((await takeBack(member, pass.id)).statusCode).toBe(204);
  });

  it('opens the link on the first device, again on it, never on another; TAKEN_BACK and USED show without the secret', async () => {
    const { rows: names } = await t.db.query<{ name: string }>('SELECT name FROM users WHERE mail = $1', [groupDemo.noGroup]);
    const { seatId } = await partnerOf(t.db, groupDemo.noGroup);
    const gameId = await insertGame(t.db, '19 days');
    const { pass, token } = await given(t.app, member, gameId, { guestName: 'Carla Gil' });
    const ticket = (await ticketOfPass(t.db, pass.id))!;
    const phone = newDeviceId();
    const view = await opened(t.app, token, phone);
    expect(view).toMatchObject({ status: 'LIVE', guestName: 'Carla Gil', memberName: names[0]!.name, ticketId: ticket.id, secret: ticket.secret });
    expect(view.game).toMatchObject({ id: gameId, season: CURRENT_SEASON, opponent: 'Rival 19 days' });
    expect(view.seat).toMatchObject({ seatId, price: 0 });
    expect((await t.db.query('SELECT device_id FROM guest_passes WHERE id = $1', [pass.id])).rows[0]).toEqual({ device_id: phone });
    expect(await opened(t.app, token, phone)).toEqual(view);
    expect((await open(t.app, token, newDeviceId())).json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestOtherDevice });
    expect((await open(t.app, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, phone)).json()).toMatchObject({
      statusCode: 404,
      code: SEASON_CODES.guestNotFound,
    });
    expect((await open(t.app, token, 'short')).statusCode).toBe(400);

    await recordTicketEntry(t.db, gameId, ticket.id);
    expect(await opened(t.app, token, phone)).toMatchObject({ status: 'USED', ticketId: ticket.id, secret: null });

    const other = await given(t.app, member, await insertGame(t.db, '23 days'));
    await opened(t.app, other.token, phone);
    expect((await takeBack(member, other.pass.id)).statusCode).toBe(204);
    expect(await opened(t.app, other.token, phone)).toMatchObject({ status: 'TAKEN_BACK', ticketId: null, secret: null });
  });

  it("carries the guest's ticket in the gate's download and flags the member's card; the buyer's tickets leave it out", async () => {
    const gameId = await insertGame(t.db, '20 hours');
    const cookie = await sessionCookieFor(t.db, groupDemo.familyOwner);
    const { pass } = await given(t.app, cookie, gameId, { guestName: 'Luis Mora' });
    const ticket = (await ticketOfPass(t.db, pass.id))!;
    const { rows } = await t.db.query<{ partner_number: number }>('SELECT partner_number FROM partners p JOIN users u ON u.id = p.user_id WHERE u.mail = $1', [
      groupDemo.familyOwner,
    ]);
    const data = await gateDownload(t.app, await sessionCookieFor(t.db, GATE_EMPLOYEE), gameId);
    const guest = data.tickets.find((one) => one.ticketId === ticket.id);
    expect(guest).toMatchObject({ holderName: 'Luis Mora' });
    expect(guest!.dayKey).toBe(await deriveTicketDayKey(ticket.secret, ticket.id, data.game.day));
    expect(JSON.stringify(data)).not.toContain(ticket.secret);
    const flagged = data.members.filter((one) => one.seatGivenForGame);
    expect(flagged.map((one) => one.partnerNumber)).toEqual([rows[0]!.partner_number]);

    const tickets = await guestCall(t.app, 'GET', ticketsPaths.tickets, { cookie });
    expect(tickets.statusCode, tickets.body).toBe(200);
    expect(tickets.json<{ id: number }[]>().map((one) => one.id)).not.toContain(ticket.id);
    expect((await guestCall(t.app, 'GET', `${ticketsPaths.tickets}/${ticket.id}`, { cookie })).statusCode).toBe(404);
  });
});
