import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateDownloadPayloadSchema, gateEndpoints, gatePaths, signedGateDownloadSchema } from '../../src/api/gate.ts';
import { makeMissingThumbnails } from '../card/thumbnail-backfill.ts';
import { DEMO_PHOTO } from '../db/seed-data/demo-photo.ts';
import { call, expectError } from '../routes/users-test-kit.ts';
import { insertHits } from '../test/limit-hits.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia; the server's clock is on its day. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const GAME_DAY = new Date('2025-10-05T12:00:00+02:00');
const [GATE_PHOTO_LIMIT] = gateEndpoints.photo.limits;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The attack: members' faces by their hash. A member or a visitor asks for the photos; a gate
 * account loops on them; a hash that is not a confirmed photo's (made up, or of a photo replaced
 * since the download) is asked for. Only the gate role gets a photo, only the bytes whose SHA-256
 * is the one asked for, only while that photo is the member's confirmed one, within the limit.
 */
describe("a member's photo for the gate, by content hash", () => {
  let t: TestApp;
  let employee: string;
  let nuria: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => GAME_DAY });
    await makeMissingThumbnails(t.db);
    employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const games = (await call(t.app, 'GET', gatePaths.games, { cookie: employee })).json<{ id: number; startsAt: string }[]>();
    const gameId = games.find((game) => game.startsAt === GAME_STARTS_AT)!.id;
    const download = await call(t.app, 'GET', `${gatePaths.download.replace(':id', String(gameId))}?device=gate-north-1`, { cookie: employee });
    const payload = gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse(download.json()).payload));
    nuria = payload.members.find((member) => member.partnerNumber === 4101)!.photoSha256!;
  });
  afterAll(() => t.close());

  const photo = (hash: string, cookie?: string) => call(t.app, 'GET', gatePaths.photo.replace(':hash', hash), { cookie });

  it('answers the signed hash with exactly the bytes that hash to it, cached for good', async () => {
    const response = await photo(nuria, employee);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(sha256(response.rawPayload)).toBe(nuria);
  });

  it('gives nothing to a visitor, a member or an employee without the gate role', async () => {
    expectError(await photo(nuria), 401, 'Not logged in');
    expect((await photo(nuria, await sessionCookieFor(t.db, 'carnet@demo.club'))).statusCode).toBe(403);
    expect((await photo(nuria, await sessionCookieFor(t.db, 'socio@demo.club'))).statusCode).toBe(403);
    await t.db.query("UPDATE users SET staff_roles = '{photos}' WHERE mail = 'empleado@demo.club'");
    expect((await photo(nuria, employee)).statusCode).toBe(403);
    await t.db.query("UPDATE users SET staff_roles = '{gate,photos}' WHERE mail = 'empleado@demo.club'");
  });

  it('answers 404 to a made-up hash, and to the hash of a photo no member has confirmed any longer', async () => {
    expectError(await photo('0'.repeat(64), employee), 404, 'No confirmed photo has this hash');
    expect((await photo('NOT-A-HASH', employee)).statusCode).toBe(400);
    // Every member with that photo (the demo data shares one) sends another: waiting for review, it reaches no gate.
    await t.db.query("UPDATE users SET photo = $1, photo_thumbnail = NULL, photo_status = 'PENDING' WHERE photo_thumbnail_sha256 = $2", [DEMO_PHOTO, nuria]);
    expect((await photo(nuria, employee)).statusCode).toBe(404);
  });

  it(`stops a gate account at ${GATE_PHOTO_LIMIT.max} photos an hour, before any read`, async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM users WHERE mail = 'empleado@demo.club'");
    await t.db.query("DELETE FROM limit_hits WHERE counter = 'gate-photo'");
    // The hour's photos but one, recorded as the limit records them; then the last allowed one, and one more.
    await insertHits(t.db, GATE_PHOTO_LIMIT, `user:${rows[0]!.id}`, GATE_PHOTO_LIMIT.max - 1);
    expect((await photo('0'.repeat(64), employee)).statusCode).toBe(404);
    const refused = await photo('0'.repeat(64), employee);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
