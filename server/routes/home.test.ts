import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOME_READ_LIMIT, homePaths, type HomeBlockName } from '../../src/api/home.ts';
import { seasonOverviewSchema, seasonPaths } from '../../src/api/season.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { SPLIT_DEBIT_DEMO } from '../db/seed-data/split-debits.ts';
import * as groupsStore from '../store/groups.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { countQueries, homeOf, insertBoughtTicket, ready, unclaimedSeats } from './home.fixtures.ts';
import { clubNoon, overviewOf, partnerIdOf, renew, TEST_IBAN } from './renewal.fixtures.ts';
import { downloadGame, giveToGuest, insertGame, memberOf, releaseSeat, type Member } from './season.fixtures.ts';
import { call } from './users-test-kit.ts';

const PARTNER = cardDemo.withPhoto;
const FAN = 'aficionado@demo.club';

/** The scripted season (26/27, made current by its games): a released game, a given one, a plain one (Madrid times). */
const GAMES = { released: '2026-10-04T18:00:00+02:00', given: '2026-10-11T18:00:00+02:00', plain: '2026-10-18T18:00:00+02:00' } as const;

describe('GET home: each kind its blocks, and the next game as the member lives it', () => {
  let clock = new Date('2026-10-01T12:00:00+02:00');
  let t: TestApp;
  let member: Member;
  const ids = {} as Record<keyof typeof GAMES, number>;
  const home = (mail: string) => homeOf(t.app, t.db, mail);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    member = await memberOf(t.db, PARTNER);
    for (const [key, startsAt] of Object.entries(GAMES)) ids[key as keyof typeof GAMES] = await insertGame(t.db, startsAt, `Rival ${key}`);
    await releaseSeat(t.db, ids.released, member, 'RELEASED');
    await giveToGuest(t.db, ids.given, member, 'Lucía Pérez');
  });
  afterAll(() => t.close());

  it.each<[string, string, number | 'own' | null, HomeBlockName[]]>([
    [PARTNER, 'PARTNER', 'own', ['nextGame', 'renewal', 'pass', 'money', 'group', 'tickets']],
    ['simpatizante@demo.club', 'SYMPATHIZER', null, ['nextGame', 'tickets']],
    ['simpatizante.numero@demo.club', 'SYMPATHIZER', 5001, ['nextGame', 'tickets']],
    [FAN, 'FAN', null, ['nextGame', 'tickets']],
    ['accionista@demo.club', 'SHAREHOLDER', null, ['nextGame', 'tickets']],
    ['empresa@demo.club', 'ENTERPRISE', null, ['nextGame']],
    ['empleado@demo.club', 'STAFF', null, ['nextGame']],
    // Of no listed kind: a fan's home.
    ['cuenta.empresa@demo.club', 'FAN', null, ['nextGame', 'tickets']],
  ])('%s gets the %s home with its number and blocks, all READY', async (mail, kind, number, blocks) => {
    const answer = await home(mail);
    expect(answer.kind).toBe(kind);
    expect(answer.number).toBe(number === 'own' ? member.partnerNumber : number);
    expect(Object.keys(answer).filter((key) => key !== 'kind' && key !== 'number').sort()).toEqual([...blocks].sort());
    for (const block of blocks) expect(answer[block], block).toMatchObject({ status: 'READY' });
  });

  it('shows a released next game with its release, and the seat open to change until the deadline', async () => {
    clock = new Date('2026-10-01T12:00:00+02:00');
    const next = ready(await home(PARTNER), 'nextGame');
    expect(next).toMatchObject({ game: { id: ids.released }, today: false });
    expect(next?.mine).toMatchObject({ partnerId: member.partnerId, seat: { id: member.seatId }, status: 'RELEASED_UNSOLD', open: true, guest: null });
    expect(next?.mine?.release).toMatchObject({ gameId: ids.released, status: 'RELEASED' });
  });

  it('shows a next game given to a guest with the guest and the season count of guests', async () => {
    clock = new Date('2026-10-05T12:00:00+02:00');
    const next = ready(await home(PARTNER), 'nextGame');
    expect(next).toMatchObject({ game: { id: ids.given }, today: false });
    expect(next?.mine).toMatchObject({ status: 'GIVEN', release: null, guest: { guestName: 'Lucía Pérez', status: 'GIVEN' } });
    expect(next?.mine?.guests.used).toBe(1);
    expect(next?.mine?.guests.max).toBeGreaterThan(0);
  });

  it("puts the game of the club's day first: today, COMING before tip-off, TODAY and closed after it", async () => {
    clock = new Date('2026-10-18T12:00:00+02:00');
    expect(ready(await home(PARTNER), 'nextGame')).toMatchObject({ game: { id: ids.plain }, today: true, mine: { status: 'COMING', open: true, mayRelease: true } });
    clock = new Date('2026-10-18T23:30:00+02:00');
    expect(ready(await home(PARTNER), 'nextGame')).toMatchObject({ game: { id: ids.plain }, today: true, mine: { status: 'TODAY', open: false, mayRelease: false } });
  });

  it('gives the next game without a seat to a partner without one and to the other kinds', async () => {
    clock = new Date('2026-10-05T12:00:00+02:00');
    for (const mail of [cardDemo.noSeat, 'simpatizante@demo.club', 'empresa@demo.club']) {
      expect(ready(await home(mail), 'nextGame'), mail).toEqual({ game: expect.objectContaining({ id: ids.given }), today: false, mine: null });
    }
  });

  it('answers a null next game once the season has no game left', async () => {
    clock = new Date('2026-10-19T09:00:00+02:00');
    for (const mail of [PARTNER, FAN]) expect(ready(await home(mail), 'nextGame'), mail).toBeNull();
  });

  it("shows the pass with the season's attendance as GET season counts it, and none without a seat", async () => {
    clock = new Date('2026-10-12T12:00:00+02:00');
    const pass = ready(await home(PARTNER), 'pass');
    const season = await call(t.app, 'GET', seasonPaths.season, { cookie: await sessionCookieFor(t.db, PARTNER) });
    expect(pass).toMatchObject({ partnerNumber: member.partnerNumber, status: 'ACTIVE', blocked: false, seat: { id: member.seatId } });
    expect(pass.attendance).toEqual(seasonOverviewSchema.parse(season.json()).attendance);
    expect(ready(await home(cardDemo.noSeat), 'pass')).toMatchObject({ seat: null, attendance: null });
  });

  it('counts the tickets of games still to come, the first by tip-off, and never a guest pass', async () => {
    const fan = await memberOfUser(FAN);
    const [seatA, seatB] = await unclaimedSeats(t.db, 2);
    const onPlain = await insertBoughtTicket(t.db, fan, ids.plain, seatA!);
    const onReleased = await insertBoughtTicket(t.db, fan, ids.released, seatB!);
    clock = new Date('2026-10-01T12:00:00+02:00');
    expect(ready(await home(FAN), 'tickets')).toEqual({ upcoming: 2, next: { id: onReleased, game: expect.objectContaining({ id: ids.released }) } });
    clock = new Date('2026-10-05T12:00:00+02:00');
    expect(ready(await home(FAN), 'tickets')).toEqual({ upcoming: 1, next: { id: onPlain, game: expect.objectContaining({ id: ids.plain }) } });
    // The partner's guest pass is a ticket of theirs without an order.
    expect(ready(await home(PARTNER), 'tickets')).toEqual({ upcoming: 0, next: null });
  });

  it("costs a fixed number of queries for a partner's home, whatever the number of games", async () => {
    clock = new Date('2026-10-01T12:00:00+02:00');
    const before = await countQueries(t.db, () => home(PARTNER));
    expect(before).toBeGreaterThan(0);
    for (const day of ['2026-10-25', '2026-11-01', '2026-11-08']) await insertGame(t.db, `${day}T18:00:00+01:00`, 'Rival extra');
    expect(await countQueries(t.db, () => home(PARTNER))).toBe(before);
    await t.db.query("DELETE FROM games WHERE opponent = 'Rival extra'");
  });

  it("once a gate has the game, says the seat may no longer be given but may still be released until the deadline", async () => {
    clock = new Date('2026-10-18T12:00:00+02:00');
    await downloadGame(t.db, ids.plain);
    expect(ready(await home(PARTNER), 'nextGame')?.mine).toMatchObject({ status: 'COMING', open: false, mayRelease: true });
  });

  const memberOfUser = async (mail: string) => (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail])).rows[0]!.id;
});

describe('GET home: money, group, renewal, a failing block and the reload attack', () => {
  // The seeded 25/26 season is over; the 26/27 renewal is open (specCalendar: 1 to 24 June).
  let clock = clubNoon('2026-06-10');
  let t: TestApp;
  const logLines: string[] = [];
  const home = (mail: string) => homeOf(t.app, t.db, mail);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, logger: true, logLevel: 'error', logStream: { write: (line: string) => void logLines.push(line) } });
  });
  afterAll(() => t.close());

  it("shows the sign-up's second half PENDING as the next charge, and once declined among the failed", async () => {
    const [pending, declined] = SPLIT_DEBIT_DEMO;
    const money = ready(await home(pending.mail), 'money');
    expect(money).toMatchObject({ season: '25/26', paidCents: 12_000, failed: [], creditCents: 0 });
    expect(money.nextCharge).toMatchObject({ kind: 'SECOND_PAYMENT', amountCents: 12_000 });
    await t.db.query(
      "UPDATE split_debits SET status = 'FAILED', decided_at = '2025-09-10T08:00:00Z' WHERE partner_id = $1 AND signup_payment_id IS NOT NULL",
      [await partnerIdOf(t.db, declined.mail)],
    );
    expect(ready(await home(declined.mail), 'money')).toMatchObject({
      nextCharge: null,
      failed: [{ kind: 'SECOND_PAYMENT', on: '2025-09-10', amountCents: 12_000 }],
    });
  });

  it("shows the credits of the partner's sold releases", async () => {
    const member = await memberOf(t.db, 'socio@demo.club');
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM games WHERE season = '25/26' ORDER BY starts_at LIMIT 1");
    await releaseSeat(t.db, rows[0]!.id, member, 'SOLD', 1_250);
    expect(ready(await home('socio@demo.club'), 'money').creditCents).toBe(1_250);
  });

  it('shows the group to its owner and to a member, and null without one', async () => {
    const owner = ready(await home(groupDemo.familyOwner), 'group');
    expect(owner).toMatchObject({ type: 'FAMILY', members: 3, owner: true });
    expect(ready(await home(groupDemo.familySpouse), 'group')).toEqual({ ...owner, owner: false });
    expect(ready(await home(groupDemo.noGroup), 'group')).toBeNull();
  });

  it("shows the renewal with the caller's price while open, and null once closed for whoever did not renew", async () => {
    clock = clubNoon('2026-06-10');
    const cookie = await sessionCookieFor(t.db, 'socio@demo.club');
    const [own] = (await overviewOf(t.app, cookie)).people;
    expect(ready(await home('socio@demo.club'), 'renewal')).toEqual({
      season: '26/27',
      state: 'OPEN',
      renewBefore: '2026-06-25',
      priceCents: own!.priceCents,
      renewed: false,
    });
    clock = clubNoon('2026-06-26');
    expect(ready(await home('socio@demo.club'), 'renewal')).toBeNull();
    clock = clubNoon('2026-06-10');
  });

  it('shows a renewal by instalments as renewed, its next instalment, and a declined one among the failed', async () => {
    clock = clubNoon('2026-06-10');
    const partnerId = await partnerIdOf(t.db, PARTNER);
    const renewed = await renew(t.app, await sessionCookieFor(t.db, PARTNER), { partnerIds: [partnerId], option: 'INSTALMENTS', iban: TEST_IBAN, wantsToMove: false });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const { rows } = await t.db.query<{ id: number; amount_cents: number; on: string }>(
      "SELECT id, amount_cents, to_char(debit_on, 'YYYY-MM-DD') AS on FROM split_debits WHERE partner_id = $1 AND renewal_id IS NOT NULL ORDER BY debit_on",
      [partnerId],
    );
    const [first, second] = rows;
    await t.db.query("UPDATE split_debits SET status = 'FAILED', decided_at = '2026-06-25T08:00:00Z' WHERE id = $1", [first!.id]);
    clock = clubNoon('2026-06-26');
    const answer = await home(PARTNER);
    expect(ready(answer, 'money')).toMatchObject({
      nextCharge: { kind: 'RENEWAL', on: second!.on, amountCents: second!.amount_cents },
      failed: [{ kind: 'RENEWAL', on: '2026-06-25', amountCents: first!.amount_cents }],
    });
    // Closed, but the caller's renewal exists: still shown, without a price.
    expect(ready(answer, 'renewal')).toEqual({ season: '26/27', state: 'CLOSED', renewBefore: '2026-06-25', priceCents: null, renewed: true });
    clock = clubNoon('2026-06-10');
  });

  it("shows a family's instalments to the owner who pays them, one charge per date summing the family's, and none to the spouse", async () => {
    clock = clubNoon('2026-06-10');
    const owner = await sessionCookieFor(t.db, groupDemo.familyOwner);
    const people = (await overviewOf(t.app, owner)).people;
    const renewed = await renew(t.app, owner, { partnerIds: people.map((p) => p.partnerId), option: 'INSTALMENTS', iban: TEST_IBAN, wantsToMove: false });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const { rows } = await t.db.query<{ cents: number }>(
      "SELECT sum(amount_cents)::int AS cents FROM split_debits WHERE partner_id = ANY($1) AND debit_on = '2026-06-25'",
      [people.map((p) => p.partnerId)],
    );
    expect(ready(await home(groupDemo.familyOwner), 'money').nextCharge).toEqual({ kind: 'RENEWAL', on: '2026-06-25', amountCents: rows[0]!.cents });
    expect(ready(await home(groupDemo.familySpouse), 'money')).toMatchObject({ nextCharge: null, failed: [] });
  });

  it('answers a block whose reading fails as FAILED, logged with the request, and the others READY', async () => {
    const failing = vi.spyOn(groupsStore, 'loadGroup').mockRejectedValueOnce(new Error('group store down'));
    try {
      const answer = await home(groupDemo.familyOwner);
      expect(answer.group).toEqual({ status: 'FAILED' });
      for (const block of ['nextGame', 'pass', 'money', 'renewal', 'tickets'] as const) expect(answer[block], block).toMatchObject({ status: 'READY' });
      expect(logLines.some((line) => line.includes('group store down') && line.includes('"block":"group"'))).toBe(true);
    } finally {
      failing.mockRestore();
    }
  });

  it('the attack: a reload loop of 121 homes in a minute gets 429 on the 121st, and another account is unaffected', async () => {
    const cookie = await sessionCookieFor(t.db, 'empresa@demo.club');
    for (let i = 0; i < HOME_READ_LIMIT.max; i += 1) {
      const response = await call(t.app, 'GET', homePaths.home, { cookie });
      expect(response.statusCode, `call ${i + 1}`).toBe(200);
    }
    const refused = await call(t.app, 'GET', homePaths.home, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', homePaths.home, { cookie: await sessionCookieFor(t.db, FAN) })).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'GET', homePaths.home)).statusCode).toBe(401);
  });
});
