import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCodeAt, checkCardCode, clubDay, deriveDayKey } from '../../src/api/card-code.ts';
import { cardSecretSchema, memberCardPaths } from '../../src/api/member-card.ts';
import {
  gameSchema,
  gateDownloadPayloadSchema,
  gateKeySchema,
  gatePaths,
  gateSyncAnswerSchema,
  signedGateDownloadSchema,
  type GateEntry,
} from '../../src/api/gate.ts';
import { makeMissingThumbnails } from '../card/thumbnail-backfill.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { SEASON_GAMES } from '../db/seed-data/games.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, expectError } from './users-test-kit.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const DEVICE_A = 'gate-north-1';
const DEVICE_B = 'gate-south-2';
/** The server's clock: tests move it (a gate downloads only today's or tomorrow's game). */
let clock = new Date('2025-10-05T17:00:00+02:00');

describe('the gate: games, key, signed download and entries sync', () => {
  let t: TestApp;
  let employee: string;
  let gameId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const games = (await call(t.app, 'GET', gatePaths.games, { cookie: employee })).json<{ id: number; startsAt: string }[]>();
    gameId = games.find((game) => game.startsAt === GAME_STARTS_AT)!.id;
    // Both devices downloaded the game: only a device that did may sync its entries.
    for (const device of [DEVICE_A, DEVICE_B]) expect((await download(employee, gameId, device)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const path = (template: string, id: number) => template.replace(':id', String(id));
  const download = (cookie = employee, id = gameId, device = DEVICE_A) => call(t.app, 'GET', `${path(gatePaths.download, id)}?device=${device}`, { cookie });
  const sync = (body: unknown, cookie = employee, id = gameId) => call(t.app, 'POST', path(gatePaths.sync, id), { cookie, body });
  const entry = (partnerNumber: number, deviceId: string, at: string): GateEntry => ({ partnerNumber, deviceId, at });

  it("lists the season's home games by tip-off, each with its club day", async () => {
    const games = (await call(t.app, 'GET', gatePaths.games, { cookie: employee })).json<unknown[]>().map((game) => gameSchema.parse(game));
    expect(games).toHaveLength(SEASON_GAMES.length);
    expect(games.map((game) => game.startsAt)).toEqual([...games.map((game) => game.startsAt)].sort());
    for (const game of games) expect(game.day).toBe(clubDay(Date.parse(game.startsAt)));
    expect(games.find((game) => game.id === gameId)).toMatchObject({ day: '2025-10-05', competition: 'MENS_LEAGUE', opponent: 'Bilbao Basket', season: '25/26' });
  });

  it("holds, signed, every card holder's day key for the game's day, which checks the codes the member's phone shows", async () => {
    const member = await sessionCookieFor(t.db, cardDemo.withPhoto);
    const { secret } = cardSecretSchema.parse((await call(t.app, 'POST', memberCardPaths.secret, { cookie: member, body: {} })).json());
    const response = await download();
    expect(response.statusCode, response.body).toBe(200);
    const { payload, signature } = signedGateDownloadSchema.parse(response.json());
    // Signed so WebCrypto verifies it with the JWK of gate/key; a changed payload fails.
    const jwk = gateKeySchema.parse((await call(t.app, 'GET', gatePaths.key, { cookie: employee })).json());
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const verify = (text: string) =>
      crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(signature, 'base64url'), new TextEncoder().encode(text));
    expect(await verify(payload)).toBe(true);
    expect(await verify(payload.replace('"Bilbao Basket"', '"Bilbao Basket "'))).toBe(false);
    const data = gateDownloadPayloadSchema.parse(JSON.parse(payload));
    expect(data).toMatchObject({ season: '25/26', expiresAt: '2025-10-05T22:00:00.000Z', game: { id: gameId, day: '2025-10-05' } });
    const card = data.members.find((one) => one.partnerNumber === 4101)!;
    expect(card).toMatchObject({ name: 'Nuria', lastname: 'Bosch Alapont', seat: { area: 'Zona N2B' } });
    expect(Object.keys(card).sort()).toEqual(['dayKey', 'lastname', 'name', 'partnerNumber', 'photoSha256', 'seat']);
    expect(card.dayKey).toBe(await deriveDayKey(secret, '25/26', 4101, '2025-10-05'));
    const doorsOpen = Date.parse('2025-10-05T17:00:00+02:00');
    const shown = cardCodeAt(await deriveDayKey(secret, '25/26', 4101, clubDay(doorsOpen)), doorsOpen);
    expect(checkCardCode(card.dayKey, shown, doorsOpen + 20_000)).toBe('VALID');
    expect(checkCardCode(card.dayKey, shown, doorsOpen + 5 * 60_000)).toBe('EXPIRED');
    const otherDay = cardCodeAt(await deriveDayKey(secret, '25/26', 4101, '2025-10-11'), doorsOpen);
    expect(checkCardCode(card.dayKey, otherDay, doorsOpen)).toBe('WRONG');
    // Without a card: no seat, not paid, blocked, pending. The background partners are all in.
    const numbers = new Set(data.members.map((one) => one.partnerNumber));
    for (const without of [4102, 1102, 1106, 1103, 1105]) expect(numbers.has(without), String(without)).toBe(false);
    expect(numbers.size).toBeGreaterThan(5_000);
    // Members who never opened their card got a secret: their phone will get the same one.
    const background = data.members.find((one) => one.partnerNumber === 100_000)!;
    const { rows } = await t.db.query<{ secret: string }>(
      'SELECT secret FROM card_secrets cs JOIN partners p ON p.id = cs.partner_id WHERE p.partner_number = 100000',
    );
    expect(background.dayKey).toBe(await deriveDayKey(rows[0]!.secret, '25/26', 100_000, '2025-10-05'));
  });

  it("names each confirmed photo by the SHA-256 of the gate's small copy once the server has made it, and answers those bytes apart", async () => {
    // carnet@demo.club's photo was seeded without a thumbnail; another holder's is not an image.
    await t.db.query("UPDATE users SET photo = $1, photo_status = 'CONFIRMED', photo_thumbnail = NULL WHERE id = (SELECT user_id FROM partners WHERE partner_number = 100000)", [
      `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    ]);
    const photoOf = async (partnerNumber: number) => {
      const data = gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse((await download()).json()).payload));
      return data.members.find((one) => one.partnerNumber === partnerNumber)!.photoSha256;
    };
    const onFile = async (partnerNumber: number) =>
      (await t.db.query<{ photo_thumbnail: string | null }>('SELECT u.photo_thumbnail FROM users u JOIN partners p ON p.user_id = u.id WHERE p.partner_number = $1', [partnerNumber])).rows[0]!;
    // No photo until the thumbnail is made (a server stopping makes none).
    expect(await makeMissingThumbnails(t.db, () => true)).toBe(0);
    expect(await photoOf(4101)).toBeNull();
    expect(await makeMissingThumbnails(t.db)).toBeGreaterThanOrEqual(2);
    const hash = await photoOf(4101);
    const thumbnail = Buffer.from((await onFile(4101)).photo_thumbnail!.split(',')[1]!, 'base64');
    expect(hash).toBe(createHash('sha256').update(thumbnail).digest('hex'));
    // The photo itself comes apart, by that hash: the thumbnail's bytes, never the photo on file.
    const photo = await call(t.app, 'GET', gatePaths.photo.replace(':hash', hash!), { cookie: employee });
    expect(photo.rawPayload.equals(thumbnail)).toBe(true);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 128 });
    // Unreadable: no photo at the gate, and marked so that it is not tried again.
    expect(await photoOf(100_000)).toBeNull();
    expect((await onFile(100_000)).photo_thumbnail).toBe('');
    expect(await makeMissingThumbnails(t.db)).toBe(0);
  });

  it('stores entries once, answers them after the cursor, and finds a member entered at two gates', async () => {
    const first = gateSyncAnswerSchema.parse((await sync({ deviceId: DEVICE_A, since: 0, entries: [entry(1001, DEVICE_A, '2025-10-05T15:01:00.000Z')] })).json());
    expect(first.entries).toEqual([entry(1001, DEVICE_A, '2025-10-05T15:01:00.000Z')]);
    expect(first.duplicates).toEqual([]);
    // The same entry again (a retried sync) is no new entry; another gate's entries come back.
    const b = [entry(2001, DEVICE_B, '2025-10-05T15:02:00.000Z'), entry(1001, DEVICE_B, '2025-10-05T15:00:30.000Z')];
    const second = gateSyncAnswerSchema.parse((await sync({ deviceId: DEVICE_B, since: 0, entries: b })).json());
    expect(second.entries).toHaveLength(3);
    const again = gateSyncAnswerSchema.parse(
      (await sync({ deviceId: DEVICE_A, since: first.cursor, entries: [entry(1001, DEVICE_A, '2025-10-05T15:01:00.000Z')] })).json(),
    );
    expect(again.entries).toEqual(b.sort((x, y) => x.at.localeCompare(y.at)));
    expect(again.cursor).toBe(second.cursor);
    // Gate B's entry is the earlier by the devices' clocks, though recorded later.
    expect(again.duplicates).toEqual([{ partnerNumber: 1001, first: entry(1001, DEVICE_B, '2025-10-05T15:00:30.000Z'), second: entry(1001, DEVICE_A, '2025-10-05T15:01:00.000Z') }]);
    const nothingNew = gateSyncAnswerSchema.parse((await sync({ deviceId: DEVICE_A, since: again.cursor, entries: [] })).json());
    expect(nothingNew).toMatchObject({ entries: [], cursor: again.cursor });
    // A download made now carries them.
    const data = gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse((await download()).json()).payload));
    expect(data.entries).toHaveLength(3);
    expect(data.cursor).toBe(again.cursor);
  });

  it('records the good entries of an upload and refuses the others one by one, each with its reason', async () => {
    const good = entry(2002, DEVICE_A, '2025-10-05T15:06:00.000Z');
    const refusedOnes = [
      { entry: entry(4102, DEVICE_A, '2025-10-05T15:05:00.000Z'), reason: 'NO_CARD' },
      { entry: entry(999_999, DEVICE_A, '2025-10-05T15:05:10.000Z'), reason: 'NO_CARD' },
      { entry: entry(2030, DEVICE_A, '2025-10-05T15:05:20.000Z'), reason: 'BLOCKED' },
      { entry: entry(2003, DEVICE_B, '2025-10-05T15:05:30.000Z'), reason: 'OTHER_DEVICE' },
    ];
    const answer = gateSyncAnswerSchema.parse((await sync({ deviceId: DEVICE_A, since: 0, entries: [...refusedOnes.map((one) => one.entry), good] })).json());
    expect(answer.refused).toEqual(expect.arrayContaining(refusedOnes));
    expect(answer.refused).toHaveLength(refusedOnes.length);
    expect(answer.entries).toContainEqual(good);
    // A device that never downloaded the game records nothing.
    const stranger = entry(2002, 'gate-never-downloaded', '2025-10-05T15:07:00.000Z');
    const strangers = gateSyncAnswerSchema.parse((await sync({ deviceId: stranger.deviceId, since: answer.cursor, entries: [stranger] })).json());
    expect(strangers).toMatchObject({ entries: [], refused: [{ entry: stranger, reason: 'NO_DOWNLOAD' }] });
  });

  it("downloads only today's or tomorrow's game (club time), and records who downloaded it onto which device", async () => {
    const before = (await t.db.query('SELECT 1 FROM gate_downloads')).rows.length;
    clock = new Date('2025-10-04T00:00:00+02:00'); // the day before, just begun
    expect((await download(employee, gameId, 'gate-early-1')).statusCode).toBe(200);
    clock = new Date('2025-10-05T23:59:00+02:00'); // the day itself, about to end
    expect((await download(employee, gameId, 'gate-late-1')).statusCode).toBe(200);
    clock = new Date('2025-10-03T23:59:00+02:00'); // two days before
    expectError(await download(employee, gameId, 'gate-early-2'), 409, "Only today's or tomorrow's game can be downloaded");
    clock = new Date('2025-10-06T00:00:00+02:00'); // the day after
    expect((await download(employee, gameId, 'gate-late-2')).json()).toMatchObject({ code: 'game-not-open' });
    clock = new Date('2025-10-05T17:00:00+02:00');
    const { rows } = await t.db.query<{ mail: string; device_id: string; downloaded_at: Date }>(
      'SELECT u.mail, d.device_id, d.downloaded_at FROM gate_downloads d JOIN users u ON u.id = d.user_id WHERE d.game_id = $1 ORDER BY d.id',
      [gameId],
    );
    expect(rows).toHaveLength(before + 2);
    expect(rows.slice(-2).map(({ mail, device_id, downloaded_at }) => [mail, device_id, new Date(downloaded_at).toISOString()])).toEqual([
      ['empleado@demo.club', 'gate-early-1', '2025-10-03T22:00:00.000Z'],
      ['empleado@demo.club', 'gate-late-1', '2025-10-05T21:59:00.000Z'],
    ]);
    expectError(await call(t.app, 'GET', path(gatePaths.download, gameId), { cookie: employee }), 400, /device/);
    expectError(await download(employee, gameId, 'x'), 400, /device/);
  });

  it('refuses bad times, bad devices and unknown games', async () => {
    expectError(await sync({ deviceId: DEVICE_A, since: 0, entries: [entry(1001, DEVICE_A, 'soon')] }), 400, /no date-time/);
    expectError(await sync({ deviceId: 'x', since: 0, entries: [] }), 400, /body\.deviceId/);
    const tooMany = Array.from({ length: 501 }, (_, i) => entry(1001, DEVICE_A, new Date(Date.UTC(2025, 9, 5, 15, 0, i)).toISOString()));
    expectError(await sync({ deviceId: DEVICE_A, since: 0, entries: tooMany }), 400, /at most 500 items/);
    expectError(await sync({ deviceId: DEVICE_A, since: 0, entries: [] }, employee, 999_999), 404, 'No such game this season');
    expectError(await download(employee, 999_999), 404, 'No such game this season');
    // A bad time refuses the call: the gate's own clock always writes a valid one.
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'GET', gatePaths.games), 401, 'Not logged in');
    expectError(await download(''), 401, 'Not logged in');
  });
});
